/**
 * What the shopper typed survives the reloads the checkout asks for (a VAT validity change, a country change):
 * the typed fields are kept in sessionStorage just before, and put back into the fields the server left empty.
 */
const KEY = 'checkout:draft';

/** What the shopper typed, and the prepaid account chosen (a hidden value its radios write). */
const typedFields = (form: HTMLFormElement) =>
  Array.from(form.elements).filter(
    (element): element is HTMLInputElement | HTMLTextAreaElement =>
      (element instanceof HTMLInputElement &&
        (/^(text|email|tel|search)$/.test(element.type) || element.name === 'PrepaidAccountId')) ||
      element instanceof HTMLTextAreaElement,
  );

export function keepDraft(form: HTMLFormElement): void {
  const values = typedFields(form)
    .filter((field) => field.name && field.value)
    .map((field) => [field.name, field.value]);
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ path: location.pathname, values }));
  } catch {
    // Storage refused (private mode, quota): the reload simply shows the server's values.
  }
}

export function restoreDraft(form: HTMLFormElement): void {
  let saved: unknown;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!saved || typeof saved !== 'object') return;
  const { path, values } = saved as { path?: unknown; values?: unknown };
  if (path !== location.pathname || !Array.isArray(values)) return;
  const fields = typedFields(form);
  for (const entry of values) {
    if (!Array.isArray(entry) || typeof entry[0] !== 'string' || typeof entry[1] !== 'string') continue;
    const field = fields.find((candidate) => candidate.name === entry[0]);
    if (field && !field.value) field.value = entry[1];
  }
}
