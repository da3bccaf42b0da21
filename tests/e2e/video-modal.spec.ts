/**
 * Video modals on the reference CMS's video page, in fr or nl. The services are unreachable here: their players
 * are stubbed at the network with a page that speaks the YouTube iframe API (answers "listening" after the third
 * one) and records what it hears, reporting back to the parent page.
 */
import type { Page } from '@playwright/test';
import { CONSENT_COOKIE, CONSENT_STAMP, POLICY_COOKIE } from '../consent-cookie.mjs';
import {
  CULTURES,
  expect,
  expectAccessible,
  neutralTest,
  openShopPage,
  test,
  installFakeClock,
  pauseClock,
} from './support.ts';

const SERVICES = /youtube\.com|youtube-nocookie\.com|vimeo\.com|ytimg\.com|vimeocdn\.com/;

const titles = {
  fr: { youtube: 'Nettoyer et graisser sa chaîne', vimeo: 'Régler ses freins à disque', close: 'Fermer' },
  nl: { youtube: 'Je ketting reinigen en smeren', vimeo: 'Schijfremmen afstellen', close: 'Sluiten' },
};

/**
 * The stand-in player: records the messages it gets and says when it is stopped; `ready()` makes it answer as the
 * YouTube player does once loaded.
 */
const PLAYER_STUB = `<!doctype html><title>player</title><body>stub player<script>
  window.heard = [];
  window.ready = () => parent.postMessage(JSON.stringify({ event: 'onReady', id: 1 }), '*');
  addEventListener('message', (event) => {
    let data; try { data = JSON.parse(event.data); } catch { return; }
    heard.push(data);
    if (data.func === 'stopVideo' || data.method === 'pause') parent.postMessage(JSON.stringify({ event: 'stub:stopped' }), '*');
  });
</script></body>`;

/** Every request the page makes to the services, and the players' messages to the page. */
async function watch(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (SERVICES.test(request.url())) requests.push(request.url());
  });
  await page.route(SERVICES, (route) => route.fulfill({ contentType: 'text/html', body: PLAYER_STUB }));
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { playerMessages: string[] }).playerMessages = seen;
    addEventListener('message', (event) => {
      if (typeof event.data === 'string' && event.data.includes('stub:')) seen.push(event.data);
    });
  });
  return requests;
}

/**
 * Closes the dialog with `close` while the page's clock stands still, so that the dialog's closing delay cannot
 * remove the player before it has heard the stop and answered (a cross-site iframe runs in its own process: on a
 * busy machine its answer came after the removal). Then lets time run and waits for the dialog to be gone.
 */
async function closeAndHearStopped(page: Page, close: () => Promise<void>, stop: (m: PlayerMessage) => boolean) {
  await pauseClock(page, 1000);
  await close();
  await expect.poll(async () => (await heard(page)).some(stop)).toBe(true);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { playerMessages: string[] }).playerMessages))
    .toContain(JSON.stringify({ event: 'stub:stopped' }));
  await page.clock.resume();
  await expect(page.locator('.rt-video-modal')).toHaveCount(0);
  await expect(page.locator('.rt-video-modal iframe')).toHaveCount(0);
}

type PlayerMessage = { event?: string; func?: string; method?: string };

const heard = (page: Page) =>
  page
    .frameLocator('.rt-video-modal iframe')
    .locator('body')
    .evaluate(() => (window as unknown as { heard: PlayerMessage[] }).heard);

