// @vitest-environment node
import { expect, it } from 'vitest';
import { datasetKeyToAttribute } from '../../runtime/dom.ts';
import { builtInWidgets } from '../../widgets/catalogue.ts';
import { htmlData } from './html-data.ts';

interface Attribute {
  name: string;
  description: string;
  values?: { name: string; description?: string }[];
}

it('html-data.json completes every data-widget value and every option, with descriptions and allowed values', () => {
  const data = htmlData() as { version: number; globalAttributes: Attribute[] };
  expect(data.version).toBe(1.1);
  const byName = new Map(data.globalAttributes.map((attribute) => [attribute.name, attribute]));
  const widget = byName.get('data-widget');
  expect(widget?.values?.map((value) => value.name).sort()).toEqual(builtInWidgets.map((one) => one.name).sort());
  expect(widget?.values?.find((value) => value.name === 'countdown')?.description).toBe(
    builtInWidgets.find((one) => one.name === 'countdown')?.description,
  );
  for (const definition of builtInWidgets)
    for (const key of Object.keys(definition.options.entries))
      expect(byName.get(datasetKeyToAttribute(key))?.description).toContain(`\`${definition.name}\`: `);
  // A choice lists its values; the README's navigation markup is there too.
  expect(byName.get('data-on-end')?.values?.map((value) => value.name)).toContain('reload');
  expect(byName.get('data-modal-size')?.values?.map((value) => value.name)).toEqual(['sm', 'md', 'lg', 'xl']);
  expect(byName.get('data-culture')?.values?.map((value) => value.name)).toEqual(['fr', 'nl']);
});
