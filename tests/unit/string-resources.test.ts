import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';

/** Every literal key passed to t('…') in the runtime, validation and widget sources. */
function keysUsed(): Set<string> {
  const keys = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) {
        for (const match of readFileSync(path, 'utf8').matchAll(/\bt\(\s*'([^']+)'/g)) keys.add(match[1] as string);
        for (const match of readFileSync(path, 'utf8').matchAll(
          /: '((?:Core|Catalog|Manager|Security|Validation)\.[A-Za-z.]+)'/g,
        ))
          keys.add(match[1] as string);
      }
    }
  };
  for (const dir of ['runtime', 'validation', 'widgets']) if (existsSync(dir)) walk(dir);
  return keys;
}

describe('string resources of the reference CMS', () => {
  const used = [...keysUsed()];

  it('finds the keys the runtime uses', () => {
    expect(used).toContain('Manager.UnknowsErrors');
    expect(used).toContain('Core.Close');
  });

  it.each(['fr', 'nl'] as const)('has every key the runtime uses in %s', (culture) => {
    // A key with a count may be given as its plural forms (i18next: `key_one`, `key_other`).
    const has = (key: string) =>
      key in STRING_RESOURCES[culture] ||
      (`${key}_one` in STRING_RESOURCES[culture] && `${key}_other` in STRING_RESOURCES[culture]);
    const missing = used.filter((key) => !has(key));
    expect(missing).toEqual([]);
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(STRING_RESOURCES.nl).sort()).toEqual(Object.keys(STRING_RESOURCES.fr).sort());
  });
});
