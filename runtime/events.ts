/**
 * The cross-part signals of the runtime, as typed DOM CustomEvents on `document`.
 * Widgets and theme scripts talk to each other only through these.
 */

export interface ConsentSettings {
  stamp: string;
  preferences: boolean;
  statistics: boolean;
  marketing: boolean;
}

/**
 * The visitor's location (runtime spec §3 "Location data kept in cookies"): the fields kept of a Google Geocoding
 * result, and how it was found. Type only: the code that reads and writes it is the location widget's chunk.
 */
export interface VisitorLocation {
  address_components: { long_name: string; short_name: string; types: string[] }[];
  formatted_address: string;
  geometry: { location: { lat: number; lng: number } };
  types: string[];
  partial_match?: boolean;
  postcode_localities?: string[];
  place_id: string;
  medium: 'geolocation' | 'search';
}

/** Wishlists and birth lists follow the same flows with their own labels (shop spec §1). */
export type WishlistKind = 'wishlist' | 'birthlist';

/** What a failed request tells (runtime/http.ts throws it as an HttpError). */
export interface RequestFailure extends Error {
  /** HTTP status; 0 when the request was aborted or never reached the server. */
  readonly status: number;
  readonly url: string;
}

export interface RuntimeEventMap {
  /**
   * A request of the HTTP client failed (announced before its promise rejects, unless the caller asked for
   * `handleErrors: false` and the answer is not a 401). The error catalogue reacts to it; `returnUrl` is the login
   * modal's return address.
   */
  'request:failed': { error: RequestFailure; returnUrl?: string };
  /**
   * A request of the HTTP client that changes data on the server (any method but GET) succeeded: what was fetched
   * before it may be stale (in-place navigation forgets the pages it fetched ahead).
   */
  'server:changed': { method: string; url: string };
  /** The runtime has booted: config read, strings loaded, widgets mounting. */
  'runtime:ready': { culture: string };
  /** Lines in the cart changed (add to cart, quantity, delete, clear). */
  'cart:changed': { source: string };
  /**
   * A product variant went into a wishlist or birth list, or out of one. `inList` tells whether it is in any list
   * of that kind now, when the page knows (undefined: unknown, e.g. deleted from one list of several).
   */
  'wishlist:changed': { variantId: number; kind: WishlistKind; inList?: boolean };
  /** The desired quantity of a wishlist line (WishlistProductId) was saved. */
  'wishlist:quantity': { wishlistProductId: number; quantity: number };
  /** The visitor saved a cookie consent choice. */
  'consent:changed': ConsentSettings;
  /** A page is about to be left by in-place navigation. Cancelable: preventDefault() keeps the visitor here. */
  'page:leave': { url: string };
  /** A page finished loading, the first one (`initial`) or one loaded in place. */
  'page:loaded': { url: string; initial: boolean };
  /**
   * The browser gave the page back from its back-forward cache (the shopper came back to it): the same page, its
   * widgets still mounted, but what it shows of the visitor (the cart, the lists, the account) may be stale.
   */
  'page:restored': { url: string };
  /**
   * A dialog opened (every dialog opens through runtime/ui.ts): its content is on the page, so consent releases the
   * granted scripts it holds.
   */
  'dialog:opened': { dialog: HTMLDialogElement };
  /** The shipping or billing country changed; `userInitiated` tells that the page already refreshes itself. */
  'country:changed': { countryId: string; userInitiated: boolean };
  /**
   * On a quantity input: the quantity box committed a value within its bounds (typed and corrected, or stepped).
   * Listeners that also accept bare inputs use `onQuantityChange` (widgets/shared/quantity-events.ts).
   */
  'quantity:change': { value: number };
  /** The display currency changed. */
  'currency:changed': { currency: string };
  /** The country whose VAT the prices include changed (the sales-tax country switch); before the page reloads. */
  'sales-tax:changed': { country: string };
  /**
   * On a countdown's element: its end passed while the page was open. Cancelable: a theme's end callback calls
   * preventDefault() to replace the widget's own ending (reload or hide).
   */
  'countdown:ended': { end: string };
  /**
   * On a form: a submit was refused by validation (`fields`: the names of the invalid fields, in page order). Focus
   * goes to the first invalid field in the next frame.
   */
  'form:invalid': { fields: string[] };
  /**
   * On the checkout form: the shopper chose a shipping method whose carrier has pickup points (`carrier`, from the
   * radio's data-pickup-carrier). Cancelable: the pickup-point search takes over by calling preventDefault().
   */
  'checkout:pickup-method': { shippingMethodId: string; carrier: string; countryId: string };
  /**
   * A pickup point was saved for the cart (shop spec §4), just before the page reloads: the checkout keeps what the
   * shopper typed across that reload.
   */
  'pickup:saved': { shippingMethodId: number; pointId: string };
  /** An address of the customer's book was saved from the address popup (the pickers refresh and select it). */
  'address:saved': { id: number; addressType: 'Billing' | 'Shipping' | 'Both'; isNew: boolean };
  /** The visitor chose a location (typed search or their position); `stored` tells that it went into the cookie. */
  'location:changed': { location: VisitorLocation; stored: boolean };
  /**
   * On a form field: a widget emptied and hid it (a dynamic form's branch closed). Validation clears its message,
   * its summary line and its "shown an error" state, so the field starts clean when it is shown again.
   */
  'validation:reset': Record<string, never>;
}

export type RuntimeEventName = keyof RuntimeEventMap;
export type RuntimeEvent<K extends RuntimeEventName> = CustomEvent<RuntimeEventMap[K]>;

/** Dispatches a runtime event. Returns false when a listener cancelled a cancelable event. */
export function emit<K extends RuntimeEventName>(
  name: K,
  detail: RuntimeEventMap[K],
  options: { cancelable?: boolean; target?: EventTarget } = {},
): boolean {
  const event = new CustomEvent(name, { detail, bubbles: true, cancelable: options.cancelable ?? false });
  return (options.target ?? document).dispatchEvent(event);
}

/** Listens to a runtime event; returns the function that stops listening. */
export function on<K extends RuntimeEventName>(
  name: K,
  listener: (event: RuntimeEvent<K>) => void,
  options: { signal?: AbortSignal; target?: EventTarget } = {},
): () => void {
  const target = options.target ?? document;
  const handler = listener as EventListener;
  target.addEventListener(name, handler, { signal: options.signal });
  return () => target.removeEventListener(name, handler);
}
