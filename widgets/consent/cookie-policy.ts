/** The cookie policy notice (runtime spec §2, §9): its own cookie, 8760 hours. */
import Cookies from 'js-cookie';
import { cookieAttributes } from '../../runtime/consent/rules.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { delegate } from '../../runtime/dom.ts';
import type { CookiePolicyOptions } from './definition.ts';

/** The notice's own cookie (the CMS serves the notice shown to a request without it). */
export const policyCookieName = (cms: string) => `${cms}_cookiepolicy`;

export function mount(element: HTMLElement, _options: CookiePolicyOptions, { signal, runtime }: WidgetContext) {
  const name = policyCookieName(runtime.config.cms);
  if (Cookies.get(name)) {
    element.hidden = true;
    return undefined;
  }
  element.hidden = false;
  element.addEventListener(
    'click',
    (event) => {
      if (!delegate(event, '[data-cookie-policy-accept]')) return;
      Cookies.set(name, new Date().toISOString(), cookieAttributes(location.protocol === 'https:'));
      element.hidden = true;
    },
    { signal },
  );
  return undefined;
}
