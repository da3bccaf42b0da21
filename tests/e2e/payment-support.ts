/**
 * The payment page's browser tests: Adyen's servers are out of reach, so the Adyen chunk (the payment widget's
 * only door to Adyen Web, widgets/payment/adyen-library.ts) is served as the double tests/e2e/doubles/adyen-library.js.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, fillCart, openShopPage, signIn } from './support.ts';

export const ADYEN_CHUNK = /\/chunks\/adyen-library-[A-Z0-9]+\.js$/;
const DOUBLE = fileURLToPath(new URL('./doubles/adyen-library.js', import.meta.url));

/** What the double recorded (window.adyenDouble). */
export interface AdyenRecord {
  checkout: Record<string, unknown> & {
    onPaymentCompleted(result: unknown): void;
    onPaymentFailed(result?: unknown): void;
    onError(error: unknown): void;
  };
  dropin: { paymentMethodComponents: { name: string; type: string }[]; [key: string]: unknown } | null;
  mountedIn: string | null;
  submitted: unknown[];
  unmounts: number;
  styles: number;
}
export type AdyenWindow = Window & { adyenDouble: AdyenRecord; adyenDoubleFailsSetup?: boolean };

/** The import map's entry for the Adyen chunk: `"/Dist/chunks/adyen-library-….js":"sha384-…"`. */
const ADYEN_INTEGRITY = /("\/Dist\/chunks\/adyen-library-[A-Z0-9]+\.js":\s*")sha384-[^"]+/;

/**
 * Serves the double in place of the Adyen chunk for this page. The page's import map names the hash of every chunk
 * (docs/script-inventory.md), so the browser would refuse the double: each whole page's import map names the
 * double's hash instead, as a shop authorising a new version of a script does.
 */
export async function useAdyenDouble(page: Page): Promise<void> {
  const integrity = `sha384-${createHash('sha384')
    .update(await readFile(DOUBLE))
    .digest('base64')}`;
  await page.route(ADYEN_CHUNK, (route) => route.fulfill({ path: DOUBLE, contentType: 'text/javascript' }));
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch({ maxRedirects: 0 });
    if (!(response.headers()['content-type'] ?? '').startsWith('text/html')) return route.fulfill({ response });
    const body = (await response.text()).replace(ADYEN_INTEGRITY, `$1${integrity}`);
    return route.fulfill({ response, body });
  });
}

/** Places an order for the demo customer (its saved address) and lands on its payment page; returns its number. */
export async function placeOrderToPay(page: Page, culture: string, placeLabel: string): Promise<string> {
  await fillCart(page, [[50242, 1]]);
  await signIn(page, culture);
  await openShopPage(page, `/${culture}/checkout`);
  await page.getByRole('button', { name: placeLabel }).click();
  await expect(page).toHaveURL(new RegExp(`/${culture}/checkout/confirmation/AV-\\d+$`));
  await expectDropin(page);
  return (await page.locator('[data-order-number]').textContent()) ?? '';
}

/** The payment widget mounted and handed the Drop-in its container. */
export async function expectDropin(page: Page): Promise<void> {
  await expect(page.locator('[data-widget="payment"][data-widget-mounted]')).toHaveCount(1);
  await expect(page.locator('[data-payment-dropin] .adyen-double')).toHaveCount(1);
}

/** Plays Adyen: calls one of the callbacks our wrapper gave AdyenCheckout. */
export async function adyenCalls(
  page: Page,
  callback: 'onPaymentCompleted' | 'onPaymentFailed' | 'onError',
  argument: unknown,
): Promise<void> {
  await page.evaluate(
    ([name, value]) => {
      const record = (window as unknown as AdyenWindow).adyenDouble;
      if (name === 'onError') {
        const error = Object.assign(new Error(String((value as { message?: string }).message ?? 'error')), value);
        record.checkout.onError(error);
      } else record.checkout[name as 'onPaymentCompleted'](value);
    },
    [callback, argument] as const,
  );
}

export const adyenRecord = (page: Page) =>
  page.evaluate(() => {
    const record = (window as unknown as AdyenWindow).adyenDouble;
    return {
      // What JSON keeps of the configuration (the callbacks are checked by type).
      checkout: JSON.parse(JSON.stringify(record.checkout)) as Record<string, unknown>,
      callbacks: Object.fromEntries(
        ['onPaymentCompleted', 'onPaymentFailed', 'onError'].map((name) => [name, typeof record.checkout[name]]),
      ),
      dropin: record.dropin && {
        components: record.dropin.paymentMethodComponents.map((component) => component.name),
        paymentMethodsConfiguration: record.dropin.paymentMethodsConfiguration,
        onSelect: typeof record.dropin.onSelect,
      },
      mountedIn: record.mountedIn,
      submitted: record.submitted,
      unmounts: record.unmounts,
      styles: record.styles,
    };
  });
