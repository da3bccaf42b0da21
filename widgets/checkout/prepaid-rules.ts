/** What a prepaid account pays of an order (shop spec §2 "prepaid account choice"). Pure. */

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The account pays what its balance allows, at most the total; the rest is paid another way. */
export function prepaidCoverage(balance: number, total: number): { paid: number; rest: number } {
  const due = Math.max(0, Number.isFinite(total) ? total : 0);
  const paid = cents(Math.min(Math.max(0, Number.isFinite(balance) ? balance : 0), due));
  return { paid, rest: cents(due - paid) };
}
