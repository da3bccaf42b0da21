/**
 * Stylesheets that come with a lazy chunk (a library's own CSS): one <link> per address, added on first use, in
 * the head before the page's own styles' end so the theme can still override it. Resolves once it applies (or
 * failed to load: the widget then works unstyled, with a console warning).
 */
const sheets = new Map<string, Promise<void>>();

export function loadStylesheet(href: string): Promise<void> {
  let loading = sheets.get(href);
  if (!loading) {
    loading = new Promise<void>((resolve) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      // eslint-disable-next-line no-restricted-syntax -- the address of a file of this build, not one from outside
      link.setAttribute('href', href);
      link.addEventListener('load', () => resolve(), { once: true });
      link.addEventListener(
        'error',
        () => {
          console.warn(`[runtime] The stylesheet ${href} did not load.`);
          resolve();
        },
        { once: true },
      );
      const first = document.head.querySelector('link[rel="stylesheet"], style');
      document.head.insertBefore(link, first);
    });
    sheets.set(href, loading);
  }
  return loading;
}
