/**
 * What the language server tells about the markup under the cursor (pure): completions of widget names, of the
 * options of the widgets on the element and of their choices, and hover docs, all from the widgets' definitions
 * and schemas (the same ones the checker and docs/widgets.md read).
 */
import * as v from 'valibot';
import { datasetKeyToAttribute } from '../../../runtime/dom.ts';
import type { OptionMetadata } from '../../../runtime/options.ts';
import type { WidgetDefinition } from '../../../runtime/registry.ts';
import { widgetContract } from '../../../widgets/reference.ts';
import { NAVIGATION } from '../navigation.ts';
import { type AttributeSpan, tagAt, wordAt } from './cursor.ts';

export interface Suggestion {
  label: string;
  kind: 'widget' | 'option' | 'value';
  detail: string;
  documentation: string;
}

export interface OptionInfo {
  attribute: string;
  widget: string;
  description: string;
  kind: string;
  values?: readonly string[];
  required: boolean;
}

type AnySchema = v.GenericSchema & { wrapped?: AnySchema };

export function optionsOf(widget: WidgetDefinition): OptionInfo[] {
  return Object.entries(widget.options.entries).map(([key, schema]) => {
    const entry = schema as AnySchema;
    const inner = entry.type === 'optional' && entry.wrapped ? entry.wrapped : entry;
    const metadata = v.getMetadata(inner as never) as Partial<OptionMetadata> | undefined;
    return {
      attribute: datasetKeyToAttribute(key),
      widget: widget.name,
      description: v.getDescription(inner) ?? '',
      kind: metadata?.kind ?? '',
      values: metadata?.values,
      required: entry.type !== 'optional',
    };
  });
}

const widgetsOn = (attributes: readonly AttributeSpan[], widgets: readonly WidgetDefinition[]) => {
  const names = (attributes.find((one) => one.name === 'data-widget')?.value ?? '').split(/\s+/);
  return widgets.filter((widget) => names.includes(widget.name));
};

const widgetDoc = (widget: WidgetDefinition) => [widget.description, widgetContract(widget)].filter(Boolean).join(' ');
const optionDoc = (option: OptionInfo) =>
  `\`${option.widget}\`${option.required ? ' (required)' : ''}: ${option.description}${option.kind ? ` (${option.kind})` : ''}`;

function valueSuggestions(span: AttributeSpan, widgets: readonly WidgetDefinition[], on: WidgetDefinition[]) {
  if (span.name === 'data-widget')
    return widgets.map((widget) => ({
      label: widget.name,
      kind: 'widget' as const,
      detail: 'widget',
      documentation: widgetDoc(widget),
    }));
  const option = on.flatMap(optionsOf).find((one) => one.attribute === span.name);
  const values = option?.values ?? NAVIGATION.find((one) => one.name === span.name)?.values ?? [];
  return values.map((value) => ({
    label: value,
    kind: 'value' as const,
    detail: span.name,
    documentation: option ? optionDoc(option) : '',
  }));
}

/** What may be typed at `offset`: a widget name, an option of the element's widgets, a choice of an option. */
export function completionsAt(source: string, offset: number, widgets: readonly WidgetDefinition[]): Suggestion[] {
  const tag = tagAt(source, offset);
  if (!tag) return [];
  const on = widgetsOn(tag.attributes, widgets);
  if (tag.inValue) return valueSuggestions(tag.inValue, widgets, on);
  if (!tag.onName) return [];
  const present = new Set(tag.attributes.map((one) => one.name));
  const options = on.flatMap(optionsOf).filter((one) => !present.has(one.attribute));
  const own = options.map((one) => ({
    label: one.attribute,
    kind: 'option' as const,
    detail: one.kind,
    documentation: optionDoc(one),
  }));
  const hook = present.has('data-widget')
    ? []
    : [
        {
          label: 'data-widget',
          kind: 'option' as const,
          detail: 'widget names',
          documentation: 'The widget(s) mounted on this element.',
        },
      ];
  return [...own, ...hook];
}

/** Docs of the widget name or option under `offset` (Markdown), from its definition and schema. */
export function hoverAt(source: string, offset: number, widgets: readonly WidgetDefinition[]): string | undefined {
  const tag = tagAt(source, offset);
  if (!tag) return undefined;
  const on = widgetsOn(tag.attributes, widgets);
  const span = tag.inValue ?? tag.onName;
  if (span?.name === 'data-widget' && tag.inValue && span.valueStart !== undefined) {
    const { word } = wordAt(span.value ?? '', offset - span.valueStart);
    const widget = widgets.find((one) => one.name === word);
    return widget ? `**${widget.name}** (widget)\n\n${widgetDoc(widget)}` : undefined;
  }
  const options = on.flatMap(optionsOf).filter((one) => one.attribute === span?.name);
  if (options.length === 0) return undefined;
  return `**${span?.name}**\n\n${options.map(optionDoc).join('\n\n')}`;
}
