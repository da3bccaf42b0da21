import { nestingIssue } from '../../../runtime/options.ts';
import { closest } from '../html.ts';
import type { CheckRule } from '../rule.ts';

const names = (value: string | undefined) => (value ?? '').split(/\s+/);

export const widgetNesting: CheckRule = {
  id: 'widget-nesting',
  severity: 'error',
  summary: 'a hook inside a widget that forbids it',
  details: `A hook inside a widget where it would break (its definition's \`notInside\`). The runtime skips such a hook
with the same words in the console. A slider, banner slider or news ticker inside any of the three (the outer one
would take the inner one's slides for its own), a product gallery inside a product gallery, a lightbox inside a
lightbox; docs/widgets.md says it under each widget ("Not inside…"). Two widgets on the same element are not nested.`,
  example: {
    wrong:
      '<div data-widget="slider"><ul class="glide__slides"><li class="glide__slide"><div data-widget="slider"></div></li></ul></div>',
    right:
      '<div data-widget="slider"><ul class="glide__slides"><li class="glide__slide"><img src="/a.jpg" alt="A"></li></ul></div>',
    message: 'Widget "slider" skipped: it cannot be inside a "slider" widget.',
  },
  check({ hooks }, report) {
    for (const { element, definitions } of hooks)
      for (const definition of definitions)
        for (const outer of definition.notInside ?? []) {
          if (closest(element, (parent) => names(parent.attribs['data-widget']).includes(outer)))
            report(element, 'data-widget', `Widget "${definition.name}" skipped: ${nestingIssue(outer)}.`);
        }
  },
};
