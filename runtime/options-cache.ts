/**
 * Options parsed once per widget and set of equal data attributes (a listing's hooks are copies of one another):
 * valibot's result, ok or not, so a bad value is reported on every hook that has it with the same message.
 *
 * Looked up without building a key per hook: a tree per widget name whose levels are the hook's data attribute
 * names and values in turn (its hook attributes aside), walked with the strings the DOM hands back. A hook then
 * costs its attribute-name list, no key string, no object. Past `limit` different sets, the cache starts over.
 */
import { attributeNamesOf, attributeOf, attributeToDatasetKey } from './dom.ts';
import { type OptionsSchema, type ParsedOptions, parseOptions, readData } from './options.ts';

interface Level {
  next?: Map<string, Level>;
  parsed?: ParsedOptions<unknown>;
}

function below(level: Level, key: string): Level {
  level.next ??= new Map();
  let found = level.next.get(key);
  if (!found) level.next.set(key, (found = {}));
  return found;
}

export class OptionsCache {
  private readonly widgets = new Map<string, Level>();
  private size = 0;
  /** The same attributes as dataset keys, to leave out of the options read. */
  private readonly skippedKeys: string[];

  /** `skipped`: the attributes that make a hook, not its options. */
  constructor(
    private readonly skipped: readonly string[],
    private readonly limit = 500,
  ) {
    this.skippedKeys = skipped.map(attributeToDatasetKey);
  }

  /** The options of `element` for the widget `name`, parsed with `schema` the first time these attributes come. */
  parse(name: string, schema: OptionsSchema, element: Element): ParsedOptions<unknown> {
    if (this.size >= this.limit) {
      this.widgets.clear();
      this.size = 0;
    }
    let level = this.widgets.get(name);
    if (!level) this.widgets.set(name, (level = {}));
    const names = attributeNamesOf(element);
    for (let index = 0; index < names.length; index++) {
      const attribute = names[index] as string;
      if (!attribute.startsWith('data-') || this.skipped.includes(attribute)) continue;
      level = below(below(level, attribute), attributeOf(element, attribute) ?? '');
    }
    if (!level.parsed) {
      level.parsed = parseOptions(schema, readData(element, this.skippedKeys));
      this.size += 1;
    }
    return level.parsed;
  }
}
