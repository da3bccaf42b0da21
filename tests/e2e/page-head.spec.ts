/**
 * The answer's `<head>` in an in-place load (issue 43 point 5; README "Links, forms and the page section"): the
 * reference CMS's campaign landing page (fixtures/views/campaign-page.ts) links its own stylesheet and has its own
 * description, Open Graph meta, canonical and alternate links. Loaded in place it must be laid out as it is loaded
 * whole, styled from its first frame, with its own head; the next page in place leaves none of it behind.
 */
import type { Page } from '@playwright/test';
import {
  CULTURES,
  expect,
  firstStyle,
  markWindow,
  openPage,
  recordFirstStyle,
  stillSameWindow,
  test,
} from './support.ts';

const CAMPAIGN = '/campaign/printemps';

/** Where the campaign's parts stand on the page (document coordinates, rounded to the pixel). */
const layoutOf = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string) => {
      const rect = document.querySelector(selector)?.getBoundingClientRect();
      if (!rect) return null;
      return [rect.left, rect.top + window.scrollY, rect.width, rect.height].map(Math.round);
    };
    return {
      hero: box('.campaign-hero'),
      aside: box('.campaign-hero__aside'),
      offers: Array.from(document.querySelectorAll('.campaign-offer'), (_, index) =>
        box(`.campaign-offer:nth-child(${index + 1})`),
      ),
    };
  });

/** What the page's head says about the page (sorted: the order of meta does not matter). */
const headFactsOf = (page: Page) =>
  page.evaluate(() => {
    const facts = Array.from(
      document.head.querySelectorAll(
        'meta[name]:not([name="__RequestVerificationToken"]), meta[property], link[rel=canonical], link[rel=alternate]',
      ),
      (element) => element.outerHTML,
    ).sort();
    const sheets = Array.from(document.head.querySelectorAll('link[rel=stylesheet]'), (link) =>
      link.getAttribute('href'),
    );
    return { facts, sheets };
  });

for (const culture of CULTURES) {
  test(`${culture}: a landing page loaded in place has its stylesheet from its first frame, its layout and its head`, async ({
    page,
  }) => {
    const campaign = `/${culture}${CAMPAIGN}`;
    await openPage(page, campaign);
    const whole = { layout: await layoutOf(page), head: await headFactsOf(page), title: await page.title() };
    expect(whole.head.sheets).toContain('/theme/campaign.css');
    expect(whole.layout.offers).toHaveLength(3);

    await recordFirstStyle(page, '.campaign-hero');
    await openPage(page, `/${culture}/service`);
    await markWindow(page);
    expect((await headFactsOf(page)).sheets).not.toContain('/theme/campaign.css');
    await page.locator(`main a[href="${campaign}"]`).click();
    await expect(page).toHaveURL(new RegExp(`${campaign}$`));
    await expect(page.locator('body')).toHaveAttribute('data-page-state', 'finished');
    expect(await stillSameWindow(page)).toBe(true);

    // The hero was laid out by the campaign's stylesheet as it entered the page: nothing shown unstyled.
    expect(await firstStyle(page)).toBe('grid');
    expect(await layoutOf(page)).toEqual(whole.layout);
    expect(await headFactsOf(page)).toEqual(whole.head);
    expect(await page.title()).toBe(whole.title);

    // The next page loaded in place keeps nothing of the campaign's head.
    await page.locator(`header a.nav-link[href="/${culture}/service"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${culture}/service$`));
    await expect(page.locator('body')).toHaveAttribute('data-page-state', 'finished');
    const service = await headFactsOf(page);
    expect(service.sheets).not.toContain('/theme/campaign.css');
    expect(service.facts.join('\n')).not.toMatch(/og:|campaign/);
    expect(service.facts).toContain(`<link rel="canonical" href="/${culture}/service">`);
    expect(await stillSameWindow(page)).toBe(true);
  });
}
