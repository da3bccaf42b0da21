// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { main } from './cli.ts';
import { filesOf } from './inputs.ts';

const root = mkdtempSync(join(tmpdir(), 'shop-runtime-inputs-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

it('reads files, folders (every .html, .htm, .cshtml) and globs', async () => {
  mkdirSync(join(root, 'Views/Shared'), { recursive: true });
  mkdirSync(join(root, 'node_modules/x'), { recursive: true });
  for (const file of [
    'Views/Index.cshtml',
    'Views/Shared/_Layout.cshtml',
    'Views/Shared/card.html',
    'Views/notes.txt',
    'node_modules/x/a.html',
  ])
    writeFileSync(join(root, file), '<div data-widget="countdown" data-end="@Model.End"></div>');
  const relative = (files: string[]) => files.map((file) => file.slice(root.length + 1));
  expect(relative(await filesOf(join(root, 'Views')))).toEqual([
    'Views/Index.cshtml',
    'Views/Shared/_Layout.cshtml',
    'Views/Shared/card.html',
  ]);
  expect(relative(await filesOf(`${root}/Views/**/*.cshtml`))).toEqual([
    'Views/Index.cshtml',
    'Views/Shared/_Layout.cshtml',
  ]);
  expect(relative(await filesOf(`${root}/Views/*.cshtml`))).toEqual(['Views/Index.cshtml']);
  await expect(filesOf(join(root, 'missing.html'))).rejects.toThrow('no such file or folder');
  let out = '';
  expect(await main(['check', join(root, 'Views')], (text) => void (out += text))).toBe(0);
  expect(out).toBe('3 pages: 0 errors, 0 warnings\n');
});
