/**
 * A theme's settings of the checker (docs/theme-kit.md, "Configuring the rules"): `shop-runtime.config.json`, or
 * the `"shop-runtime"` key of the theme's package.json, in the folder the checker runs from or the nearest one above.
 *
 *   { "rules": { "widget-attribute": "off", "val-no-message": "error" }, "themeWidgets": ["greeting"] }
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import * as v from 'valibot';
import type { Setting } from './check.ts';
import { RULES } from './rules/index.ts';
import { nearest } from './text.ts';

export interface ThemeConfig {
  rules: Record<string, Setting>;
  themeWidgets: string[];
  /** The file it came from (none: the defaults). */
  file?: string;
}

export const CONFIG_FILE = 'shop-runtime.config.json';
const PACKAGE_KEY = 'shop-runtime';
const IDS = RULES.map((rule) => rule.id);

const schema = v.strictObject(
  {
    rules: v.optional(
      v.record(
        v.string(),
        v.picklist(
          ['off', 'warning', 'error'],
          (issue) => `a rule is "off", "warning" or "error" (got ${issue.received})`,
        ),
      ),
      {},
    ),
    themeWidgets: v.optional(v.array(v.string('names a widget in a string')), []),
  },
  'is no setting; the config knows "rules" and "themeWidgets"',
);

/** Parses a config's contents; throws with the file, the place and what is wrong. */
export function parseConfig(data: unknown, file: string): ThemeConfig {
  const result = v.safeParse(schema, data);
  if (!result.success) {
    const [issue] = result.issues;
    const path = issue.path?.map((item) => String(item.key)).join('.') ?? '';
    throw new Error(`${file}: ${path ? `${path}: ` : ''}${issue.message}.`);
  }
  for (const id of Object.keys(result.output.rules))
    if (!IDS.includes(id)) {
      const suggestion = nearest(id, IDS);
      throw new Error(
        `${file}: rules: no rule is named "${id}"${suggestion ? `: did you mean "${suggestion}"?` : '.'}`,
      );
    }
  return { ...result.output, file };
}

async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new Error(`${file}: not JSON (${(error as Error).message}).`);
  }
}

/** The config that applies in `folder` (the nearest one at or above it), or `explicit` when named (`--config`). */
export async function loadConfig(folder: string, explicit?: string): Promise<ThemeConfig> {
  if (explicit) {
    const data = await readJson(resolve(explicit));
    if (data === undefined) throw new Error(`${explicit}: no such config file.`);
    return parseConfig(data, explicit);
  }
  for (let at = resolve(folder); ; at = dirname(at)) {
    const own = join(at, CONFIG_FILE);
    const data = await readJson(own);
    if (data !== undefined) return parseConfig(data, own);
    const manifest = join(at, 'package.json');
    const pkg = (await readJson(manifest)) as Record<string, unknown> | undefined;
    if (pkg && typeof pkg === 'object' && PACKAGE_KEY in pkg)
      return parseConfig(pkg[PACKAGE_KEY], `${manifest} ("${PACKAGE_KEY}")`);
    if (dirname(at) === at) return { rules: {}, themeWidgets: [] };
  }
}
