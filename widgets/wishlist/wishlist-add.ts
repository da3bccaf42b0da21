/**
 * The add form of the wishlist dialog (shop spec §3 "Wishlist add form", §4 membership, §7, §8): the chosen list
 * (or a new one), membership rechecked when the list changes, add, delete from this list or from all lists.
 */
import * as v from 'valibot';
import { emit, type WishlistKind } from '../../runtime/events.ts';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { markSending, sendOnce } from '../../runtime/sending.ts';
import { track } from '../../runtime/tracking.ts';
import { modalOf, toast } from '../../runtime/ui.ts';
import { label, tellFailure, wishlistUrl } from './wishlist-api.ts';
import { addAnswer, dataLayerEntries, editProblem, membershipAnswer } from './wishlist-rules.ts';
import { delegate } from '../../runtime/dom.ts';
import type { WishlistAddOptions } from './definition.ts';

/** The WishlistId value that creates a list named by NewListName. */
const NEW_LIST = '0';

interface AddForm {
  form: HTMLFormElement;
  kind: WishlistKind;
  variantId: number;
  list: HTMLSelectElement;
  newName: HTMLInputElement | null;
  status: HTMLElement | null;
}

export function mount(element: HTMLElement, options: WishlistAddOptions, { signal, runtime }: WidgetContext) {
  const form = element instanceof HTMLFormElement ? element : null;
  const list = form?.elements.namedItem('WishlistId');
  const variantId = Number((form?.elements.namedItem('ProductVariantId') as HTMLInputElement | null)?.value);
  if (!form || !(list instanceof HTMLSelectElement) || !Number.isInteger(variantId) || variantId <= 0) {
    console.error(
      '[runtime] The wishlist-add widget goes on a <form> with a WishlistId <select> and a ProductVariantId field.',
      element,
    );
    return undefined;
  }
  const newName = form.elements.namedItem('NewListName');
  const add: AddForm = {
    form,
    kind: options.kind,
    variantId,
    list,
    newName: newName instanceof HTMLInputElement ? newName : null,
    status: form.querySelector<HTMLElement>('[data-wishlist-membership]'),
  };
  showChosenList(add);
  list.addEventListener('change', () => void recheck(add, runtime, signal), { signal });
  sendOnce(form, () => send(add, runtime), signal);
  form.addEventListener(
    'click',
    (event) => {
      const remove = delegate<HTMLButtonElement>(event, '[data-wishlist-remove]');
      if (!remove || !form.contains(remove)) return;
      event.preventDefault();
      void removeProduct(add, runtime, remove);
    },
    { signal },
  );
  return undefined;
}

const chosenOption = (add: AddForm) => add.list.selectedOptions[0] ?? null;
const isInList = (option: HTMLOptionElement | null) => option?.dataset.inList === 'true';
const inAnyList = (add: AddForm) => Array.from(add.list.options).some((option) => isInList(option));

/** Shows the new-list name only for a new list, the membership of the chosen list, and the delete buttons. */
function showChosenList(add: AddForm): void {
  const creating = add.list.value === NEW_LIST;
  const nameGroup = add.form.querySelector<HTMLElement>('[data-wishlist-new]');
  if (nameGroup) nameGroup.hidden = !creating;
  if (add.newName) add.newName.disabled = !creating;
  const option = chosenOption(add);
  if (add.status) {
    add.status.textContent = creating ? '' : label(add.kind, isInList(option) ? 'InList' : 'NotInList');
  }
  for (const button of add.form.querySelectorAll<HTMLButtonElement>('[data-wishlist-remove]')) {
    button.hidden = button.dataset.wishlistRemove === 'all' ? !inAnyList(add) : creating || !isInList(option);
  }
}

