/**
 * Cookie consent in the core (runtime spec §3, §4, §9): reads the stored choice, tells Google Consent Mode v2
 * (denied by default, updated on every save), runs the page scripts flagged with a granted category, and asks
 * when there is no choice or its stamp is not the page's. The dialog itself is a lazy chunk (./dialog.ts).
 *
 *   <script type="text/plain" data-consent-category="statistics" src="https://…/analytics.js"></script>
 *   <button type="button" data-consent-open>Cookies</button>
 */
import type { RuntimeConfig } from '../config.ts';
import type { Runtime } from '../runtime.ts';
import { type ConsentSettings, emit, on } from '../events.ts';
import { dataLayer } from '../tracking.ts';
import {
  allDenied,
  type ConsentCategory,
  consentCookieName,
  consentModeSignals,
  cookieAttributes,
  cookieValue,
  mustAsk,
  readConsent,
} from './rules.ts';
import { delegate } from '../dom.ts';

let current: ConsentSettings | null = null;
let config: Pick<RuntimeConfig, 'cms' | 'consentStamp'> = { cms: 'cms', consentStamp: '' };
/** What the consent dialog needs of the runtime (given by startConsent). */
let parts: Pick<Runtime, 'chunks' | 'errors'> | undefined;
const callbacks = {
  accept: [] as ((settings: ConsentSettings) => void)[],
  decline: [] as ((settings: ConsentSettings) => void)[],
};

/** gtag's own shape: Consent Mode reads an `arguments` object from the dataLayer. */
function gtag(..._args: unknown[]): void {
  // eslint-disable-next-line prefer-rest-params
  dataLayer().push(arguments);
}

const RAN = 'data-consent-ran';

/** Runs, once each, the flagged scripts of `root` whose category is granted. */
export function runGrantedScripts(root: ParentNode = document): void {
  if (!current) return;
  for (const flagged of root.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-consent-category]')) {
    const category = flagged.dataset.consentCategory as ConsentCategory;
    if (flagged.hasAttribute(RAN) || current[category] !== true) continue;
    flagged.setAttribute(RAN, '');
    const script = document.createElement('script');
    for (const { name, value } of Array.from(flagged.attributes)) {
      if (name !== 'type' && name !== 'data-consent-category' && name !== RAN) script.setAttribute(name, value);
    }
    // The CMS's nonce (hidden from the attribute, kept by the element): the script runs under a strict CSP.
    script.nonce = flagged.nonce;
    script.type = flagged.dataset.type ?? 'text/javascript';
    script.text = flagged.text;
    flagged.after(script);
  }
}

/** How a cookie is written: js-cookie's `Cookies.set`, which the dialog's chunk brings (the core only reads). */
type CookieWriter = (name: string, value: string, attributes: ReturnType<typeof cookieAttributes>) => unknown;

/** The visitor's choice: stored (by `write`), then taken by the page. */
export function saveConsent(settings: ConsentSettings, write: CookieWriter): void {
  write(consentCookieName(config.cms), JSON.stringify(settings), cookieAttributes(location.protocol === 'https:'));
  takeChoice(settings);
}

/** A choice becomes the page's: told to Consent Mode, announced, the theme's callbacks, the flagged scripts. */
function takeChoice(settings: ConsentSettings): void {
  current = settings;
  gtag('consent', 'update', consentModeSignals(settings));
  emit('consent:changed', settings);
  const listeners = allDenied(settings) ? callbacks.decline : callbacks.accept;
  for (const callback of listeners) {
    try {
      callback(settings);
    } catch (error) {
      console.error('[runtime] A consent callback failed:', error);
    }
  }
  runGrantedScripts();
}

/** The stored choice, when it is valid for the page's stamp. */
const storedChoice = (): ConsentSettings | null => {
  const stored = readConsent(cookieValue(document.cookie, consentCookieName(config.cms)));
  return mustAsk(stored, config.consentStamp) ? null : stored;
};

const sameChoice = (one: ConsentSettings | null, other: ConsentSettings | null) =>
  JSON.stringify(one) === JSON.stringify(other);

/**
 * The page is back from the back-forward cache: the visitor may have chosen (or their choice may have gone) on
 * another page meanwhile. A new choice is taken as if made here, and a dialog still asking is closed; a choice gone
 * asks again.
 */
function rereadChoice(): void {
  const stored = storedChoice();
  if (sameChoice(stored, current)) return;
  if (stored) {
    takeChoice(stored);
    void dialog?.then((module) => module.closeConsentDialog());
    return;
  }
  current = null;
  gtag('consent', 'update', consentModeSignals(null));
  openConsent();
}

type DialogModule = typeof import('./dialog.ts');
let dialog: Promise<DialogModule> | undefined;

/** Opens the consent dialog (the preferences view when `preferences`). */
export function openConsent(preferences = false): void {
  if (!parts) {
    console.error('[runtime] The consent dialog was asked for before the runtime started.');
    return;
  }
  const { chunks, errors } = parts;
  dialog ??= chunks.load(
    'consent',
    () => import('./dialog.ts'),
    async () => openConsent(preferences),
  );
  dialog.then(
    (module) => module.showConsentDialog({ stamp: config.consentStamp, current, preferences }),
    (error: unknown) => {
      dialog = undefined;
      errors.report(error);
    },
  );
}

/**
 * Before anything else: the stored choice, Consent Mode's default (and update when a valid choice exists), the
 * granted scripts. Asking waits for the strings: see `askConsentWhenNeeded`.
 */
export function startConsent(runtime: Pick<Runtime, 'config' | 'chunks' | 'errors'>): void {
  config = runtime.config;
  parts = runtime;
  // A choice made for older settings (another stamp) does not count any more.
  current = storedChoice();
  gtag('consent', 'default', { ...consentModeSignals(null), wait_for_update: 500 });
  if (current) {
    gtag('consent', 'update', consentModeSignals(current));
    runGrantedScripts();
  }
  addEventListener('pageshow', (event) => {
    if (event.persisted) rereadChoice();
  });
  // Scripts that arrive with in-place navigation or in a dialog's content run too, once their category is granted.
  on('page:loaded', () => runGrantedScripts());
  on('dialog:opened', (event) => runGrantedScripts(event.detail.dialog));
  document.addEventListener('click', (event) => {
    const opener = delegate(event, '[data-consent-open]');
    if (!opener) return;
    event.preventDefault();
    openConsent(true);
  });
}

/** Opens the consent dialog when there is no valid choice (after the strings have loaded). */
export function askConsentWhenNeeded(): void {
  if (!current) openConsent();
}

/** Public API (`window.ShopRuntime.consent`). */
export const consentApi = {
  /** The visitor's current choice, or null before any (valid) choice. */
  current: (): ConsentSettings | null => current,
  /** Opens the preferences dialog. */
  open: () => openConsent(true),
  /** Called after a save that grants at least one category. */
  onAccept: (callback: (settings: ConsentSettings) => void) => void callbacks.accept.push(callback),
  /** Called after a save that denies every category. */
  onDecline: (callback: (settings: ConsentSettings) => void) => void callbacks.decline.push(callback),
};
