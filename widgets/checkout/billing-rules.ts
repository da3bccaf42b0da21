/**
 * The billing picker's rule for the VAT field (shop spec §4 "Billing picker"): the picker fills the hidden billing
 * fields; a VAT field the shopper can see and type in is theirs. Pure, so it is unit-tested apart from the DOM.
 */

/**
 * What the VAT field holds once the billing address `chosen` is applied, `before` being the address applied until
 * then (the same one on a page load). A hidden field follows the chosen address. A visible one follows it only while
 * it still holds the number of the address before: anything else was typed by the shopper, and stays, on every load.
 */
export function vatAfterChoice({
  current,
  hidden,
  before,
  chosen,
}: {
  current: string;
  hidden: boolean;
  before: string;
  chosen: string;
}): string {
  return hidden || current === before ? chosen : current;
}
