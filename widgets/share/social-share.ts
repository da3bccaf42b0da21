/**
 * Social share widget (runtime spec §2): share buttons for the networks named by the theme, the page's text and
 * address, an optional share count and visible or hidden network names. Network links open in a new window (said
 * in their name); "copy" puts the address on the clipboard and says so.
 *
 * A list of posts may carry one per post: the parts are built once per set of options and cloned for each hook,
 * and one click listener on the document serves every copy button.
 */
import { delegate } from '../../runtime/dom.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { SocialShareOptions as Options } from './definition.ts';
import { DelegatedHooks } from '../shared/delegated-hooks.ts';
import { isNetwork, NETWORK_MARKS, NETWORK_NAMES, type Network, shareAddress } from './share-rules.ts';

/** The page's canonical address, from the head (searching the whole page per hook costs a long page dearly). */
function canonicalUrl(): string {
  return document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? location.href;
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

/** What a mounted widget's copy button needs. */
interface ShareHook {
  url: string;
  status: HTMLElement;
}

/** One click listener on the document serves every copy button of the page. */
const hooks = new DelegatedHooks<ShareHook>((signal) => document.addEventListener('click', copy, { signal }));
/** The built parts per set of options and page (a list of posts shares the same few): each hook clones them. */
const built = new Map<string, HTMLElement>();

/** The count line, the list of buttons and the status, in a holder (not on the page) to clone. */
function buildParts(networks: Network[], page: { url: string; text: string }, options: Options): HTMLElement {
  const holder = document.createElement('div');
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
      control.dataset.shareCopy = '';
    }
    item.append(control);
    list.append(item);
  }
  if (options.count !== undefined) {
    const count = document.createElement('p');
    count.className = 'rt-share__count';
    count.textContent = t('Share.Count', {
      count: new Intl.NumberFormat(document.documentElement.lang).format(options.count),
    });
    holder.append(count);
  }
  holder.append(list, status);
  return holder;
}

/** A copy button puts its hook's address on the clipboard and says so. */
function copy(event: MouseEvent): void {
  const button = delegate(event, '[data-share-copy]');
  const hook = button ? hooks.of(button) : undefined;
  if (!hook) return;
  navigator.clipboard.writeText(hook.url).then(
    () => (hook.status.textContent = t('Share.Copied')),
    (error: unknown) => {
      console.warn('[runtime] social-share: the clipboard refused the address.', error);
      hook.status.textContent = t('Share.CopyFailed', { url: hook.url });
    },
  );
}

export function mount(element: HTMLElement, options: Options, _context: WidgetContext) {
  const unknown = options.networks.filter((name) => !isNetwork(name));
  if (unknown.length)
    console.warn(`[runtime] social-share: unknown networks ${unknown.join(', ')} are left out.`, element);
  const networks = options.networks.filter(isNetwork);
  const page = { url: options.url ?? canonicalUrl(), text: options.text ?? document.title };
  const key = JSON.stringify([networks, page, options.label, options.count]);
  let holder = built.get(key);
  if (!holder) {
    if (built.size > 50) built.clear();
    built.set(key, (holder = buildParts(networks, page, options)));
  }
  const parts = Array.from((holder.cloneNode(true) as HTMLElement).children) as HTMLElement[];
  const hook = { url: page.url, status: parts[parts.length - 1] as HTMLElement };
  hooks.add(element, hook);
  element.classList.add('rt-share');
  element.append(...parts);
  return () => {
    hooks.remove(element, hook);
    for (const part of parts) part.remove();
    element.classList.remove('rt-share');
  };
}
