import { valueWordOffset } from '../html.ts';
import type { CheckRule } from '../rule.ts';
import { nearest } from '../text.ts';

export const widgetUnknown: CheckRule = {
  id: 'widget-unknown',
  severity: 'error',
  summary: 'data-widget names no registered widget (nearest name suggested)',
  details: `\`data-widget\` names no built-in widget; the nearest name is suggested. A theme's own widgets
(\`registerWidget\`) are declared in the config (\`themeWidgets\`) or with \`--theme-widget greeting,banner\`: they are not
reported, and their options are not checked (the checker cannot see their schemas).`,
  example: {
    wrong: '<div data-widget="countdwn" data-end="2027-03-31T22:00:00Z"></div>',
    right: '<div data-widget="countdown" data-end="2027-03-31T22:00:00Z"></div>',
    message: 'No widget is named "countdwn": did you mean "countdown"?',
  },
  check({ page, hooks, widgets }, report) {
    const names = widgets.map((widget) => widget.name);
    for (const hook of hooks)
      for (const name of hook.unknown) {
        const suggestion = nearest(name, names);
        const offset = valueWordOffset(page, hook.element, 'data-widget', name);
        const fix =
          suggestion && offset !== undefined
            ? { title: `Change to "${suggestion}"`, offset, length: name.length, text: suggestion }
            : undefined;
        const message = `No widget is named "${name}"${suggestion ? `: did you mean "${suggestion}"?` : '.'}`;
        report(hook.element, 'data-widget', message, fix);
      }
  },
};
