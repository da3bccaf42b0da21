/**
 * A new release while a tab is open (issue 43): a page answered in place that was rendered for another release of
 * the runtime loads whole instead of being swapped in, as Turbo's `data-turbo-track="reload"` does. Pure.
 */
import type { Release } from '../runtime.ts';

const fileOf = (url: URL) => url.pathname.slice(url.pathname.lastIndexOf('/') + 1);

function addressOf(src: string, base: string): URL | null {
  try {
    return new URL(src, base);
  } catch {
    return null;
  }
}

/**
 * Whether an answer was rendered for another release than the running one: its runtime script tag (the module
 * script with the running tag's file name, its address read against the answer's) has another address or another
 * `integrity`. An answer without such a tag (a part of a page), or a runtime whose own tag was not found, says
 * nothing.
 */
export function isOtherRelease(
  running: Release,
  answerScripts: readonly { src: string; integrity: string }[],
  answerUrl: string,
): boolean {
  if (!running.src) return false;
  const own = new URL(running.src);
  for (const script of answerScripts) {
    const address = addressOf(script.src, answerUrl);
    if (address && fileOf(address) === fileOf(own))
      return address.href !== own.href || script.integrity !== running.integrity;
  }
  return false;
}
