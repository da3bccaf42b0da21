/**
 * The refund request table (runtime spec §2 "refund request table", §3 "Refund line", §5 "Refund"): line amounts
 * and totals follow the quantities as they are typed; a quantity is kept within what was ordered. The arithmetic is
 * refund-rules.ts (pure); this module reads the rows and writes the amounts.
 */
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { formatPrice } from '../shared/price.ts';
import { boundQuantity, lineCents, parseDecimal, postedAmount, refundTotals } from './refund-rules.ts';
import type { RefundRequestOptions } from './definition.ts';

interface Line {
  quantity: HTMLInputElement;
  unitPrice: number;
  ordered: number;
  amount: HTMLElement | null;
  refunded: HTMLInputElement | null;
}

function readLine(row: HTMLElement): Line | null {
  const quantity = row.querySelector<HTMLInputElement>('input[name$="Quantity"]');
  const priceText =
    row.dataset.unitPrice ?? row.querySelector<HTMLInputElement>('input[name$="UnitPriceTaxIncl"]')?.value ?? '';
  const unitPrice = parseDecimal(priceText);
  if (!quantity || unitPrice === null) {
    console.error('[runtime] refund-request: a line needs a Quantity field and a readable UnitPriceTaxIncl.', row);
    return null;
  }
  const max = Number(quantity.max);
  return {
    quantity,
    unitPrice,
    ordered: quantity.max !== '' && Number.isFinite(max) ? max : Number.POSITIVE_INFINITY,
    amount: row.querySelector<HTMLElement>('[data-refund-amount]'),
    refunded: row.querySelector<HTMLInputElement>('input[name$="RefundedAmount"]'),
  };
}

export function mount(element: HTMLElement, options: RefundRequestOptions, { signal, runtime }: WidgetContext) {
  const lines = Array.from(element.querySelectorAll<HTMLElement>('[data-refund-line]'))
    .map(readLine)
    .filter((line): line is Line => line !== null);
  const count = element.querySelector<HTMLElement>('[data-refund-count]');
  const total = element.querySelector<HTMLElement>('[data-refund-total]');
  const status = element.querySelector<HTMLElement>('[data-refund-status]');
  const money = (amount: number) => formatPrice(amount, options.currency, runtime.config.culture);

  const update = () => {
    const quantities = lines.map((line) => ({
      quantity: boundQuantity(line.quantity.value, line.ordered).quantity,
      unitPrice: line.unitPrice,
    }));
    lines.forEach((line, index) => {
      const amount = lineCents(line.unitPrice, quantities[index]!.quantity) / 100;
      if (line.amount) line.amount.textContent = money(amount);
      if (line.refunded) line.refunded.value = postedAmount(amount);
    });
    const totals = refundTotals(quantities);
    if (count) count.textContent = String(totals.count);
    if (total) total.textContent = money(totals.amount);
    return totals;
  };

  const byField = new Map(lines.map((line) => [line.quantity, line]));
  element.addEventListener(
    'input',
    (event) => {
      if (byField.has(event.target as HTMLInputElement)) update();
    },
    { signal },
  );
  element.addEventListener(
    'change',
    (event) => {
      const line = byField.get(event.target as HTMLInputElement);
      if (!line) return;
      const { quantity, corrected } = boundQuantity(line.quantity.value, line.ordered);
      if (corrected) line.quantity.value = String(quantity);
      const totals = update();
      if (!status) return;
      const said = t('Refund.Totals', { count: totals.count, amount: money(totals.amount) });
      status.textContent = corrected ? `${t('Refund.Bounded', { value: quantity })} ${said}` : said;
    },
    { signal },
  );
  update();
  return undefined;
}
