import { type Element, type Page, startTagEnd } from '../html.ts';
import type { CheckRule } from '../rule.ts';

const TOKEN = '__RequestVerificationToken';

/** The token inside the form: Razor's helper in a .cshtml template, else a hidden input for the server to fill. */
function tokenFix(page: Page, form: Element) {
  const razor = /\.cshtml$/i.test(page.file);
  return {
    title: `Add the ${TOKEN} to this form`,
    offset: startTagEnd(page, form),
    length: 0,
    text: razor ? '@Html.AntiForgeryToken()' : `<input name="${TOKEN}" type="hidden" value="">`,
  };
}

export const pageToken: CheckRule = {
  id: 'page-token',
  severity: 'error',
  summary: 'a form that posts on a page without the anti-forgery token',
  details: `A form with \`method="post"\`, or a hook of a widget that sends changes (its definition says \`writes: true\`;
docs/widgets.md says "Sends changes" under it: add-to-cart, coupon, asset-upload…), on a page without the
anti-forgery token (\`<meta name="${TOKEN}">\` or a hidden input of that name).`,
  example: {
    wrong:
      '<html><head><script type="module" src="/Dist/runtime.js"></script></head><body><main><form method="post" action="/fr/contact"></form></main></body></html>',
    right:
      '<html><head><meta name="__RequestVerificationToken" content="t"><script type="module" src="/Dist/runtime.js"></script></head><body><main><form method="post" action="/fr/contact"></form></main></body></html>',
    message: `This form posts, and the page has no ${TOKEN} (meta or hidden input).`,
    whole: true,
  },
  check({ page, hooks }, report) {
    if (!page.whole) return;
    const named = (name: string) =>
      page.elements.some((one) => ['meta', 'input'].includes(one.name) && one.attribs.name === name);
    if (named(TOKEN)) return;
    for (const element of page.elements)
      if (element.name === 'form' && (element.attribs.method ?? 'get').toLowerCase() === 'post')
        report(
          element,
          'method',
          `This form posts, and the page has no ${TOKEN} (meta or hidden input).`,
          tokenFix(page, element),
        );
    for (const { element, definitions } of hooks) {
      const writer = definitions.find((definition) => definition.writes);
      if (writer)
        report(
          element,
          'data-widget',
          `The "${writer.name}" widget sends changes, and the page has no ${TOKEN} (meta or hidden input).`,
        );
    }
  },
};
