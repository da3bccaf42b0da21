/**
 * The order a field's rules are checked in; the first rule that fails gives the field's one message. Pure.
 *
 * The legacy stack decides it in three steps, which this module reproduces:
 * 1. jquery-validation-unobtrusive keeps its adapters in a list, in the order they were added, and builds a field's
 *    rules by walking that list (not the attributes): accept, extension, regex, the rules without parameters
 *    (creditcard, date, digits, email, number, url), length, range, minlength, maxlength, equalto, required,
 *    remote, password, fileextensions. Adapters a site adds later (the CMS's notequalto, requiredif…) come after
 *    them, in the order the site adds them.
 * 2. jQuery Validate's `rules()` then moves `required` to the front and `remote` to the back.
 * 3. Its `check()` runs the rules in that order and stops at the first one that fails.
 *
 * So `data-val-length` + `data-val-regex` on one field shows the regex message for a value that breaks both,
 * whatever the attribute order. docs/validation.md lists the whole order.
 */

/** jquery-validation-unobtrusive's own adapters, in the order it adds them (step 1). */
export const UNOBTRUSIVE_ADAPTERS = [
  'accept',
  'extension',
  'regex',
  'creditcard',
  'date',
  'digits',
  'email',
  'number',
  'url',
  'length',
  'range',
  'minlength',
  'maxlength',
  'equalto',
  'required',
  'remote',
  'password',
  'fileextensions',
] as const;

/**
 * The legacy CMS's own adapters (runtime spec §5), added by its script after jquery-validation-unobtrusive's.
 * The spec does not show the script's order; we take the order §5 lists them in.
 */
export const CMS_ADAPTERS = ['notequalto', 'requiredif', 'requiredor', 'mandatory', 'enforcetrue'] as const;

/**
 * The upload field's checks (runtime spec §5: size from max-file-size, number of files): the CMS's upload script
 * adds them last. The accepted types are `fileextensions`, in its unobtrusive place.
 */
export const UPLOAD_CHECKS = ['filesize', 'maxfiles'] as const;

/** Step 2: moved to the front and to the back of every field's list. */
const FIRST = 'required';
const LAST = 'remote';

const KNOWN: readonly string[] = [
  ...UNOBTRUSIVE_ADAPTERS.filter((name) => name !== FIRST && name !== LAST),
  ...CMS_ADAPTERS,
  ...UPLOAD_CHECKS,
];

/**
 * The rules of one field in the order they are checked. `registered` lists the rules a theme registered at run time
 * (public API), in registration order: like adapters a site adds, they come after every known rule (a theme rule
 * that replaces a known one keeps that rule's place). Rules nobody knows keep their attribute order after those;
 * `remote` comes last, `required` first.
 */
export function inCheckingOrder<T extends { rule: string }>(
  specs: readonly T[],
  registered: readonly string[] = [],
): T[] {
  const added = registered.filter((name) => !KNOWN.includes(name));
  const rank = (rule: string): number => {
    if (rule === FIRST) return -1;
    if (rule === LAST) return Number.MAX_SAFE_INTEGER;
    const known = KNOWN.indexOf(rule);
    if (known >= 0) return known;
    const theme = added.indexOf(rule);
    return theme >= 0 ? KNOWN.length + theme : KNOWN.length + added.length;
  };
  // Array.prototype.sort is stable: rules of equal rank (unknown ones) keep their attribute order.
  return [...specs].sort((a, b) => rank(a.rule) - rank(b.rule));
}

/** The jquery-validation method a data-val rule becomes (jquery-validation-unobtrusive's adapters). */
export function methodOf(spec: { rule: string; params: Record<string, string>; method?: string }): string {
  if (spec.method) return spec.method;
  const { min, max } = spec.params;
  const bounds = (both: string, onlyMin: string, onlyMax: string) =>
    min && max ? both : min ? onlyMin : max ? onlyMax : spec.rule;
  if (spec.rule === 'length') return bounds('rangelength', 'minlength', 'maxlength');
  if (spec.rule === 'range') return bounds('range', 'min', 'max');
  if (spec.rule === 'fileextensions') return 'extension';
  return spec.rule;
}

/**
 * The rules of a field read from several sources, as jQuery Validate's `rules()` merges them: the HTML attributes,
 * then the data-rule-* ones, then the data-val-* ones (each source already in its order). A method keeps the place
 * where it first appears and takes the rule of the last source that has it: `type="email"` puts the email check
 * before a data-val-regex, and a data-val-minlength replaces a minlength attribute. Then `required` goes first and
 * `remote` last.
 */
export function mergeSources<T extends { rule: string; params: Record<string, string>; method?: string }>(
  ...sources: readonly (readonly T[])[]
): T[] {
  const byMethod = new Map<string, T>();
  for (const source of sources) for (const spec of source) byMethod.set(methodOf(spec), spec);
  const merged = Array.from(byMethod.values());
  const rank = (spec: T) => (spec.rule === FIRST ? -1 : spec.rule === LAST ? 1 : 0);
  return merged.sort((a, b) => rank(a) - rank(b));
}
