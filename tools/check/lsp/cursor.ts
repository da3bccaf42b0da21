/**
 * Where the editor's cursor is in a template (pure): inside which start tag, on which attribute's name or in which
 * attribute's value. The language server's completions and hover start from it.
 */

export interface AttributeSpan {
  name: string;
  nameStart: number;
  /** The value as written so far (unquoted), its start; undefined without `=`. */
  value?: string;
  valueStart?: number;
}

export interface TagAtCursor {
  attributes: AttributeSpan[];
  /** The attribute whose name the cursor is on (or is being typed: empty name). */
  onName?: AttributeSpan;
  /** The attribute whose value the cursor is in. */
  inValue?: AttributeSpan;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"?|'([^']*)'?|([^\s"'=<>`]+)))?/g;

/** The first `>` outside quotes from `from` (before `until`), or -1. */
function closingBracket(source: string, from: number, until = source.length): number {
  let quote = '';
  for (let i = from; i < until; i++) {
    const char = source[i] ?? '';
    if (quote) quote = char === quote ? '' : quote;
    else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return i;
  }
  return -1;
}

/** The start of the tag the offset is in, if it is in one (a `<` before it with no `>` between, outside quotes). */
function tagStart(source: string, offset: number): number | undefined {
  const open = source.lastIndexOf('<', offset - 1);
  if (open === -1 || !/^<[a-zA-Z]/.test(source.slice(open, open + 2))) return undefined;
  return closingBracket(source, open, offset) === -1 ? open : undefined;
}

function attributesOf(source: string, start: number): AttributeSpan[] {
  const nameEnd = /^<[^\s/>]+/.exec(source.slice(start))?.[0].length ?? 1;
  const end = closingBracket(source, start);
  const text = source.slice(start + nameEnd, end === -1 ? undefined : end);
  const spans: AttributeSpan[] = [];
  for (const match of text.matchAll(ATTRIBUTE)) {
    const [whole, name = ''] = match;
    const value = match[2] ?? match[3] ?? match[4];
    const nameStart = start + nameEnd + match.index;
    if (value === undefined) spans.push({ name: name.toLowerCase(), nameStart });
    else {
      const quoted = match[4] === undefined ? 1 : 0;
      const valueStart = nameStart + whole.indexOf('=') + whole.slice(whole.indexOf('=') + 1).search(/\S/) + 1 + quoted;
      spans.push({ name: name.toLowerCase(), nameStart, value, valueStart });
    }
  }
  return spans;
}

export function tagAt(source: string, offset: number): TagAtCursor | undefined {
  const start = tagStart(source, offset);
  if (start === undefined) return undefined;
  const attributes = attributesOf(source, start);
  const inValue = attributes.find(
    (one) =>
      one.valueStart !== undefined && offset >= one.valueStart && offset <= one.valueStart + (one.value?.length ?? 0),
  );
  if (inValue) return { attributes, inValue };
  const onName = attributes.find((one) => offset >= one.nameStart && offset <= one.nameStart + one.name.length);
  if (onName) return { attributes, onName };
  // Between attributes: a new name starts here.
  return /\s$/.test(source.slice(0, offset)) ? { attributes, onName: { name: '', nameStart: offset } } : { attributes };
}

/** The word of `text` (space separated) at `index`, and where it starts. */
export function wordAt(text: string, index: number): { word: string; start: number } {
  const start = text.slice(0, index).search(/\S*$/);
  const rest = /^\S*/.exec(text.slice(index))?.[0] ?? '';
  return { word: text.slice(start, index) + rest, start };
}
