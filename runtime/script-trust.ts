/**
 * Scripts in content loaded in place, under a nonce-based Content Security Policy (docs/script-inventory.md).
 *
 * Every answer of the CMS carries a new nonce, different from the one the page was loaded with, so the scripts of
 * an answer would be refused once htmx puts them into the page. The trust decision: a script of the answer runs
 * when the CMS nonced it for that answer (its `nonce` is the one the answer's own CSP header names), exactly the
 * scripts the browser would run had the answer been loaded as a whole page. Those get the page's nonce; any other
 * script loses its nonce and stays refused, as it would be on a whole page load. The answers are this site's only:
 * navigation follows nothing else (runtime/page.ts).
 */

/** The nonce a policy lets scripts run with: `'nonce-…'` of script-src-elem, else script-src, else default-src. */
export function policyNonce(policy: string | null | undefined): string {
  for (const single of (policy ?? '').split(',')) {
    const directives = new Map(
      single
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name.toLowerCase(), sources] as const),
    );
    const sources = directives.get('script-src-elem') ?? directives.get('script-src') ?? directives.get('default-src');
    const nonce = sources?.find((source) => /^'nonce-[^']+'$/.test(source));
    if (nonce) return nonce.slice("'nonce-".length, -1);
  }
  return '';
}

/** The answer's scripts the CMS nonced for it get `pageNonce`; every other script of `root` loses its nonce. */
export function trustAnswerScripts(root: ParentNode, answerNonce: string, pageNonce: string): void {
  for (const script of Array.from(root.querySelectorAll('script'))) {
    if (answerNonce && pageNonce && script.getAttribute('nonce') === answerNonce)
      script.setAttribute('nonce', pageNonce);
    else script.removeAttribute('nonce');
  }
}
