/**
 * Options parsed once per widget and set of equal data attributes (a listing's hooks are copies of one another):
 * valibot's result, ok or not, so a bad value is reported on every hook that has it with the same message.
 *
 * Only the attributes the widget's schema names are read (valibot's object schema leaves out any other): one
 * getAttribute per option. Looked up without building a key per hook: a tree per widget name whose levels are
 * those attributes' values in the schema's order (null where absent), walked with the strings the DOM hands back.
 * A hook then costs no key string, list nor object. Past `limit` different sets, the cache starts over.
 * The options are frozen: every hook with those attributes gets the same object, which widgets read, never change.
 */
import { attributeOf, datasetKeyToAttribute } from './dom.ts';
import { type OptionsSchema, type ParsedOptions, parseOptions, readData } from './options.ts';

interface Level {
  next?: Map<string | null, Level>;
  parsed?: ParsedOptions<unknown>;
}

function below(level: Level, key: string | null): Level {
  level.next ??= new Map();
  let found = level.next.get(key);
  if (!found) level.next.set(key, (found = {}));
  return found;
}

/**
 * Hooks with equal attributes share one options object, handed to each mount as it is (no copy per hook): frozen,
 * with the plain objects and arrays inside it, so that no widget can change another hook's options.
 */
function freezeData(value: unknown): void {
  const prototype: unknown = typeof value === 'object' && value !== null && Object.getPrototypeOf(value);
  if (prototype === Object.prototype || prototype === Array.prototype)
    for (const inner of Object.values(Object.freeze(value as object))) freezeData(inner);
}

/** The data attribute of each option of a schema, in its order, worked out once. */
const attributesOf = new WeakMap<OptionsSchema, string[]>();

export class OptionsCache {
  private readonly widgets = new Map<string, Level>();
  private size = 0;

  constructor(private readonly limit = 500) {}

  /** The options of `element` for the widget `name`, parsed with `schema` the first time these attributes come. */
  parse(name: string, schema: OptionsSchema, element: Element): ParsedOptions<unknown> {
    if (this.size >= this.limit) {
      this.widgets.clear();
      this.size = 0;
    }
    let level = this.widgets.get(name);
    if (!level) this.widgets.set(name, (level = {}));
    let attributes = attributesOf.get(schema);
    if (!attributes) attributesOf.set(schema, (attributes = Object.keys(schema.entries).map(datasetKeyToAttribute)));
    for (let index = 0; index < attributes.length; index++)
      level = below(level, attributeOf(element, attributes[index] as string));
    if (!level.parsed) {
      // The element's other data attributes are not the schema's: valibot's object schema leaves them out.
      level.parsed = parseOptions(schema, readData(element));
      if (level.parsed.ok) freezeData(level.parsed.options);
      this.size += 1;
    }
    return level.parsed;
  }
}
