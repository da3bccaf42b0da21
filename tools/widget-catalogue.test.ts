import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { catalogueSource, catalogueStatus, widgetFolders } from './widget-catalogue.mjs';

const definition = (...widgets: string[]) =>
  widgets.map((name) => `export const ${name} = defineWidget({\n  name: 'x',\n});\n`).join('\n');

describe('the generated widget catalogue', () => {
  let root = '';
  afterEach(() => rm(root, { recursive: true, force: true }));

  async function folders(files: Record<string, string>) {
    root = await mkdtemp(join(tmpdir(), 'catalogue-'));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(join(root, 'widgets', path, '..'), { recursive: true });
      await writeFile(join(root, 'widgets', path), text);
    }
  }

  it('lists every widget of every folder’s definition.ts, folders by name, widgets in their file’s order', async () => {
    await folders({
      'zoom/definition.ts': definition('zoomWidget'),
      'basket/definition.ts': definition('basketWidget', 'aisleWidget'),
      'basket/basket.ts': definition('notADefinitionWidget'),
      'helpers/shared.ts': 'export const x = 1;',
      'empty/definition.ts': 'export const options = {};',
    });
    expect(await widgetFolders(join(root, 'widgets'))).toEqual([
      { folder: 'basket', widgets: ['basketWidget', 'aisleWidget'] },
      { folder: 'zoom', widgets: ['zoomWidget'] },
    ]);
    const source = catalogueSource(await widgetFolders(join(root, 'widgets')));
    expect(source).toContain("import { basketWidget, aisleWidget } from './basket/definition.ts';\n");
    expect(source).toContain(
      'export const builtInWidgets: readonly WidgetDefinition[] = [\n  basketWidget,\n  aisleWidget,\n  zoomWidget,\n];\n',
    );
    expect(source).not.toContain('as unknown');
  });

  it('breaks an import longer than the print width over one line per name, as prettier prints it', () => {
    const widgets = ['aVeryLongWidgetNameWidget', 'anotherVeryLongWidgetNameWidget', 'aThirdVeryLongWidgetNameWidget'];
    expect(catalogueSource([{ folder: 'long', widgets }])).toContain(
      "import {\n  aVeryLongWidgetNameWidget,\n  anotherVeryLongWidgetNameWidget,\n  aThirdVeryLongWidgetNameWidget,\n} from './long/definition.ts';\n",
    );
  });

  it('is stale when a folder gains a widget, current once written', async () => {
    await folders({ 'basket/definition.ts': definition('basketWidget') });
    const { expected } = await catalogueStatus(root);
    await writeFile(join(root, 'widgets/catalogue.ts'), expected);
    expect((await catalogueStatus(root)).stale).toBe(false);
    await mkdir(join(root, 'widgets/new'));
    await writeFile(join(root, 'widgets/new/definition.ts'), definition('newWidget'));
    const status = await catalogueStatus(root);
    expect(status.stale).toBe(true);
    expect(status.expected).toContain("import { newWidget } from './new/definition.ts';");
  });

  it('is the committed widgets/catalogue.ts', async () => {
    expect((await catalogueStatus()).stale).toBe(false);
  });
});
