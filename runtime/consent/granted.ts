/**
 * The visitor's consent as it stands, and the release of the page's consent-flagged scripts it grants. Apart from
 * ./consent.ts so that the dialogs' door (runtime/ui.ts) can release the scripts of a dialog's content without
 * importing consent, whose dialog opens through that door.
 */
import type { ConsentSettings } from '../events.ts';
import type { ConsentCategory } from './rules.ts';

let current: ConsentSettings | null = null;

/** The visitor's current choice, or null before any (valid) choice. */
export function currentConsent(): ConsentSettings | null {
  return current;
}

/** Set by consent when it reads or saves the choice. */
export function holdConsent(settings: ConsentSettings | null): void {
  current = settings;
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
