/**
 * Social share widget (runtime spec §2): share buttons for the networks named by the theme, the page's text and
 * address, an optional share count and visible or hidden network names. Network links open in a new window (said
 * in their name); "copy" puts the address on the clipboard and says so.
 */
import type * as v from 'valibot';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { socialShareOptions } from './definition.ts';
import { isNetwork, NETWORK_MARKS, NETWORK_NAMES, type Network, shareAddress } from './share-rules.ts';

type Options = v.InferOutput<typeof socialShareOptions>;

function canonicalUrl(): string {
  return document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href;
}

function accessibleName(network: Network): string {
  if (network === 'copy') return t('Share.CopyLink');
  if (network === 'email') return t('Share.ByEmail');
  return `${t('Share.On', { network: NETWORK_NAMES[network] })} ${t('Share.NewWindow')}`;
}

function visibleText(network: Network, withLabel: boolean): HTMLElement {
  const text = document.createElement('span');
  text.setAttribute('aria-hidden', 'true');
  text.className = withLabel ? 'rt-share__name' : 'rt-share__mark';
  text.textContent = withLabel ? NETWORK_NAMES[network] || t('Share.CopyLink') : NETWORK_MARKS[network];
  return text;
}

export function mount(element: HTMLElement, options: Options, { signal }: WidgetContext) {
  const unknown = options.networks.filter((name) => !isNetwork(name));
  if (unknown.length)
    console.warn(`[runtime] social-share: unknown networks ${unknown.join(', ')} are left out.`, element);
  const networks = options.networks.filter(isNetwork);
  const page = { url: options.url ?? canonicalUrl(), text: options.text ?? document.title };

  const list = document.createElement('ul');
  list.className = 'rt-share__list';
  const status = document.createElement('p');
  status.className = 'rt-share__status';
  status.setAttribute('role', 'status');

  for (const network of networks) {
    const item = document.createElement('li');
    const address = shareAddress(network, page);
    const control = address ? document.createElement('a') : document.createElement('button');
    control.className = `rt-share__button rt-share__button--${network}`;
    control.setAttribute('aria-label', accessibleName(network));
    control.append(visibleText(network, options.label));
    if (control instanceof HTMLAnchorElement && address) {
      // eslint-disable-next-line no-restricted-syntax -- share links go to the networks' fixed hosts, built from a fixed list
      control.href = address;
      if (network !== 'email') {
        control.target = '_blank';
        control.rel = 'noopener noreferrer';
      }
    } else if (control instanceof HTMLButtonElement) {
      control.type = 'button';
      control.addEventListener(
        'click',
        () => {
          navigator.clipboard.writeText(page.url).then(
            () => (status.textContent = t('Share.Copied')),
            (error: unknown) => {
              console.warn('[runtime] social-share: the clipboard refused the address.', error);
              status.textContent = t('Share.CopyFailed', { url: page.url });
            },
          );
        },
        { signal },
      );
    }
    item.append(control);
    list.append(item);
  }

  const parts: HTMLElement[] = [list, status];
  if (options.count !== undefined) {
    const count = document.createElement('p');
    count.className = 'rt-share__count';
    count.textContent = t('Share.Count', {
      count: new Intl.NumberFormat(document.documentElement.lang).format(options.count),
    });
    parts.unshift(count);
  }
  element.classList.add('rt-share');
  element.append(...parts);
  return () => {
    for (const part of parts) part.remove();
    element.classList.remove('rt-share');
  };
}
