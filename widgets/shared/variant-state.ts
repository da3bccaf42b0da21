/** The variant refresh in flight for an order form, so that add to cart sends the variant the shopper sees. */
const pending = new WeakMap<HTMLFormElement, Promise<unknown>>();

export function trackVariantRefresh(form: HTMLFormElement, refresh: Promise<unknown>): void {
  pending.set(form, refresh);
  void refresh.finally(() => {
    if (pending.get(form) === refresh) pending.delete(form);
  });
}

/** Resolves once no variant refresh is running for `form` (whatever its outcome). */
export async function variantSettled(form: HTMLFormElement): Promise<void> {
  for (let refresh = pending.get(form); refresh; refresh = pending.get(form)) {
    await refresh.catch(() => {});
    if (pending.get(form) === refresh) return;
  }
}