for (const culture of CULTURES) {
  const words = titles[culture];
  test.describe(`video modals (${culture})`, () => {
    neutralTest(
      culture,
      'YouTube: nothing loads before opening; checked every 100 ms until ready; stopped on close',
      async ({ page }) => {
        const requests = await watch(page);
        await installFakeClock(page);
        await openShopPage(page, `/${culture}/videos`);
        const link = page.locator('[data-provider="youtube"]');
        await expect(link).toHaveAttribute('data-widget-mounted', 'video-modal');
        // The page is fully there, posters loaded: not one request to a video service.
        await page.waitForLoadState('load');
        expect(requests).toEqual([]);

        await link.click();
        const dialog = page.getByRole('dialog', { name: words.youtube });
        await expect(dialog).toBeVisible();
        const iframe = dialog.locator('iframe');
        await expect(iframe).toHaveAttribute('title', words.youtube);
        // Marketing consent granted: the standard host, with the iframe API on.
        const src = new URL((await iframe.getAttribute('src'))!);
        expect(src.origin).toBe('https://www.youtube.com');
        expect(src.searchParams.get('enablejsapi')).toBe('1');
        await expect.poll(() => requests.length).toBeGreaterThan(0);
        await expect(page.frameLocator('.rt-video-modal iframe').locator('body')).toContainText('stub player');

        // Runtime spec §9: one "listening" per 100 ms until the player answers. The clock stops here; each message
        // is seen by the player before the next count (a later one proves the earlier ones arrived).
        const listening = async () => (await heard(page)).filter((m) => m.event === 'listening').length;
        await pauseClock(page, 1000);
        await expect.poll(listening).toBeGreaterThan(0);
        const before = await listening();
        await page.clock.runFor(100);
        await expect.poll(listening).toBe(before + 1);
        await page.clock.runFor(99);
        await page.clock.runFor(1);
        await expect.poll(listening).toBe(before + 2);
        await page
          .frameLocator('.rt-video-modal iframe')
          .locator('body')
          .evaluate(() => {
            (window as unknown as { ready: () => void }).ready();
          });
        await expect.poll(async () => (await heard(page)).some((m) => m.func === 'playVideo')).toBe(true);
        // playVideo went after every check sent so far: exactly two since the count began (none at +199 ms).
        expect(await listening()).toBe(before + 2);
        await page.clock.runFor(500);
        // Once ready, no more checks: a probe the page sends now arrives after anything the 500 ms would have sent.
        await page.evaluate(() =>
          document
            .querySelector<HTMLIFrameElement>('.rt-video-modal iframe')
            ?.contentWindow?.postMessage('{"event":"probe"}', '*'),
        );
        await expect.poll(async () => (await heard(page)).some((m) => m.event === 'probe')).toBe(true);
        expect(await listening()).toBe(before + 2);

        await page.clock.resume();
        await expectAccessible(page);
        await closeAndHearStopped(
          page,
          () => page.keyboard.press('Escape'),
          (m) => m.func === 'stopVideo',
        );
        await expect(dialog).toHaveCount(0);
        await expect(link).toBeFocused();
      },
    );

    neutralTest(
      culture,
      'Vimeo: opened from the keyboard, paused and removed when the dialog closes',
      async ({ page }) => {
        const requests = await watch(page);
        await installFakeClock(page);
        await openShopPage(page, `/${culture}/videos`);
        const link = page.locator('[data-provider="vimeo"]');
        await expect(link).toHaveAttribute('data-widget-mounted', 'video-modal');
        await page.waitForLoadState('load');
        expect(requests).toEqual([]);
        await link.focus();
        await page.keyboard.press('Enter');
        const dialog = page.getByRole('dialog', { name: words.vimeo });
        await expect(dialog).toBeVisible();
        const src = new URL((await dialog.locator('iframe').getAttribute('src'))!);
        expect(src.origin).toBe('https://player.vimeo.com');
        expect(src.pathname).toBe('/video/76979871');
        expect(src.searchParams.get('dnt')).toBeNull();
        await expect(page.frameLocator('.rt-video-modal iframe').locator('body')).toContainText('stub player');
        await expectAccessible(page);
        await closeAndHearStopped(
          page,
          () => dialog.getByRole('button', { name: words.close }).click(),
          (m) => m.method === 'pause',
        );
        await expect(dialog).toHaveCount(0);
        await expect(link).toBeFocused();
      },
    );
  });

  test.describe(`video modals with marketing consent refused (${culture})`, () => {
    test.use({ consent: 'none' });
    neutralTest(
      culture,
      'the privacy-enhanced YouTube host, and Vimeo without tracking',
      async ({ page, context, baseURL }) => {
        const refused = JSON.stringify({ stamp: CONSENT_STAMP, preferences: true, statistics: true, marketing: false });
        await context.addCookies([
          { name: CONSENT_COOKIE, value: encodeURIComponent(refused), url: baseURL!, sameSite: 'Lax' },
          { name: POLICY_COOKIE, value: 'seen', url: baseURL!, sameSite: 'Lax' },
        ]);
        const requests = await watch(page);
        await openShopPage(page, `/${culture}/videos`);
        await page.locator('[data-provider="youtube"]').click();
        const youtube = page.getByRole('dialog', { name: words.youtube });
        const src = new URL((await youtube.locator('iframe').getAttribute('src'))!);
        expect(src.origin).toBe('https://www.youtube-nocookie.com');
        await page.keyboard.press('Escape');
        await expect(youtube).toHaveCount(0);
        await page.locator('[data-provider="vimeo"]').click();
        const vimeo = page.getByRole('dialog', { name: words.vimeo });
        expect(new URL((await vimeo.locator('iframe').getAttribute('src'))!).searchParams.get('dnt')).toBe('1');
        expect(requests.every((url) => !url.startsWith('https://www.youtube.com'))).toBe(true);
      },
    );
  });
}
