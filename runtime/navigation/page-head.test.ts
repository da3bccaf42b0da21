// @vitest-environment happy-dom
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rememberPageSheets, withPageHead } from './page-head.ts';
import { Visit } from './visit.ts';

const PAGE_HEAD = `
  <meta name="__RequestVerificationToken" content="tok-1">
  <meta name="description" content="Accueil">
  <link rel="canonical" href="/fr/">
  <link rel="alternate" hreflang="nl" href="/nl/">
  <link rel="stylesheet" href="/theme/site.css">
  <link rel="stylesheet" href="/theme/home.css">
  <script type="module">/* the runtime */</script>`;

const ANSWER = `<!doctype html><html><head>
  <meta name="__RequestVerificationToken" content="tok-2">
  <meta name="description" content="Printemps">
  <link rel="canonical" href="/fr/campaign/printemps">
  <link rel="alternate" hreflang="nl" href="/nl/campaign/printemps">
  <link rel="stylesheet" href="/theme/site.css">
  <link rel="stylesheet" href="/theme/campaign.css">
  <meta property="og:title" content="Printemps">
  <script type="module">/* the runtime */</script>
</head><body><main>Printemps</main></body></html>`;

const html = (status = 200) =>
  new Response(ANSWER, { status, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
const hrefs = (selector: string) =>
  Array.from(document.head.querySelectorAll(selector), (element) => element.getAttribute('href'));
const contents = (selector: string) =>
  Array.from(document.head.querySelectorAll(selector), (element) => element.getAttribute('content'));

/** The visit's fetch with the head merged: what the head held when the answer was handed on. */
async function fetchThrough(visit: Visit, answer: Response) {
  const response = await withPageHead(visit, async () => answer)('/fr/campaign/printemps', {});
  return { response, sheetsThen: hrefs('link[rel=stylesheet]') };
}

beforeAll(() => {
  // happy-dom loads no file: a stylesheet "loads" as it is inserted (its load event), instead of failing loudly.
  const { settings } = (window as unknown as { happyDOM: { settings: Record<string, unknown> } }).happyDOM;
  settings.handleDisabledFileLoadingAsSuccess = true;
});

beforeEach(() => {
  document.head.innerHTML = PAGE_HEAD;
  rememberPageSheets();
});

describe('the answer’s head, merged by an in-place load', () => {
  it('adds its new stylesheet after the one before it, before the answer is handed on (to be swapped)', async () => {
    const visit = new Visit({ url: '/fr/campaign/printemps', push: true, noCache: false }, 'leaving');
    const { response, sheetsThen } = await fetchThrough(visit, html());
    expect(response.status).toBe(200);
    expect(sheetsThen).toEqual(['/theme/site.css', '/theme/campaign.css', '/theme/home.css']);
    // Nothing else changes before the swap.
    expect(contents('meta[name=description]')).toEqual(['Accueil']);
  });

  it('once the content is in: the previous page’s sheet goes, its facts are replaced, the token and scripts stay', async () => {
    const visit = new Visit({ url: '/fr/campaign/printemps', push: true, noCache: false }, 'leaving');
    await fetchThrough(visit, html());
    visit.transition('inserting');
    visit.transition('images');
    expect(hrefs('link[rel=stylesheet]')).toEqual(['/theme/site.css', '/theme/campaign.css']);
    expect(contents('meta[name=description]')).toEqual(['Printemps']);
    expect(hrefs('link[rel=canonical]')).toEqual(['/fr/campaign/printemps']);
    expect(hrefs('link[rel=alternate]')).toEqual(['/nl/campaign/printemps']);
    expect(contents('meta[property="og:title"]')).toEqual(['Printemps']);
    expect(contents('meta[name=__RequestVerificationToken]')).toEqual(['tok-1']);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });

  it('a stylesheet a script added after navigation started is not a page’s: it stays', async () => {
    const chat = document.createElement('link');
    chat.rel = 'stylesheet';
    chat.href = '/chat-service/widget.css';
    document.head.append(chat);
    const visit = new Visit({ url: '/fr/campaign/printemps', push: true, noCache: false }, 'leaving');
    await fetchThrough(visit, html());
    visit.transition('inserting');
    visit.transition('images');
    expect(hrefs('link[rel=stylesheet]')).toEqual([
      '/theme/site.css',
      '/theme/campaign.css',
      '/chat-service/widget.css',
    ]);
  });

  it('a load that does not arrive takes its stylesheet away and leaves the rest as it was', async () => {
    const visit = new Visit({ url: '/fr/campaign/printemps', push: true, noCache: false }, 'leaving');
    await fetchThrough(visit, html());
    visit.abort();
    expect(hrefs('link[rel=stylesheet]')).toEqual(['/theme/site.css', '/theme/home.css']);
    expect(contents('meta[name=description]')).toEqual(['Accueil']);
  });

  it('an error answer is handed on as it is, the head untouched', async () => {
    const visit = new Visit({ url: '/fr/campaign/printemps', push: true, noCache: false }, 'leaving');
    const { response, sheetsThen } = await fetchThrough(visit, html(500));
    expect(response.status).toBe(500);
    expect(sheetsThen).toEqual(['/theme/site.css', '/theme/home.css']);
    expect(hrefs('link[rel=stylesheet]')).toEqual(['/theme/site.css', '/theme/home.css']);
  });
});
