/**
 * The wishlist (or birth list) page (runtime spec §2; shop spec §2, §4, §7, §8): a side menu of lists whose links
 * load the list into the table area in place (the address follows; back and forward restore it), and the list's
 * own actions: inline name and description, delete a line, delete the list, the whole list to the cart, and the
 * desired quantities saved in their dialog. Listeners are delegated, so a list loaded later works the same.
 */
import * as v from 'valibot';
import { emit, on, type WishlistKind } from '../../runtime/events.ts';
import { HttpError, request } from '../../runtime/http.ts';
import { asksLogin } from '../../runtime/http-login.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { confirmDialog, toast } from '../../runtime/ui.ts';
import { editTexts, startEditing } from './inline-edit.ts';
import { label, listsPageUrl, listToCartUrl, tellFailure, wishlistUrl } from './wishlist-api.ts';
import { answerMessage, deleteListAnswer, positiveQuantity } from './wishlist-rules.ts';
import { keepFromPrefetch } from '../shared/taken-over-links.ts';
import type { WishlistPageOptions } from './definition.ts';

const LIST = '[data-wishlist-list]';

interface PageParts {
  page: HTMLElement;
  items: HTMLElement;
  runtime: Runtime;
  signal: AbortSignal;
}

export function mount(element: HTMLElement, _options: WishlistPageOptions, { signal, runtime }: WidgetContext) {
  const items = element.querySelector<HTMLElement>('[data-wishlist-items]');
  if (!items) {
    console.error('[runtime] The wishlist-page widget needs a [data-wishlist-items] table area inside.', element);
    return undefined;
  }
  const parts: PageParts = { page: element, items, runtime, signal };
  element.querySelectorAll('a[data-wishlist-link]').forEach(keepFromPrefetch);
  element.addEventListener('click', (event) => onClick(parts, event), { signal });
  on('wishlist:quantity', ({ detail }) => showQuantity(items, detail.wishlistProductId, detail.quantity), { signal });
  return undefined;
}

/** The list shown: its id and kind. */
function currentList(parts: PageParts): { element: HTMLElement; id: number; kind: WishlistKind } | null {
  const element = parts.items.querySelector<HTMLElement>(LIST);
  const id = Number(element?.dataset.wishlistId);
  if (!element || !Number.isInteger(id) || id <= 0) return null;
  return { element, id, kind: element.dataset.kind === 'birthlist' ? 'birthlist' : 'wishlist' };
}

function onClick(parts: PageParts, event: MouseEvent): void {
  const target = event.target as Element;
  const link = target.closest<HTMLAnchorElement>('a[data-wishlist-link]');
  if (link && !event.ctrlKey && !event.metaKey && !event.shiftKey && event.button === 0) {
    event.preventDefault();
    void showList(parts, link);
    return;
  }
  const list = currentList(parts);
  if (!list) return;
  const button = target.closest<HTMLButtonElement>('button');
  if (!button || !list.element.contains(button)) return;
  if (button.matches('[data-wishlist-edit-start]')) {
    const container = button.closest<HTMLElement>('[data-wishlist-edit]');
    if (container) edit(parts, list, container);
  } else if (button.matches('[data-wishlist-remove]')) void removeLine(parts, list, button);
  else if (button.matches('[data-wishlist-delete]')) void deleteList(parts, list, button);
  else if (button.matches('[data-wishlist-to-cart]')) void listToCart(parts, list, button);
}

/** Loads a list of the side menu into the table area; the address bar and history follow. */
async function showList(parts: PageParts, link: HTMLAnchorElement): Promise<void> {
  const id = link.dataset.wishlistLink ?? '';
  const { runtime, items } = parts;
  items.setAttribute('aria-busy', 'true');
  let html: string;
  try {
    html = await request(wishlistUrl(runtime.config, 'list_item'), {
      query: { wishlistid: id },
      expect: 'html',
      key: 'wishlist-list',
      signal: parts.signal,
    });
  } catch (error) {
    // A list deleted meanwhile (another tab): say so where the list would be. Other failures: the catalogue.
    if (error instanceof HttpError && error.status === 404) {
      const gone = document.createElement('p');
      gone.className = 'alert alert-warning';
      gone.tabIndex = -1;
      gone.textContent = answerMessage(error.responseText) ?? label('wishlist', 'ListGone');
      items.replaceChildren(gone);
      gone.focus();
    }
    return;
  } finally {
    items.removeAttribute('aria-busy');
  }
  items.innerHTML = html;
  for (const each of parts.page.querySelectorAll<HTMLAnchorElement>('a[data-wishlist-link]')) {
    if (each === link) each.setAttribute('aria-current', 'page');
    else each.removeAttribute('aria-current');
  }
  runtime.pages.showAddress(link.href);
  const heading = items.querySelector<HTMLElement>('h2, h1');
  if (heading) {
    heading.tabIndex = -1;
    heading.focus();
  }
}

function edit(parts: PageParts, list: { id: number; kind: WishlistKind }, container: HTMLElement): void {
  const field = container.dataset.wishlistEdit === 'description' ? 'description' : 'name';
  const prefix = list.kind === 'birthlist' ? 'Birthlist' : 'Wishlist';
  startEditing(container, editTexts(field, prefix), async (value) => {
    try {
      await request(wishlistUrl(parts.runtime.config, field === 'name' ? 'updatename' : 'updatedescription'), {
        method: 'POST',
        body: field === 'name' ? { Id: list.id, Name: value } : { Id: list.id, Description: value },
        expect: 'none',
        handleErrors: false,
      });
    } catch (error) {
      // Kept in the field with its reason: the answer's Message (a name refused, a list deleted in another tab); a
      // 401 with none (the login modal tells, opened by the HTTP client).
      if (asksLogin(error)) return '';
      if (error instanceof HttpError && error.status !== 0) {
        return answerMessage(error.responseText) ?? t('Core.ErrorServer');
      }
      parts.runtime.errors.report(error);
      return t('Core.ErrorServer');
    }
    if (field === 'name') {
      const link = parts.page.querySelector<HTMLElement>(`a[data-wishlist-link="${list.id}"]`);
      if (link) link.textContent = value;
    }
    void toast('success', t('Wishlist.Saved'));
    return null;
  });
}

