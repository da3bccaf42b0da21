import { datasetKeyToAttribute } from '../../../runtime/dom.ts';
import { fullyKnown } from '../hooks.ts';
import { attributeOffset, attributesOf } from '../html.ts';
import type { CheckRule } from '../rule.ts';
import { nearest } from '../text.ts';

/**
 * Data attributes that mean something on any element (README: navigation, dialogs, validation, consent; the
 * registry's own mark), so a hook may carry them besides its options.
 */
const MARKUP_ATTRIBUTE =
  /^data-(widget|widget-mounted|page-section|refresh-on-restore|prefetch|confirm|modal(-.+)?|val(-.+)?|valmsg(-.+)?|consent-.+|bs-.+|body-class|shop-runtime)$/;

export const widgetAttribute: CheckRule = {
  id: 'widget-attribute',
  severity: 'warning',
  summary: 'a data-* attribute on a hook that no widget of it reads',
  details: `A \`data-*\` attribute on a hook that none of its widgets reads: usually a typo, whose option silently takes its
default. Known are the options, the attributes a widget's definition declares it reads beside its options
(\`reads\`, as \`data-in-list\` of \`wishlist-button\`) and the markup of README (\`data-prefetch\`, \`data-modal…\`,
\`data-val…\`, \`data-consent-…\`, \`data-bs-…\`). A hook naming a theme's own widget is not checked.`,
  example: {
    wrong: '<div data-widget="countdown" data-end="2027-03-31T22:00:00Z" data-on-edn="reload"></div>',
    right: '<div data-widget="countdown" data-end="2027-03-31T22:00:00Z" data-on-end="reload"></div>',
    message: 'data-on-edn is no option of "countdown": did you mean data-on-end?',
  },
  check({ page, hooks }, report) {
    for (const hook of hooks) {
      if (hook.definitions.length === 0 || !fullyKnown(hook)) continue;
      const options = hook.definitions.flatMap((one) => Object.keys(one.options.entries).map(datasetKeyToAttribute));
      const known = new Set([...options, ...hook.definitions.flatMap((one) => one.reads ?? [])]);
      const widgets = hook.definitions.map((one) => `"${one.name}"`).join(', ');
      for (const [name] of attributesOf(hook.element)) {
        if (!name.startsWith('data-') || known.has(name) || MARKUP_ATTRIBUTE.test(name)) continue;
        const suggestion = nearest(name, options);
        const offset = attributeOffset(page, hook.element, name);
        const fix = suggestion
          ? { title: `Rename to ${suggestion}`, offset, length: name.length, text: suggestion }
          : undefined;
        const hint = suggestion ? `: did you mean ${suggestion}?` : '.';
        report(hook.element, name, `${name} is no option of ${widgets}${hint}`, fix);
      }
    }
  },
};