/** Shop spec §4: changing the chosen list rechecks whether the product is already there. */
async function recheck(add: AddForm, runtime: Runtime, signal: AbortSignal): Promise<void> {
  const option = chosenOption(add);
  showChosenList(add);
  if (!option || option.value === NEW_LIST) return;
  let answer: unknown;
  try {
    answer = await request(wishlistUrl(runtime.config, 'isinthelist'), {
      query: { productVariantId: String(add.variantId), listId: option.value },
      key: `wishlist-membership:${add.variantId}`,
      signal,
      handleErrors: false,
    });
  } catch (error) {
    // A list deleted meanwhile answers 404 with its Message (shop spec §8); the form stays as it was.
    if (!signal.aborted) tellFailure(runtime, error, t('Manager.UnknowsErrors'));
    return;
  }
  const parsed = v.safeParse(membershipAnswer, answer);
  if (!parsed.success) {
    console.warn('[runtime] wishlist: the membership answer is not a boolean:', answer);
    return;
  }
  option.dataset.inList = String(parsed.output);
  if (chosenOption(add) === option) showChosenList(add);
}

/** The new list's name, checked as the server checks it; focuses the field and says why when it cannot be sent. */
function newListNameValid(add: AddForm): boolean {
  if (add.list.value !== NEW_LIST || !add.newName) return true;
  const maxLength = Number(add.newName.dataset.maxLength) || null;
  const problem = editProblem(add.newName.value, { required: true, maxLength });
  const message = add.form.querySelector<HTMLElement>('[data-wishlist-new-message]');
  if (message)
    message.textContent = problem
      ? label(add.kind, problem === 'required' ? 'NameRequired' : 'NameTooLong', { max: maxLength ?? 0 })
      : '';
  add.newName.setAttribute('aria-invalid', String(problem !== null));
  if (problem) add.newName.focus();
  return problem === null;
}

async function send(add: AddForm, runtime: Runtime): Promise<void> {
  if (!newListNameValid(add)) return;
  let answer: v.InferOutput<typeof addAnswer>;
  try {
    const raw = await request(wishlistUrl(runtime.config, 'addproductvariant'), {
      method: 'POST',
      body: new FormData(add.form),
      handleErrors: false,
    });
    answer = v.parse(addAnswer, raw ?? {});
  } catch (error) {
    tellFailure(runtime, error, t('Manager.UnknowsErrors'));
    return;
  }
  void toast('success', answer.Message?.trim() || label(add.kind, 'Added'));
  pushDataLayer(answer.DataLayer);
  emit('wishlist:changed', { variantId: add.variantId, kind: add.kind, inList: true });
  const handle = modalOf(add.form);
  if (handle) handle.close();
  else {
    const option = chosenOption(add);
    if (option) option.dataset.inList = 'true';
    showChosenList(add);
  }
}

function pushDataLayer(value: unknown): void {
  try {
    for (const entry of dataLayerEntries(value)) track(entry);
  } catch (error) {
    // As for cart analytics (shop spec §8): swallowed with a warning, the list is what matters.
    console.warn('[runtime] wishlist: the DataLayer of the answer was not pushed:', error);
  }
}

/** Deletes the product from the chosen list or from all lists (shop spec §7), then says so. */
async function removeProduct(add: AddForm, runtime: Runtime, button: HTMLButtonElement): Promise<void> {
  if (button.getAttribute('aria-disabled') === 'true') return;
  const fromAll = button.dataset.wishlistRemove === 'all';
  const option = chosenOption(add);
  if (!fromAll && (!option || option.value === NEW_LIST)) return;
  const path = fromAll ? `deletefromalllist/${add.variantId}` : `deletefromlist/${add.variantId}/${option?.value}`;
  const release = markSending(add.form, button);
  try {
    await request(wishlistUrl(runtime.config, path), { method: 'DELETE', expect: 'none', handleErrors: false });
  } catch (error) {
    tellFailure(runtime, error, t('Manager.UnknowsErrors'));
    return;
  } finally {
    release();
  }
  for (const each of fromAll ? Array.from(add.list.options) : [option]) if (each) each.dataset.inList = 'false';
  void toast('success', label(add.kind, 'Deleted'));
  emit('wishlist:changed', { variantId: add.variantId, kind: add.kind, inList: inAnyList(add) });
  showChosenList(add);
  add.list.focus();
}
