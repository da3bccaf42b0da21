/**
 * Links whose click a widget takes over (it prevents the visit and loads something itself) are not fetched ahead
 * as pages by intent prefetch (runtime/navigation/prefetch.ts): the widget marks them, or their container,
 * `data-prefetch="false"`, as a theme would.
 */
export function keepFromPrefetch(element: Element | null | undefined): void {
  element?.setAttribute('data-prefetch', 'false');
}
