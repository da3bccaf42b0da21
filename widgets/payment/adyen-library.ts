/**
 * The module boundary of Adyen Web: the payment widget reaches the library only through this module, imported
 * with `import()`, so Adyen (about 106 kB gzip) and its stylesheet are one chunk loaded on the payment page only.
 * The browser tests replace this chunk (chunks/adyen-library-*.js) with a double that has the same exports
 * (tests/e2e/doubles/adyen-library.js), since Adyen's servers are out of reach; nothing in the runtime knows it.
 */
import { AdyenCheckout, BankTransfer, Card, Dropin } from '@adyen/adyen-web';
import adyenCss from '@adyen/adyen-web/styles/adyen.css?url';
import { loadStylesheet } from '../../runtime/stylesheet.ts';

/** Adyen's stylesheet, once per document, before the page's own (a theme rule of the same weight wins over it). */
export function addAdyenStyles(): Promise<void> {
  return loadStylesheet(new URL(adyenCss, import.meta.url).href);
}

export { AdyenCheckout, BankTransfer, Card, Dropin };
