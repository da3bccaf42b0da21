/**
 * Popup modal and popup banner (runtime spec §2, §4, §9): shown until the visitor closes it, then remembered in the
 * dismissal cookie and not shown again, on this page or any other.
 */
import Cookies from 'js-cookie';
import { cookieAttributes } from '../../runtime/consent/rules.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { openModal } from '../../runtime/ui.ts';
import type { PopupOptions as Options } from './definition.ts';
import { DISMISSAL_DAYS, dismiss, isDismissed, popupCookieName, readDismissals } from './rules.ts';

function remember(cms: string, id: string): void {
  const name = popupCookieName(cms);
  const list = dismiss(readDismissals(Cookies.get(name)), id, new Date());
  Cookies.set(name, JSON.stringify(list), cookieAttributes(location.protocol === 'https:', DISMISSAL_DAYS * 24));
}

/** A copy of the content of the popup's <template>, if it has one (the CMS's markup, its hooks not mounted yet). */
function templateContent(element: HTMLElement): DocumentFragment | undefined {
  return element.querySelector('template')?.content.cloneNode(true) as DocumentFragment | undefined;
}

export function mount(element: HTMLElement, options: Options, { signal, runtime }: WidgetContext) {
  const { cms } = runtime.config;
  if (isDismissed(readDismissals(Cookies.get(popupCookieName(cms))), options.popupId)) {
    element.hidden = true;
    return undefined;
  }
  if (options.kind === 'banner') {
    const close = document.createElement('button');
    close.type = 'button';
    close.className = 'btn-close rt-popup-banner__close';
    close.setAttribute('aria-label', t('Core.Close'));
    // Content in a <template> is shown in the banner itself; its hooks (a countdown) mount once it is in the page,
    // and leave with it when the banner closes (a closed banner's countdown must not reload the page).
    const shown = Array.from(templateContent(element)?.childNodes ?? []);
    const removeShown = () => {
      for (const node of shown) node.remove();
    };
    element.append(...shown, close);
    element.hidden = false;
    close.addEventListener(
      'click',
      () => {
        remember(cms, options.popupId);
        element.hidden = true;
        removeShown();
      },
      { signal },
    );
    return () => {
      close.remove();
      removeShown();
    };
  }
  const show = () => {
    if (signal.aborted) return;
    // The popup's content is the CMS's own markup in a <template> (its hooks, a countdown, mount in the dialog).
    const content = templateContent(element) ?? (element.cloneNode(true) as ParentNode);
    const heading = options.title === undefined ? content.querySelector('h1, h2, h3') : null;
    // Its first heading becomes the dialog's title (and is not repeated below it).
    const title = options.title ?? heading?.textContent?.trim() ?? '';
    heading?.remove();
    const holder = document.createElement('div');
    holder.append(...Array.from(content.childNodes));
    // Through the dialogs' one door, as every dialog: the shell is plain DOM (nothing long to load a few seconds
    // after load), the consent-flagged scripts of its content run if granted, and modalOf() knows it.
    void openModal({
      html: holder.innerHTML,
      title,
      size: 'md',
      className: 'rt-popup',
      onClose: () => remember(cms, options.popupId),
    });
  };
  // The delay counts from the window's load (runtime spec §9), or from now for a popup that arrives later.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(show, options.delay);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true, signal });
  return () => clearTimeout(timer);
}
