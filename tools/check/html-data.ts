/**
 * dist/html-data.json: VS Code's HTML custom data (`html.customData`), so an editor completes `data-widget` values
 * and every widget's options with their descriptions and allowed values, from the schemas the runtime parses with
 * (as docs/widgets.md is), plus the navigation markup of the README.
 */
import * as v from 'valibot';
import { configSchema } from '../../runtime/config.ts';
import { datasetKeyToAttribute } from '../../runtime/dom.ts';
import type { OptionMetadata, OptionsSchema } from '../../runtime/options.ts';
import type { WidgetDefinition } from '../../runtime/registry.ts';
import { builtInWidgets } from '../../widgets/catalogue.ts';
import { widgetContract } from '../../widgets/reference.ts';
import { NAVIGATION } from './navigation.ts';

interface Value {
  name: string;
  description?: string;
}
interface Attribute {
  name: string;
  description: string;
  values?: Value[];
}

type AnySchema = v.GenericSchema & { wrapped?: AnySchema };

function describe(schema: AnySchema): { description: string; values?: Value[] } {
  const inner = schema.type === 'optional' && schema.wrapped ? schema.wrapped : schema;
  const metadata = v.getMetadata(inner as never) as Partial<OptionMetadata> | undefined;
  const kind = metadata?.kind ?? '';
  const description = `${v.getDescription(inner) ?? ''}${kind ? ` (${kind})` : ''}`;
  const values = metadata?.values?.map((name) => ({ name }));
  return values ? { description, values } : { description };
}

function optionAttributes(owner: string, schema: OptionsSchema, into: Map<string, Attribute>): void {
  for (const [key, entry] of Object.entries(schema.entries)) {
    const name = datasetKeyToAttribute(key);
    const { description, values } = describe(entry);
    const line = `${owner}: ${description}`;
    const known = into.get(name);
    if (known) {
      known.description += `\n\n${line}`;
      if (values)
        known.values = [
          ...(known.values ?? []),
          ...values.filter((one) => !known.values?.some((k) => k.name === one.name)),
        ];
    } else into.set(name, values ? { name, description: line, values } : { name, description: line });
  }
}

export function htmlData(widgets: readonly WidgetDefinition[] = builtInWidgets): object {
  const sorted = [...widgets].sort((a, b) => a.name.localeCompare(b.name));
  const attributes = new Map<string, Attribute>();
  for (const widget of sorted) optionAttributes(`\`${widget.name}\``, widget.options, attributes);
  optionAttributes('runtime script tag', configSchema, attributes);
  return {
    version: 1.1,
    globalAttributes: [
      {
        name: 'data-widget',
        description:
          'The widget(s) mounted on this element (names separated by spaces); its other data-* attributes are the options.',
        values: sorted.map((widget) => ({
          name: widget.name,
          description: [widget.description, widgetContract(widget)].filter(Boolean).join(' '),
        })),
      },
      ...NAVIGATION.map(({ name, description, values }) =>
        values ? { name, description, values: values.map((one) => ({ name: one })) } : { name, description },
      ),
      ...[...attributes.values()].sort((a, b) => a.name.localeCompare(b.name)),
    ],
  };
}
