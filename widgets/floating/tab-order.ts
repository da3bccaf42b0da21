/** The elements the Tab key stops on (positive tabindex values are not ordered first: the shop's markup has none). */
const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  '[contenteditable]',
  '[tabindex]',
].join(',');

/**
 * A radio button is one stop for its whole group (same name, same form): the checked one, or the first when none is
 * checked.
 */
function isGroupStop(radio: HTMLInputElement): boolean {
  if (radio.checked || !radio.name) return true;
  const scope = radio.form ?? radio.ownerDocument;
  const group = Array.from(scope.querySelectorAll<HTMLInputElement>('input[type="radio"]')).filter(
    (other) => other.name === radio.name && other.form === radio.form && !other.disabled,
  );
  return !group.some((other) => other.checked) && group[0] === radio;
}

function isTabbable(element: HTMLElement): boolean {
  return (
    element.tabIndex >= 0 &&
    !element.matches(':disabled') &&
    !element.closest('[inert]') &&
    element.getClientRects().length > 0 &&
    (!(element instanceof HTMLInputElement) || element.type !== 'radio' || isGroupStop(element))
  );
}

/** The elements inside `root` the Tab key stops on, in document order. */
export function tabbablesIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(CANDIDATES)).filter(isTabbable);
}

/** The first element the Tab key stops on after `element` (and outside it) in the page, leaving out `skipped`. */
export function tabbableAfter(element: Element, skipped: Element): HTMLElement | undefined {
  return tabbablesIn(document.body).find(
    (candidate) =>
      !element.contains(candidate) &&
      !skipped.contains(candidate) &&
      (element.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0,
  );
}