/**
 * Deletes a line of the list: the query form of shop spec §7 (DELETE deletefromlist?productVariantId=&listId=, the
 * dialog sends the path forms); focus goes to the next line or the heading.
 */
async function removeLine(
  parts: PageParts,
  list: { element: HTMLElement; id: number; kind: WishlistKind },
  button: HTMLButtonElement,
): Promise<void> {
  const row = button.closest<HTMLElement>('[data-wishlist-item]');
  const variantId = Number(row?.dataset.variantId);
  if (!row || !Number.isInteger(variantId)) return;
  const release = holdButton(button);
  if (!release) return;
  try {
    await request(wishlistUrl(parts.runtime.config, 'deletefromlist'), {
      method: 'DELETE',
      query: { productVariantId: variantId, listId: list.id },
      expect: 'none',
      handleErrors: false,
    });
  } catch (error) {
    release();
    tellFailure(parts.runtime, error, t('Manager.UnknowsErrors'));
    return;
  }
  const next =
    row.nextElementSibling?.querySelector<HTMLElement>('[data-wishlist-remove]') ??
    row.previousElementSibling?.querySelector<HTMLElement>('[data-wishlist-remove]') ??
    list.element.querySelector<HTMLElement>('h2, h1');
  row.remove();
  if (!list.element.querySelector('[data-wishlist-item]')) {
    list.element.querySelector<HTMLElement>('[data-wishlist-empty]')?.removeAttribute('hidden');
    list.element.querySelector<HTMLElement>('[data-wishlist-table]')?.setAttribute('hidden', '');
  }
  if (next) {
    if (next.matches('h1, h2')) next.tabIndex = -1;
    next.focus();
  }
  void toast('success', label(list.kind, 'Deleted'));
  emit('wishlist:changed', { variantId, kind: list.kind });
}

/** Deletes the whole list after asking; an address in the answer is followed (this site's only). */
async function deleteList(
  parts: PageParts,
  list: { element: HTMLElement; id: number; kind: WishlistKind },
  button: HTMLButtonElement,
): Promise<void> {
  const name = list.element.querySelector<HTMLElement>('[data-wishlist-edit="name"]')?.dataset.value ?? '';
  if (!(await confirmDialog(label(list.kind, 'ConfirmDelete', { name })))) return;
  const release = holdButton(button);
  if (!release) return;
  let answer: v.InferOutput<typeof deleteListAnswer>;
  try {
    answer = v.parse(
      deleteListAnswer,
      await request(wishlistUrl(parts.runtime.config, 'delete'), {
        method: 'POST',
        body: { Id: list.id },
        handleErrors: false,
      }),
    );
  } catch (error) {
    tellFailure(parts.runtime, error, t('Manager.UnknowsErrors'));
    return;
  } finally {
    release();
  }
  void toast('success', label(list.kind, 'ListDeleted', { name }));
  emit('wishlist:changed', { variantId: 0, kind: list.kind });
  const uri = answer?.Uri?.trim();
  if (!uri || !parts.runtime.pages.follow(uri, { clicked: true })) {
    parts.runtime.pages.follow(listsPageUrl(parts.runtime.config, list.kind));
  }
}

/** Adds every line of the list to the cart (addwishlisttocart {WishlistId, Items}); the cart widget follows. */
async function listToCart(
  parts: PageParts,
  list: { element: HTMLElement; id: number; kind: WishlistKind },
  button: HTMLButtonElement,
): Promise<void> {
  const items = Array.from(list.element.querySelectorAll<HTMLElement>('[data-wishlist-item]'), (row) => ({
    ProductVariantId: Number(row.dataset.variantId),
    Quantity: positiveQuantity(row.querySelector('[data-wishlist-quantity]')?.textContent) ?? 1,
  })).filter((item) => Number.isInteger(item.ProductVariantId) && item.ProductVariantId > 0 && item.Quantity > 0);
  if (!items.length) return;
  const release = holdButton(button);
  if (!release) return;
  try {
    await request(listToCartUrl(parts.runtime.config), {
      method: 'POST',
      body: { WishlistId: list.id, Items: items },
      expect: 'none',
      handleErrors: false,
    });
  } catch (error) {
    tellFailure(parts.runtime, error, t('Manager.UnknowsErrors'));
    return;
  } finally {
    release();
  }
  emit('cart:changed', { source: 'wishlist' });
  void toast('success', label(list.kind, 'AddedToCart'));
}

/** A saved desired quantity, shown as a positive number in the culture's format. */
function showQuantity(items: HTMLElement, wishlistProductId: number, quantity: number): void {
  const cell = items.querySelector<HTMLElement>(
    `[data-wishlist-product-id="${wishlistProductId}"] [data-wishlist-quantity]`,
  );
  if (cell) cell.textContent = String(positiveQuantity(quantity) ?? quantity);
}

/** Shows that a button's action is running and refuses a second click meanwhile; null when it is running already. */
function holdButton(button: HTMLButtonElement): (() => void) | null {
  if (button.getAttribute('aria-disabled') === 'true') return null;
  button.setAttribute('aria-disabled', 'true');
  button.classList.add('is-loading');
  return () => {
    button.removeAttribute('aria-disabled');
    button.classList.remove('is-loading');
  };
}
