/**
 * What the page contract rules (rules/page-*.ts; README, "Adding the runtime to a CMS template") share: the
 * runtime's script tag.
 */
import type { Element, Page } from './html.ts';

export const isRuntimeScript = (element: Element): boolean =>
  element.name === 'script' &&
  (element.attribs['data-shop-runtime'] !== undefined || /(^|\/)runtime\.js([?#]|$)/.test(element.attribs.src ?? ''));

/** The runtime's script tags of a whole page (none for a partial template, where the contract does not apply). */
export const runtimeScripts = (page: Page): Element[] => (page.whole ? page.elements.filter(isRuntimeScript) : []);
