/**
 * The fault matrix's one table (issue 19): a row per call of the runtime spec's and the shop spec's call tables
 * (§7 of /work/shared/spec/000_* and 001_*), one per path and method where a spec row lists several. The generator
 * (tests/e2e/fault-matrix.spec.ts) makes a test per row × fault (401, 404, 500, abort, malformed, slow) and checks
 * the same things after each: the reaction the row names for that fault, nothing left busy (block loader,
 * aria-busy, a sending button), the row's control usable again, what the shopper typed still there, and (through
 * support.ts's guard) no uncaught error, unhandled rejection or CSP violation.
 *
 * To add a call: a row with where it comes from (`spec`), the page language (alternate fr and nl), `open` (the
 * visitor and the page, ready to act), `act` (what the shopper does that makes the call: click, type, choose),
 * `match`/`method` (the request the reference CMS's fault injection fails, fixtures/faults.ts, and the slow cell
 * holds), `kept` and `control` when the shopper typed or pressed something, `busy` (what shows while it waits),
 * `done` (the success, once the held answer came) and `reactions` (the error catalogue's entry for each fault:
 * reactions.ts).
 *
 * Every call of the two tables has a row; a row whose call the product does not make is skipped with its reason.
 */
import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import {
  customerPicker,
  fillCart,
  folderItem,
  injectFault,
  openPage,
  openShopPage,
  sameVisitorCall,
  signIn,
  withGoogleGeocoder,
  type Culture,
} from '../support.ts';
import {
  createList,
  openWishlistDialog,
  openWishlistPage,
  productPath,
  WISHLIST_TEXT,
  wishlistButton,
} from '../wishlist-support.ts';
import {
  ADDRESS_TEXT,
  billingPicker,
  fillAddress,
  openCustomerCheckout,
  openPickupSearch,
  PICKUP_TEXT,
  pickupDialog,
  shippingPicker,
} from '../checkout-support.ts';
import { DELIVERY_TEXT, deliveryDialog, fillDeliveryAddress } from '../delivery-address-support.ts';
import {
  all,
  always,
  CATALOGUE,
  withLogin,
  consoleLog,
  loginModal,
  catalogueAnd,
  connectionLost,
  inlineAlert,
  textSays,
  noDialog,
  say,
  toastSays,
  warningOnly,
  expect,
  type Cell,
  type Reaction,
} from './reactions.ts';

export const FAULTS = ['401', '404', '500', 'abort', 'malformed', 'slow'] as const;
export type FaultName = (typeof FAULTS)[number];

export interface CallRow {
  /** Method and path as the test title shows it: `POST shoppingcarts/coupon`. */
  call: string;
  /** The spec row it covers. */
  spec: string;
  culture: Culture;
  /** Substring of the request's path (and query) the fault applies to, and its method. */
  match: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Once per call: the visitor (signed in, a cart…). */
  visitor?(page: Page, culture: Culture): Promise<void>;
  /** The page, ready for the action (the fault is injected after this): before the first cell, or each with `fresh`. */
  open(page: Page, culture: Culture): Promise<void>;
  /** Each cell opens the page again (the action leaves it elsewhere, or needs what a failure took away). */
  fresh?: boolean;
  /** What the shopper does that makes the call. */
  act(page: Page, culture: Culture): Promise<void>;
  /** What the shopper typed or chose, which a failure must leave as it was. */
  kept?: { field: (page: Page) => Locator; value?: string | RegExp; checked?: boolean };
  /** The button or field the shopper used, usable again afterwards. */
  control?: (page: Page, culture: Culture) => Locator;
  /** What shows while the call waits (the slow cell looks for it while the test holds the answer). */
  busy?: (page: Page) => Locator;
  /** The call's success, once its slow answer came (the test let it go). */
  done: Reaction;
  /** The login modal's return URL when it is not the current page. */
  returnUrl?: (culture: Culture) => string | RegExp;
  reactions: Record<Exclude<FaultName, 'slow'>, Reaction>;
  /** Faults that are a success for this call (a cut body of a call whose answer is not read is a 2xx): `done`. */
  succeedsOn?: FaultName[];
  /** Only when the product never makes this call in the reference CMS: why. */
  skip?: string;
}

const blockLoader = (page: Page) => page.locator('.rt-block-loader');

/** Every fault of a call whose failure is a console warning and the keys as texts (string resources). */
const keysShown =
  (check: (cell: Cell) => Promise<void>): Reaction =>
  async (cell) => {
    await warningOnly('string resources could not be loaded')(cell);
    await check(cell);
  };

const JERSEY = {
  fr: '/fr/catalog/product/1001/maillot-flandrien-manches-courtes',
  nl: '/nl/catalog/product/1001/wielertrui-flandrien-korte-mouwen',
};

/** A cart with one line (the Flandrien jersey, variant 50001). */
const oneLine = (page: Page) => fillCart(page, [[50001, 1]]);
const cartPage = (page: Page, culture: Culture) => openShopPage(page, `/${culture}/shoppingcarts`);

const addedDialog = (page: Page, culture: Culture) =>
  page.getByRole('alertdialog').filter({ hasText: say(culture, 'Catalog.AddedToCart') });
/** The shopper closes the "added to cart" dialog. */
const continueShopping: Reaction = async ({ page, culture }) => {
  await addedDialog(page, culture)
    .getByRole('button', { name: say(culture, 'Catalog.ContinueShopping') })
    .click();
  await expect(addedDialog(page, culture)).toHaveCount(0);
};

const notificationStatus = (page: Page) =>
  page.getByRole('article', { name: 'Atelier 2026' }).locator('[data-prepaid-notification-status]');

/**
 * The deletion's success notice; then the jersey's first variant is put back in the first list for the next cell,
 * as another tab would.
 */
const deletedThenPutBack: Reaction = async ({ page, culture }) => {
  await expect(page.locator('.rt-toasts').getByRole('status')).toContainText(say(culture, 'Wishlist.Deleted'));
  await sameVisitorCall(page, 'POST', `/${culture}/catalog/wishlist/addproductvariant`, {
    WishlistId: '1',
    ProductVariantId: '50001',
    BirthList: 'false',
  });
};

/** Opens the wishlist dialog of a product page's main button. */
async function wishlistDialog(page: Page, productId: number, culture: Culture) {
  await openShopPage(page, productPath(culture, productId));
  return openWishlistDialog(page);
}

/** An error notice (growl) containing `text`. */
const errorNotice =
  (text: string): Reaction =>
  async (cell) => {
    await expect(cell.page.locator('.rt-toasts').getByRole('alert').filter({ hasText: text })).toBeVisible();
  };

/**
 * shop spec §8 wishlist failures: the answer's Message in a notice, whatever its status (the JSON 404 too); the
 * catalogue for a 401 (the login modal only) and aborts.
 */
const WISHLIST_FAILURES = {
  ...CATALOGUE,
  '404': errorNotice('Injected fault 404'),
  '500': errorNotice('Injected fault 500'),
  malformed: toastSays('Manager.UnknowsErrors'),
};

/** The inline editor of a list's name or description says `key`. */
const editorSays =
  (key: string): Reaction =>
  async (cell) => {
    await expect(cell.page.locator('.wishlist-editor')).toContainText(say(cell.culture, key));
  };

/** The checkout of a shop that configured the Google geocoder, with Google's Geocoding API answering Leuven. */
async function googleGeocoderShop(page: Page, culture: Culture): Promise<void> {
  await withGoogleGeocoder(page, culture);
  await page.route('https://maps.googleapis.com/**', (route) =>
    route.fulfill({
      json: {
        status: 'OK',
        results: [
          {
            address_components: [
              { long_name: 'Leuven', short_name: 'Leuven', types: ['locality', 'political'] },
              { long_name: '3000', short_name: '3000', types: ['postal_code'] },
            ],
            formatted_address: 'Leuven, Belgique',
            geometry: { location: { lat: 50.8798, lng: 4.7005 } },
            place_id: 'google-leuven',
            types: ['locality'],
          },
        ],
      },
      headers: { 'Access-Control-Allow-Origin': '*' },
    }),
  );
}

const couponListLink = (page: Page) => page.locator('a[href$="/widget/couponcodes/list"]');
/** The coupon list dialog shows `count` codes; the shopper closes it. */
const couponListShows =
  (count: number, code?: string): Reaction =>
  async ({ page }) => {
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-coupon-use]')).toHaveCount(count);
    if (code) await expect(dialog).toContainText(code);
    await dialog.press('Escape');
    await expect(dialog).toHaveCount(0);
  };

/** A dialog loaded from an address is there (its content cut or whole); the shopper closes it. */
const dialogShownThenClosed: Reaction = async ({ page }) => {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await dialog.press('Escape');
  await expect(dialog).toHaveCount(0);
};

/**
 * The inline editor's call failing: its reason kept in the field (Core.ErrorServer, the answer having no Message of
 * its own); the catalogue too for a connection dropped mid-answer (its dialog). A 401 is the login modal only, the field open
 * with what was typed and no reason of its own. A cut answer is a success.
 */
const EDITOR_FAILURES = {
  '401': all(loginModal, async ({ page }) => {
    await expect(page.locator('.wishlist-editor .invalid-feedback')).toHaveText('');
  }),
  '404': editorSays('Core.ErrorServer'),
  '500': editorSays('Core.ErrorServer'),
  abort: all(connectionLost, editorSays('Core.ErrorServer')),
  malformed: noDialog,
};

const couponField = (page: Page) => page.locator('[name="CouponCode"]');

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const uploadsPage = (page: Page, culture: Culture) => openShopPage(page, `/${culture}/account/uploads`);
const uploadInput = (page: Page, field: string) => page.locator(`[data-unique-id="${field}"] input[type=file]`);
/** A PNG of one colour for the photo field (its crop size is 400 × 300). */
async function solidPng(name: string, width: number, height: number) {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#c0392b' } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
/** Wider than the crop size: cropped. */
const widePng = () => solidPng('atelier.png', 1200, 500);
/** Exactly the crop size: kept as it is. */
const exactPng = () => solidPng('exact.png', 400, 300);
const cropDialog = (page: Page, culture: Culture) =>
  page.getByRole('dialog', { name: say(culture, 'Upload.CropTitle') });
const cropButton = (page: Page, culture: Culture) =>
  cropDialog(page, culture).getByRole('button', { name: say(culture, 'Upload.Crop'), exact: true });
/** The list's button that crops the photo field's asset again. */
const cropAgainButton = (page: Page, culture: Culture) =>
  page
    .locator('[data-unique-id="photo"] .asset-item')
    .getByRole('button', { name: say(culture, 'Upload.CropNamed').replace('{{name}}', 'exact') });

/**
 * A block of the product's variant (a widget fragment) that could not be refreshed: a warning and the block as it
 * was (`kept`); a 401 the login modal only, the block kept; a cut answer is still markup, shown as it came.
 */
const variantBlockFailures = (kept: Reaction): CallRow['reactions'] => ({
  ...always(all(warningOnly('A variant block could not be refreshed'), kept)),
  '401': all(loginModal, kept),
  malformed: noDialog,
});

export const CALLS: CallRow[] = [
  // ---- runtime spec (000) §7 ------------------------------------------------------------------------------------
  {
    call: 'GET localization/{culture}/stringresources',
    spec: '000 §7 GET {app}/api/v1/localization/{culture}/stringresources (at boot; §8 translation fetch failure)',
    culture: 'nl',
    match: '/stringresources',
    method: 'GET',
    open: async () => undefined,
    act: async (page, culture) => {
      await page.goto(JERSEY[culture]);
    },
    // The quantity box's buttons are named by the runtime from the strings.
    done: async ({ page, culture }) => {
      await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
      await expect(
        page.locator('.product-order').getByRole('button', { name: say(culture, 'Catalog.IncreaseQuantity') }),
      ).toBeVisible();
    },
    reactions: Object.fromEntries(
      (['401', '404', '500', 'abort', 'malformed'] as const).map((fault) => [
        fault,
        keysShown(async ({ page }) => {
          await expect(
            page.locator('.product-order').getByRole('button', { name: 'Catalog.IncreaseQuantity' }),
          ).toBeVisible();
        }),
      ]),
    ) as CallRow['reactions'],
  },
  {
    call: 'GET page (in place)',
    spec: '000 §7 GET page or fragment URLs (§8 page load failure)',
    culture: 'fr',
    match: '/catalog/category/3',
    method: 'GET',
    open: (page, culture) => openPage(page, `/${culture}/`),
    fresh: true,
    act: async (page) => {
      await page.locator('.category-tile[href*="/catalog/category/3"]').first().click();
    },
    busy: (page) => page.locator('body.long-loading'),
    done: async ({ page, culture }) => {
      await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/category/3`));
      await expect(page.locator('body')).toHaveAttribute('data-page-state', 'finished');
    },
    returnUrl: () => /\/catalog\/category\/3/,
    reactions: {
      ...CATALOGUE,
      malformed: async (cell) => {
        // A page cut in half still has its section's start: the browser closes the cut markup, the visit ends.
        await expect(cell.page.locator('body')).toHaveAttribute('data-page-state', /finished|failed/);
        await noDialog(cell);
      },
    },
  },
  {
    call: 'POST shoppingcarts/coupon',
    spec: '000 §7 POST api/v1/shoppingcarts/coupon (§8 coupon calls failing: growl)',
    culture: 'nl',
    match: '/api/v1/shoppingcarts/coupon',
    method: 'POST',
    visitor: oneLine,
    open: cartPage,
    act: async (page) => {
      await couponField(page).fill('velo10');
      await page.locator('[data-coupon-apply]').click();
    },
    kept: { field: couponField, value: 'velo10' },
    control: (page) => page.locator('[data-coupon-apply]'),
    busy: blockLoader,
    done: toastSays('Coupons.Valid', 'status'),
    reactions: {
      '401': loginModal,
      '404': toastSays('Coupons.Error'),
      '500': toastSays('Coupons.Error'),
      abort: toastSays('Coupons.Error'),
      malformed: toastSays('Coupons.Error'),
    },
  },
  {
    call: 'DELETE shoppingcarts/coupon',
    spec: '000 §7 DELETE api/v1/shoppingcarts/coupon (§8 coupon calls failing: growl)',
    culture: 'fr',
    match: '/api/v1/shoppingcarts/coupon',
    method: 'DELETE',
    visitor: oneLine,
    open: cartPage,
    act: async (page) => {
      await couponField(page).fill('velo10');
      await page.locator('[data-coupon-remove]').click();
    },
    kept: { field: couponField, value: 'velo10' },
    control: (page) => page.locator('[data-coupon-remove]'),
    busy: blockLoader,
    // Removed: the cart content comes back without a code.
    done: async ({ page }) => {
      await expect(couponField(page)).toHaveValue('');
    },
    reactions: {
      '401': loginModal,
      '404': toastSays('Coupons.Error'),
      '500': toastSays('Coupons.Error'),
      abort: toastSays('Coupons.Error'),
      malformed: toastSays('Coupons.Error'),
    },
  },
  {
    call: 'POST currencyconverter/currency/changeto/{currency}',
    spec: '000 §7 POST api/v1/currencyconverter/currency/changeto/{currency} (§8 currency change)',
    culture: 'nl',
    match: '/currencyconverter/currency/changeto/CHF',
    method: 'POST',
    open: (page, culture) => openShopPage(page, `/${culture}/`),
    act: async (page) => {
      await page.locator('#currency-switch').selectOption('CHF');
    },
    // A failed change puts the select back on the currency in force.
    kept: { field: (page) => page.locator('#currency-switch'), value: 'EUR' },
    control: (page) => page.locator('#currency-switch'),
    busy: blockLoader,
    done: async ({ page }) => {
      await expect(page.locator('#currency-switch')).toHaveValue('CHF');
      await expect(page.locator('body')).toHaveClass(/\bloaded\b/);
    },
    reactions: CATALOGUE,
  },

  {
    call: 'GET widget/news/calendar/{…}/{month}/{year}',
    spec: '000 §7 GET widget/news/calendar/{categoryIds}/{displayChildren}/{postsPerPage}/{month}/{year} (§8 news widget failure)',
    culture: 'fr',
    match: '/widget/news/calendar/',
    method: 'GET',
    open: (page, culture) => openShopPage(page, `/${culture}/news`),
    // A failure replaces the calendar with the alert: each cell starts from the page.
    fresh: true,
    act: async (page) => {
      await page.locator('[data-widget="news-calendar"] [data-news-month]').first().click();
    },
    control: (page) => page.locator('[data-widget="news-calendar"]'),
    busy: (page) => page.locator('[data-widget="news-calendar"][aria-busy=true]'),
    done: async ({ page, culture }) => {
      await expect(page.locator('[data-widget="news-calendar"] h2')).toHaveText(
        culture === 'fr' ? 'octobre 2026' : 'oktober 2026',
      );
    },
    reactions: {
      ...always(inlineAlert('[data-widget="news-calendar"] [role=alert].alert-danger', 'Core.ErrorServer')),
      // The login modal only: the calendar stays as it was, without the alert.
      '401': all(loginModal, async ({ page }) => {
        await expect(page.locator('[data-widget="news-calendar"] [data-news-month]').first()).toBeVisible();
        await expect(page.locator('[data-widget="news-calendar"] [role=alert]')).toHaveCount(0);
      }),
      // The connection dropped mid-answer: the inline alert says the connection was lost (issue 43).
      abort: inlineAlert('[data-widget="news-calendar"] [role=alert].alert-danger', 'Core.ConnectionLost'),
      // Half a calendar is still markup: it is shown, nothing else happens.
      malformed: noDialog,
    },
  },
  {
    call: 'GET widget/news/newslist/{…}/{day}',
    spec: '000 §7 GET widget/news/newslist/{categoryIds}/{displayChildren}/{postsPerPage}/{year-month-day} (§8 news widget failure)',
    culture: 'nl',
    match: '/widget/news/newslist/',
    method: 'GET',
    open: (page, culture) => openShopPage(page, `/${culture}/news`),
    act: async (page) => {
      await page.locator('[data-widget="news-calendar"] [data-news-day]').first().click();
    },
    busy: (page) => page.locator('[data-news-posts][aria-busy=true]'),
    done: async ({ page }) => {
      await expect(page.locator('[data-news-posts] [role=alert]')).toHaveCount(0);
      await expect(page.locator('[data-news-posts] li').first()).toBeVisible();
    },
    reactions: {
      ...always(inlineAlert('[data-news-posts] [role=alert].alert-danger', 'Core.ErrorServer')),
      '401': all(loginModal, async ({ page }) => {
        await expect(page.locator('[data-news-posts] [role=alert]')).toHaveCount(0);
      }),
      abort: inlineAlert('[data-news-posts] [role=alert].alert-danger', 'Core.ConnectionLost'),
      malformed: noDialog,
    },
  },
  {
    call: 'POST sales/prepaidaccounts/addtocart',
    spec: '000 §7 POST api/v1/sales/prepaidaccounts/addtocart (PrepaidAccountId, Quantity; answer is a URL)',
    culture: 'fr',
    match: '/api/v1/sales/prepaidaccounts/addtocart',
    method: 'POST',
    visitor: (page, culture) => signIn(page, culture, 'pro@ateliervelo.be'),
    open: (page, culture) => openShopPage(page, `/${culture}/account/prepaidaccounts`),
    act: async (page) => {
      const card = page.getByRole('article', { name: 'Atelier 2026' });
      await card.locator('input[name="Quantity"]').fill('50');
      await card.locator('button[type=submit]').click();
    },
    kept: {
      field: (page) => page.getByRole('article', { name: 'Atelier 2026' }).locator('input[name="Quantity"]'),
      value: '50',
    },
    control: (page) => page.getByRole('article', { name: 'Atelier 2026' }).locator('button[type=submit]'),
    busy: (page) => page.locator('form[aria-busy=true]'),
    done: async ({ page, culture }) => {
      await expect(page).toHaveURL(new RegExp(`/${culture}/account/prepaidaccounts/301$`));
    },
    reactions: CATALOGUE,
  },
  {
    call: 'POST sales/prepaidaccounts/setnotification',
    spec: '000 §7 POST api/v1/sales/prepaidaccounts/setnotification (IsActivated, PrepaidAccountId; without loader)',
    culture: 'nl',
    match: '/api/v1/sales/prepaidaccounts/setnotification',
    method: 'POST',
    visitor: (page, culture) => signIn(page, culture, 'pro@ateliervelo.be'),
    open: (page, culture) => openShopPage(page, `/${culture}/account/prepaidaccounts`),
    act: async (page) => {
      await page.getByRole('article', { name: 'Atelier 2026' }).getByRole('switch').click();
    },
    // A failure puts the switch back on the state the server confirmed.
    kept: { field: (page) => page.getByRole('article', { name: 'Atelier 2026' }).getByRole('switch'), checked: true },
    control: (page) => page.getByRole('article', { name: 'Atelier 2026' }).getByRole('switch'),
    busy: (page) => page.getByRole('article', { name: 'Atelier 2026' }).locator('[role=switch][aria-busy=true]'),
    // Each cell starts from the state the server keeps (on): a success turns it off.
    fresh: true,
    done: textSays(notificationStatus, 'Prepaid.NotificationOff', { name: 'Atelier 2026' }),
    // Its answer is not read (expect: 'none'): a cut body is a 2xx like any other.
    succeedsOn: ['malformed'],
    reactions: catalogueAnd(textSays(notificationStatus, 'Prepaid.NotificationFailed')),
  },

  {
    call: 'POST sales/order/ChangeDeliveryAddressRequest',
    spec: '000 §7 and 001 §7 POST {culture}/sales/order/ChangeDeliveryAddressRequest (§8 delivery address change failure)',
    culture: 'fr',
    match: '/sales/order/ChangeDeliveryAddressRequest',
    method: 'POST',
    visitor: (page, culture) => signIn(page, culture),
    // The dialog stays open with the form typed after a failure: the next cell sends it again.
    open: async (page, culture) => {
      await openShopPage(page, `/${culture}/account/orders`);
      await page.getByRole('button', { name: DELIVERY_TEXT[culture].button }).click();
      await fillDeliveryAddress(page, culture, '1000');
    },
    act: async (page, culture) => {
      await deliveryDialog(page, culture).getByRole('button', { name: DELIVERY_TEXT[culture].send }).click();
    },
    kept: { field: (page) => page.getByRole('dialog').getByLabel(DELIVERY_TEXT.fr.street), value: 'Rue Haute' },
    control: (page, culture) =>
      deliveryDialog(page, culture).getByRole('button', { name: DELIVERY_TEXT[culture].send }),
    busy: (page) => page.locator('dialog form[aria-busy=true]'),
    done: async ({ page, culture }) => {
      await expect(page.locator('.rt-toast--success')).toContainText(DELIVERY_TEXT[culture].success);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    reactions: CATALOGUE,
  },
  {
    call: 'GET sales/customers',
    spec: '000 §7 GET api/v1/sales/customers (search; list with Email and CustomerId)',
    culture: 'nl',
    match: '/api/v1/sales/customers?',
    method: 'GET',
    visitor: (page, culture) => signIn(page, culture, 'staff@ateliervelo.be'),
    open: (page, culture) => openShopPage(page, `/${culture}/account`),
    act: async (page, culture) => {
      const input = customerPicker(page, culture);
      await input.fill('');
      await input.pressSequentially('lu');
    },
    kept: { field: (page) => customerPicker(page, 'nl'), value: 'lu' },
    control: (page, culture) => customerPicker(page, culture),
    done: async ({ page }) => {
      await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(2);
    },
    reactions: CATALOGUE,
  },
  {
    call: 'PUT sales/orders/addtocart',
    spec: '000 §7 PUT api/v1/sales/orders/addtocart (serialized form)',
    culture: 'fr',
    match: '/api/v1/sales/orders/addtocart',
    method: 'PUT',
    visitor: (page, culture) => signIn(page, culture, 'staff@ateliervelo.be'),
    open: (page, culture) => openShopPage(page, `/${culture}/account`),
    act: async (page, culture) => {
      const input = customerPicker(page, culture);
      await input.fill('');
      await input.pressSequentially('lu');
      await expect(page.getByRole('listbox').getByRole('option')).toHaveCount(2);
      await input.press('ArrowDown');
      await input.press('Enter');
    },
    // A cut answer is a 2xx (its answer is not read), which assigns: each cell starts from the page.
    fresh: true,
    succeedsOn: ['malformed'],
    // The order keeps the customer it had (none yet): the field shows it again.
    kept: { field: (page) => customerPicker(page, 'fr'), value: '' },
    control: (page, culture) => customerPicker(page, culture),
    done: async ({ page }) => {
      await expect(page.locator('[data-customer-picker-status]')).toContainText('lucas.peeters@example.be');
    },
    reactions: CATALOGUE,
  },

  // ---- shop spec (001) §7 ---------------------------------------------------------------------------------------
  {
    call: 'POST catalog/products/addtocart',
    spec: '001 §7 POST {app}/api/v1/catalog/products/addtocart',
    culture: 'fr',
    match: '/api/v1/catalog/products/addtocart',
    method: 'POST',
    open: async (page, culture) => {
      await openShopPage(page, JERSEY[culture]);
      await page.getByLabel(culture === 'fr' ? 'Taille' : 'Maat').selectOption('103');
      await expect(page.locator('.product-order [name="ProductVariantId"]')).toHaveValue('50009');
    },
    act: async (page) => {
      await page.locator('.product-order button[type=submit]').click();
    },
    kept: { field: (page) => page.locator('.product-order select').first(), value: '103' },
    control: (page) => page.locator('.product-order button[type=submit]'),
    busy: (page) => page.locator('form.product-order[aria-busy=true]'),
    done: async ({ page, culture }) => {
      await expect(page.getByRole('alertdialog')).toContainText(say(culture, 'Catalog.AddedToCart'));
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: say(culture, 'Catalog.ContinueShopping') })
        .click();
    },
    reactions: CATALOGUE,
  },
  {
    call: 'PUT shoppingcarts/shoppingcartitems/{id}',
    spec: '001 §7 PUT shoppingcarts/shoppingcartitems/{id} (body Quantity)',
    culture: 'fr',
    match: '/api/v1/shoppingcarts/shoppingcartitems/',
    method: 'PUT',
    visitor: oneLine,
    open: cartPage,
    act: async (page, culture) => {
      await page
        .locator('.cart-line')
        .first()
        .getByRole('button', { name: say(culture, 'Catalog.IncreaseQuantity') })
        .click();
    },
    // No kept field: after a failure the cart content comes back from the server, with the quantity it kept.
    control: (page, culture) =>
      page
        .locator('.cart-line')
        .first()
        .getByRole('button', { name: say(culture, 'Catalog.IncreaseQuantity') }),
    busy: blockLoader,
    done: async ({ page }) => {
      await expect(page.locator('.cart-line').first().locator('[data-cart-item-quantity]')).toHaveValue('2');
    },
    reactions: CATALOGUE,
  },
  {
    call: 'DELETE shoppingcarts/shoppingcartitems/{id}',
    spec: '001 §7 DELETE shoppingcarts/shoppingcartitems/{id}',
    culture: 'nl',
    match: '/api/v1/shoppingcarts/shoppingcartitems/',
    method: 'DELETE',
    visitor: oneLine,
    open: cartPage,
    act: async (page) => {
      await page.locator('.cart-line [data-cart-item-delete]').first().click();
    },
    // After a failure the cart content comes back from the server: the line is still there.
    control: (page) => page.locator('.cart-line [data-cart-item-delete]').first(),
    busy: blockLoader,
    done: async ({ page }) => {
      await expect(page.locator('.cart-line')).toHaveCount(0);
    },
    reactions: CATALOGUE,
  },
  {
    call: 'POST shoppingcarts/shippingmethods',
    spec: '001 §7 POST shoppingcarts/shippingmethods (body ShippingMethodId)',
    culture: 'fr',
    match: '/api/v1/shoppingcarts/shippingmethods',
    method: 'POST',
    visitor: oneLine,
    open: cartPage,
    act: async (page) => {
      await page.locator('#shipping-1').click();
    },
    // The cart content comes back from the server: the method it keeps (bpost) is the one checked.
    kept: { field: (page) => page.locator('#shipping-2'), checked: true },
    control: (page) => page.locator('#shipping-1'),
    busy: blockLoader,
    done: async ({ page }) => {
      await expect(page.locator('#shipping-1')).toBeChecked();
    },
    reactions: CATALOGUE,
  },
  {
    call: 'POST shoppingcarts/shippingcountries',
    spec: '001 §7 POST shoppingcarts/shippingcountries (body CountryCode)',
    culture: 'nl',
    match: '/api/v1/shoppingcarts/shippingcountries',
    method: 'POST',
    visitor: oneLine,
    open: cartPage,
    act: async (page) => {
      await page.locator('[data-cart-country]').selectOption('NL');
    },
    // The cart content comes back from the server: the country it keeps.
    kept: { field: (page) => page.locator('[data-cart-country]'), value: 'BE' },
    control: (page) => page.locator('[data-cart-country]'),
    busy: blockLoader,
    done: async ({ page }) => {
      await expect(page.locator('[data-cart-country]')).toHaveValue('NL');
    },
    reactions: CATALOGUE,
  },
  {
    call: 'POST shoppingcarts/city',
    spec: "001 §7 POST shoppingcarts/city (CityId) — the cart page's postal code",
    culture: 'fr',
    match: '/api/v1/shoppingcarts/city',
    method: 'POST',
    visitor: oneLine,
    open: cartPage,
    act: async (page) => {
      const postal = page.locator('[data-cart-postal-code]');
      await postal.fill('');
      await postal.pressSequentially('1000');
      await expect(page.locator('.rt-combobox__list').getByRole('option').first()).toBeVisible();
      await postal.press('ArrowDown');
      await postal.press('Enter');
    },
    // The cart content comes back from the server: no town saved yet.
    kept: { field: (page) => page.locator('[data-cart-postal-code]'), value: '' },
    control: (page) => page.locator('[data-cart-postal-code]'),
    busy: blockLoader,
    done: async ({ page }) => {
      await expect(page.locator('[data-cart-postal-code]')).toHaveValue(/^1000 /);
    },
    reactions: CATALOGUE,
  },
  {
    call: 'GET shoppingcarts (cart summary)',
    spec: '001 §7 GET {app}/api/v1/shoppingcarts (cart summary; 000 §7: fetched after add-to-cart)',
    culture: 'nl',
    match: '/api/v1/shoppingcarts?',
    method: 'GET',
    open: (page, culture) => openShopPage(page, JERSEY[culture]),
    // The refresh starts as the "added" dialog opens: a 401's login modal comes on top of it, so it is closed after.
    act: async (page, culture) => {
      await page.locator('.product-order button[type=submit]').click();
      await expect(addedDialog(page, culture)).toBeVisible();
    },
    done: all(continueShopping, async ({ page }) => {
      const cart = await page.request.get('/api/v1/shoppingcarts');
      const { ItemsCount } = (await cart.json()) as { ItemsCount: number };
      await expect(page.locator('.site-header [data-cart-count]').first()).toHaveText(String(ItemsCount));
    }),
    // A counter refresh in the background: a failure leaves the counters as they were, with a warning.
    reactions: withLogin(all(continueShopping, warningOnly('cart counters could not be refreshed')), continueShopping),
  },
  {
    call: 'GET widget/shoppingcartitems',
    spec: "001 §7 GET {culture}/widget/shoppingcartitems (HTML fragment: the cart widget's item list)",
    culture: 'fr',
    match: '/widget/shoppingcartitems',
    method: 'GET',
    visitor: oneLine,
    open: (page, culture) => openShopPage(page, `/${culture}/`),
    act: async (page) => {
      const toggle = page.locator('[data-cart-items-toggle]');
      if ((await toggle.getAttribute('aria-expanded')) === 'true') await toggle.click();
      await toggle.click();
    },
    control: (page) => page.locator('[data-cart-items-toggle]'),
    busy: (page) => page.locator('[data-cart-items][aria-busy=true]'),
    done: async ({ page }) => {
      await expect(page.locator('[data-cart-items]')).toContainText('×');
    },
    reactions: {
      ...catalogueAnd(textSays('[data-cart-items]', 'Core.ErrorServer')),
      // Half the fragment is still markup: shown as it is.
      malformed: noDialog,
    },
  },
  {
    call: 'POST shoppingcarts/country',
    spec: '001 §7 POST shoppingcarts/country (body ShippingCountryId, BillingCountryId) — the checkout',
    culture: 'nl',
    match: '/api/v1/shoppingcarts/country',
    method: 'POST',
    visitor: oneLine,
    open: (page, culture) => openShopPage(page, `/${culture}/checkout`),
    // A failure leaves the page as it is, the new country chosen: each cell starts from the page.
    fresh: true,
    act: async (page) => {
      await page.locator('#BillingStreet1').fill('Hoogstraat');
      await page.locator('[name="ShippingCountryId"]').selectOption('125');
    },
    kept: { field: (page) => page.locator('#BillingStreet1'), value: 'Hoogstraat' },
    control: (page) => page.locator('[name="ShippingCountryId"]'),
    busy: blockLoader,
    done: async ({ page }) => {
      await expect(page.locator('[data-shipping-postal-code]')).toHaveAttribute('data-country-id', '125');
      await expect(page.locator('#BillingStreet1')).toHaveValue('Hoogstraat');
    },
    reactions: CATALOGUE,
  },
  {
    call: 'GET sales/customers/checkisvatvalid',
    spec: '001 §7 GET sales/customers/checkisvatvalid (countryId, VAT, customerId)',
    culture: 'fr',
    match: '/api/v1/sales/customers/checkisvatvalid',
    method: 'GET',
    visitor: oneLine,
    open: (page, culture) => openShopPage(page, `/${culture}/checkout`),
    act: async (page) => {
      const vat = page.locator('#BillingVAT');
      // Emptied first (no call for an empty number), so that typing it again is a change.
      await vat.fill('');
      await vat.press('Tab');
      await vat.fill('BE 0123.456.789');
      await vat.press('Tab');
    },
    kept: { field: (page) => page.locator('#BillingVAT'), value: 'BE 0123.456.789' },
    control: (page) => page.locator('#BillingVAT'),
    busy: (page) => page.locator('[data-vat-group][aria-busy=true]'),
    done: async ({ page }) => {
      await expect(page.locator('[data-vat-group]')).toHaveClass(/has-error/);
      await expect(page.locator('#BillingVAT')).toHaveValue('BE 0123.456.789');
    },
    reactions: CATALOGUE,
  },
  {
    call: 'GET countries/{countryId}/cities/{query}',
    spec: '001 §7 GET /api/v1/countries/{countryId}/cities/{query} (postal code typeahead)',
    culture: 'nl',
    match: '/api/v1/countries/21/cities/',
    method: 'GET',
    visitor: oneLine,
    open: cartPage,
    act: async (page) => {
      const postal = page.locator('[data-cart-postal-code]');
      await postal.fill('');
      await postal.pressSequentially('1000');
    },
    kept: { field: (page) => page.locator('[data-cart-postal-code]'), value: '1000' },
    control: (page) => page.locator('[data-cart-postal-code]'),
    done: async ({ page }) => {
      await expect(page.locator('.rt-combobox__list').getByRole('option').first()).toBeVisible();
    },
    // Suggestions while typing: a failure closes the list with a console warning; the field still works.
    reactions: withLogin(warningOnly('city-typeahead: the suggestions could not be loaded')),
  },
  {
    call: 'GET catalog/search/suggestions',
    spec: '001 §7 GET catalog/search/suggestions (q, nbrResults=5, accuracy=0.3)',
    culture: 'fr',
    match: '/catalog/search/suggestions',
    method: 'GET',
    open: (page, culture) => openShopPage(page, `/${culture}/`),
    act: async (page) => {
      const search = page.locator('#site-search-q');
      await search.fill('');
      await search.pressSequentially('casq');
    },
    kept: {
      field: (page) => page.locator('#site-search-q'),
      value: 'casq',
    },
    done: async ({ page }) => {
      await expect(page.locator('.rt-combobox__list').getByRole('option').first()).toBeVisible();
    },
    reactions: withLogin(warningOnly('search-suggest: the suggestions could not be loaded')),
  },
  {
    call: 'GET catalog/customerref/search',
    spec: '001 §7 GET catalog/customerref/search (q, page; returns a list)',
    culture: 'nl',
    match: '/catalog/customerref/search',
    method: 'GET',
    visitor: (page, culture) => signIn(page, culture),
    open: async () => undefined,
    act: async (page) => {
      const search = page.locator('[data-widget="customer-reference-search"]');
      await search.fill('');
      await search.pressSequentially('atl-ca');
    },
    kept: { field: (page) => page.locator('[data-widget="customer-reference-search"]'), value: 'atl-ca' },
    done: async ({ page }) => {
      await expect(page.locator('.rt-combobox__list [role=option]')).toHaveText(['ATL-CASQUE-SM']);
    },
    reactions: withLogin(warningOnly('customer-reference-search: the suggestions could not be loaded')),
  },
  {
    call: 'GET widget/catalog/CustomerReferenceUpdate',
    spec: '001 §7 GET widget/catalog/CustomerReferenceUpdate (§8 customer reference update failure)',
    culture: 'fr',
    match: '/widget/catalog/CustomerReferenceUpdate',
    method: 'GET',
    visitor: (page, culture) => signIn(page, culture),
    open: (page, culture) => openShopPage(page, `/${culture}/catalog/product/1020/x`),
    act: async (page) => {
      await page.locator('form.customer-reference [name="CustomerReference"]').fill('MON-CASQUE');
      await page.locator('form.customer-reference button[type=submit]').click();
    },
    kept: { field: (page) => page.locator('form.customer-reference [name="CustomerReference"]'), value: 'MON-CASQUE' },
    control: (page) => page.locator('form.customer-reference button[type=submit]'),
    busy: (page) => page.locator('form.customer-reference[aria-busy=true]'),
    done: async ({ page }) => {
      await expect(page.getByRole('status').filter({ hasText: 'MON-CASQUE' })).toBeVisible();
    },
    // Its own message in a dialog that closes by itself after 3 s (here closed by the shopper first); a 401 is the
    // login modal only.
    reactions: withLogin(async (cell) => {
      const dialog = cell.page
        .getByRole('dialog')
        .filter({ hasText: say(cell.culture, 'Catalog.CustomerRefUpdateError') });
      await expect(dialog).toBeVisible();
      await dialog
        .getByRole('button', { name: say(cell.culture, 'Core.Close') })
        .first()
        .click();
      await expect(dialog).toHaveCount(0);
    }, noDialog),
  },
  {
    call: 'POST catalog/wishlist/addproductvariant',
    spec: '001 §7 POST catalog/wishlist/addproductvariant (list choice, product variant id; §8 wishlist add failure)',
    culture: 'fr',
    match: '/catalog/wishlist/addproductvariant',
    method: 'POST',
    // The dialog stays open with what was typed after a failure.
    open: async (page, culture) => {
      const dialog = await wishlistDialog(page, 1002, culture);
      await dialog
        .getByLabel(WISHLIST_TEXT[culture].list, { exact: true })
        .selectOption({ label: WISHLIST_TEXT[culture].newList });
      await dialog.getByLabel(WISHLIST_TEXT[culture].newName).fill('Hiver');
    },
    act: async (page, culture) => {
      await page.getByRole('dialog').getByRole('button', { name: WISHLIST_TEXT[culture].add }).click();
    },
    kept: { field: (page) => page.getByRole('dialog').getByLabel(WISHLIST_TEXT.fr.newName), value: 'Hiver' },
    control: (page, culture) => page.getByRole('dialog').getByRole('button', { name: WISHLIST_TEXT[culture].add }),
    busy: (page) => page.locator('dialog form[aria-busy=true]'),
    done: async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(wishlistButton(page)).toHaveAttribute('data-in-list', 'true');
    },
    reactions: WISHLIST_FAILURES,
  },
  {
    call: 'GET catalog/wishlist/isinthelist',
    spec: '001 §7 GET catalog/wishlist/isinthelist (productVariantId, listId)',
    culture: 'nl',
    match: '/catalog/wishlist/isinthelist',
    method: 'GET',
    // A second list holding the jersey's first variant, so that the dialog has two lists to switch between.
    visitor: async (page, culture) => {
      await openShopPage(page, `/${culture}/`);
      await createList(page, culture, 'Route 2027', 50001);
    },
    open: (page, culture) => wishlistDialog(page, 1001, culture).then(() => undefined),
    act: async (page, culture) => {
      const list = page.getByRole('dialog').getByLabel(WISHLIST_TEXT[culture].list, { exact: true });
      const now = await list.inputValue();
      await list.selectOption({ label: now === '1' ? 'Route 2027' : 'Sortie du dimanche' });
    },
    control: (page, culture) => page.getByRole('dialog').getByLabel(WISHLIST_TEXT[culture].list, { exact: true }),
    done: async ({ page, culture }) => {
      await expect(page.getByRole('dialog').locator('[data-wishlist-membership]')).toHaveText(
        say(culture, 'Wishlist.InList'),
      );
    },
    reactions: WISHLIST_FAILURES,
  },
  {
    call: 'DELETE catalog/wishlist/deletefromlist/{variantId}/{listId}',
    spec: "001 §7 DELETE catalog/wishlist/deletefromlist/{variantId}/{listId} (the dialog's delete from this list)",
    culture: 'fr',
    match: '/catalog/wishlist/deletefromlist/',
    method: 'DELETE',
    // The jersey's first variant is in the chosen list: the dialog offers to delete it from there. Its answer is
    // empty (204): a cut one is still a success, which deletes it; each cell opens the dialog afresh.
    open: (page, culture) => wishlistDialog(page, 1001, culture).then(() => undefined),
    fresh: true,
    succeedsOn: ['malformed'],
    act: async (page, culture) => {
      await page.getByRole('dialog').getByRole('button', { name: WISHLIST_TEXT[culture].removeFromList }).click();
    },
    control: (page, culture) =>
      page.getByRole('dialog').getByRole('button', { name: WISHLIST_TEXT[culture].removeFromList }),
    done: all(async ({ page, culture }) => {
      await expect(page.getByRole('dialog').locator('[data-wishlist-membership]')).toHaveText(
        say(culture, 'Wishlist.NotInList'),
      );
    }, deletedThenPutBack),
    reactions: { ...CATALOGUE, '500': toastSays('Manager.UnknowsErrors') },
  },
  {
    call: 'POST catalog/wishlist/updatename',
    spec: '001 §7 POST catalog/wishlist/updatename (Id, Name)',
    culture: 'nl',
    match: '/catalog/wishlist/updatename',
    method: 'POST',
    // The editor stays open with the name after a failure: the next cell presses Enter again. A cut answer is a
    // success (the name saved): the cell after it starts from the page with the list's name as it was.
    fresh: true,
    open: async (page, culture) => {
      await openWishlistPage(page, culture);
      await sameVisitorCall(page, 'POST', `/${culture}/catalog/wishlist/updatename`, undefined, {
        Id: 1,
        Name: 'Sortie du dimanche',
      });
      await openWishlistPage(page, culture);
      await page.getByRole('button', { name: new RegExp(`^${WISHLIST_TEXT[culture].rename}`) }).click();
      await page.getByLabel(WISHLIST_TEXT[culture].nameLabel).fill('Vakantie');
    },
    act: async (page, culture) => {
      await page.getByLabel(WISHLIST_TEXT[culture].nameLabel).press('Enter');
    },
    kept: { field: (page) => page.getByLabel(WISHLIST_TEXT.nl.nameLabel), value: 'Vakantie' },
    done: async ({ page }) => {
      await expect(page.locator('[data-wishlist-items] h2')).toHaveText('Vakantie');
    },
    // Its answer is not read: a cut one is a success.
    succeedsOn: ['malformed'],
    reactions: EDITOR_FAILURES,
  },
  {
    call: 'POST catalog/wishlist/updatequantity',
    spec: '001 §7 POST catalog/wishlist/updatequantity (Id, Quantity; §8 desired-quantity form failure)',
    culture: 'fr',
    match: '/catalog/wishlist/updatequantity',
    method: 'POST',
    // The dialog stays open with the quantity typed after a failure.
    open: async (page, culture) => {
      await openWishlistPage(page, culture);
      await page
        .locator('[data-wishlist-item]')
        .nth(1)
        .getByRole('link', { name: new RegExp(`^${WISHLIST_TEXT[culture].change}`) })
        .click();
      await expect(page.getByRole('dialog').locator('form[data-widget-mounted~="wishlist-quantity"]')).toBeVisible();
      await page.getByRole('dialog').getByLabel(WISHLIST_TEXT[culture].desired).fill('4');
    },
    act: async (page, culture) => {
      await page.getByRole('dialog').getByLabel(WISHLIST_TEXT[culture].desired).press('Enter');
    },
    kept: { field: (page) => page.getByRole('dialog').getByLabel(WISHLIST_TEXT.fr.desired), value: '4' },
    busy: (page) => page.locator('dialog form[aria-busy=true]'),
    done: async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('[data-wishlist-item]').nth(1).locator('[data-wishlist-quantity]')).toHaveText('4');
    },
    reactions: {
      '401': loginModal,
      '404': toastSays('Core.ErrorServer'),
      '500': toastSays('Core.ErrorServer'),
      abort: connectionLost,
      malformed: toastSays('Core.ErrorServer'),
    },
  },
  {
    call: 'GET catalog/wishlist/list_item',
    spec: '000 §7 GET {culture}/catalog/wishlist/list_item?wishlistid={id} (HTML)',
    culture: 'nl',
    match: '/catalog/wishlist/list_item',
    method: 'GET',
    visitor: async (page, culture) => {
      await openShopPage(page, `/${culture}/`);
      await createList(page, culture, 'Atelier', 50152);
    },
    open: openWishlistPage,
    fresh: true,
    act: async (page) => {
      await page.getByRole('link', { name: 'Atelier', exact: true }).click();
    },
    busy: (page) => page.locator('[data-wishlist-items][aria-busy=true]'),
    done: async ({ page }) => {
      await expect(page.locator('[data-wishlist-items] h2')).toHaveText('Atelier');
    },
    reactions: {
      ...CATALOGUE,
      // A list that is not there (deleted in another tab) says so where the list would be.
      '404': all(consoleLog, textSays('[data-wishlist-items] > .alert', 'Wishlist.ListGone')),
      malformed: noDialog,
    },
  },
  {
    call: 'POST catalog/products/addwishlisttocart',
    spec: '001 §7 POST catalog/products/addwishlisttocart (WishlistId, Items)',
    culture: 'fr',
    match: '/catalog/products/addwishlisttocart',
    method: 'POST',
    open: openWishlistPage,
    act: async (page, culture) => {
      await page.getByRole('button', { name: WISHLIST_TEXT[culture].toCart }).click();
    },
    control: (page, culture) => page.getByRole('button', { name: WISHLIST_TEXT[culture].toCart }),
    done: toastSays('Wishlist.AddedToCart', 'status'),
    // Its answer is not read (expect: 'none'): a cut one is a success.
    succeedsOn: ['malformed'],
    reactions: { ...CATALOGUE, '500': toastSays('Manager.UnknowsErrors'), malformed: noDialog },
  },
  {
    call: 'PUT salestaxes/currentcountry',
    spec: '001 §7 PUT /api/v1/salestaxes/currentcountry (body currentCountry; the page reloads)',
    culture: 'nl',
    match: '/api/v1/salestaxes/currentcountry',
    method: 'PUT',
    visitor: oneLine,
    open: cartPage,
    act: async (page) => {
      await page.locator('#sales-tax-country').selectOption('NL');
    },
    // A failed change puts the select back on the country in force.
    kept: { field: (page) => page.locator('#sales-tax-country'), value: 'BE' },
    control: (page) => page.locator('#sales-tax-country'),
    busy: blockLoader,
    done: async ({ page }) => {
      // The cart's content comes back with the prices of that country.
      await expect(page.locator('#sales-tax-country')).toHaveValue('NL');
      await expect(page.locator('#sales-tax-country')).toHaveAttribute('data-widget-mounted', /sales-tax-country/);
    },
    reactions: CATALOGUE,
  },
  {
    call: 'GET catalog/products/{productId}/productvariants',
    spec: '001 §7 GET {app}/api/v1/catalog/products/{productId}/productvariants (chosen attributes and quantity)',
    culture: 'fr',
    match: '/api/v1/catalog/products/1001/productvariants',
    method: 'GET',
    open: (page, culture) => openShopPage(page, JERSEY[culture]),
    act: async (page) => {
      await page.locator('#variation-1').selectOption('103');
    },
    // A failed refresh shows the variant the form still sends (XS) again.
    kept: { field: (page) => page.locator('#variation-1'), value: '101' },
    control: (page) => page.locator('#variation-1'),
    busy: (page) => page.locator('form.product-order.is-refreshing'),
    done: async ({ page }) => {
      await expect(page.locator('.product-order [name="ProductVariantId"]')).toHaveValue('50009');
    },
    reactions: CATALOGUE,
  },
  {
    call: 'POST shipping/{carrier}/getpickuppoints',
    spec: '001 §7 POST /api/v1/shipping/{carrier}/getpickuppoints (§8 pickup search failure)',
    culture: 'fr',
    match: '/api/v1/shipping/bpost/getpickuppoints',
    method: 'POST',
    visitor: oneLine,
    open: openPickupSearch,
    act: async (page, culture) => {
      const dialog = pickupDialog(page, culture);
      await dialog.getByRole('combobox', { name: PICKUP_TEXT[culture].address }).fill('Place Flagey 1050');
      await dialog.getByRole('button', { name: PICKUP_TEXT[culture].search }).click();
    },
    kept: {
      field: (page) => pickupDialog(page, 'fr').getByRole('combobox', { name: PICKUP_TEXT.fr.address }),
      value: 'Place Flagey 1050',
    },
    control: (page, culture) => pickupDialog(page, culture).getByRole('button', { name: PICKUP_TEXT[culture].search }),
    busy: blockLoader,
    done: async ({ page, culture }) => {
      await expect(pickupDialog(page, culture).locator('[data-pickup-status]')).toHaveText(PICKUP_TEXT[culture].found);
    },
    reactions: CATALOGUE,
  },
  {
    call: 'POST shoppingcarts/externalpickuppoint',
    spec: '001 §7 POST /api/v1/shoppingcarts/externalpickuppoint (saved pickup point; then the page reloads)',
    culture: 'nl',
    match: '/api/v1/shoppingcarts/externalpickuppoint',
    method: 'POST',
    visitor: oneLine,
    open: async (page, culture) => {
      await openPickupSearch(page, culture);
      await pickupDialog(page, culture).locator('.pickup-point label').first().click();
    },
    act: async (page, culture) => {
      await pickupDialog(page, culture).getByRole('button', { name: PICKUP_TEXT[culture].select }).click();
    },
    // The choice stays, so that the shopper can try again.
    kept: { field: (page) => pickupDialog(page, 'nl').getByRole('radio').first(), checked: true },
    control: (page, culture) => pickupDialog(page, culture).getByRole('button', { name: PICKUP_TEXT[culture].select }),
    busy: blockLoader,
    done: async ({ page, culture }) => {
      await expect(pickupDialog(page, culture)).toHaveCount(0);
      await expect(page.locator('[data-pickup-summary]')).not.toBeEmpty();
    },
    reactions: CATALOGUE,
  },
  {
    call: 'GET widget/couponcodes/list',
    spec: '000 §7 GET widget/couponcodes/list (coupon list HTML, in a dialog)',
    culture: 'fr',
    match: '/widget/couponcodes/list',
    method: 'GET',
    visitor: oneLine,
    open: cartPage,
    act: async (page) => {
      await couponListLink(page).click();
    },
    control: couponListLink,
    busy: blockLoader,
    done: couponListShows(2),
    reactions: {
      ...CATALOGUE,
      // Half the list is still markup: the dialog shows what arrived, and closes.
      malformed: async ({ page }) => {
        await expect(page.getByRole('dialog')).toBeVisible();
        await page.getByRole('dialog').press('Escape');
        await expect(page.getByRole('dialog')).toHaveCount(0);
      },
    },
  },
  {
    call: 'GET couponcode/user/{id}',
    spec: '000 §7 GET api/v1/couponcode/user/{id} (available coupons of the signed-in customer)',
    culture: 'nl',
    match: '/api/v1/couponcode/user/',
    method: 'GET',
    visitor: async (page, culture) => {
      await signIn(page, culture);
      await oneLine(page);
    },
    open: cartPage,
    act: async (page) => {
      await couponListLink(page).click();
    },
    control: couponListLink,
    done: couponListShows(3, 'PRO15'),
    // The customer's own codes could not come: a warning, the public codes stay. A 401: the login modal over the
    // list, the public codes under it.
    reactions: {
      ...always(
        all(async ({ consoleLines }) => {
          await expect
            .poll(() => consoleLines.some((line) => line.type === 'warning' && line.text.includes('coupon-list')))
            .toBe(true);
        }, couponListShows(2)),
      ),
      '401': all(loginModal, couponListShows(2)),
    },
  },
  {
    call: 'GET assetslibrary/folders/hierarchy',
    spec: '000 §7 GET {app}/api/v1/assetslibrary/folders/hierarchy?folderId={id} (the folder tree, at mount)',
    culture: 'nl',
    match: '/api/v1/assetslibrary/folders/hierarchy',
    method: 'GET',
    open: async () => undefined,
    act: async (page, culture) => {
      await page.goto(`/${culture}/documents`);
    },
    returnUrl: (culture) => `/${culture}/documents`,
    done: async ({ page }) => {
      await expect(page.getByRole('tree')).toBeVisible();
    },
    // The tree could not be built: the CMS's folder links stay, as without script.
    reactions: catalogueAnd(async ({ page }) => {
      await expect(page.getByRole('tree')).toHaveCount(0);
      await expect(page.locator('[data-widget="folder-tree"] a').first()).toBeVisible();
    }),
  },
  {
    call: 'GET assetslibrary/asset/assetsbyfolder/…',
    spec: "001 §7 GET {culture}/assetslibrary/asset/assetsbyfolder/... (HTML fragment of a folder's assets)",
    culture: 'fr',
    match: '/assetslibrary/asset/assetsbyfolder/',
    method: 'GET',
    open: async (page, culture) => {
      await openShopPage(page, `/${culture}/documents`);
      await expect(page.getByRole('tree')).toBeVisible();
    },
    fresh: true,
    act: async (page) => {
      await folderItem(page, 'Garanties').click();
    },
    busy: (page) => page.locator('[data-assets-update][aria-busy=true]'),
    done: async ({ page }) => {
      await expect(page.locator('[data-assets-update]').getByRole('heading')).toHaveText('Garanties');
    },
    reactions: { ...CATALOGUE, malformed: noDialog },
  },
  {
    call: 'GET widget/catalog/StockByWarehouse',
    spec: '001 §7 GET widget/catalog/StockByWarehouse (productId, productVariantId, displayAllActiveWarehouses; a dialog)',
    culture: 'nl',
    match: '/widget/catalog/StockByWarehouse',
    method: 'GET',
    open: (page, culture) => openShopPage(page, JERSEY[culture]),
    act: async (page) => {
      await page.locator('a[href*="/widget/catalog/StockByWarehouse"]').click();
    },
    control: (page) => page.locator('a[href*="/widget/catalog/StockByWarehouse"]'),
    busy: blockLoader,
    done: dialogShownThenClosed,
    reactions: { ...CATALOGUE, malformed: dialogShownThenClosed },
  },
  {
    call: 'POST catalog/wishlist/updatedescription',
    spec: '001 §7 POST catalog/wishlist/updatedescription (Id, Description)',
    culture: 'fr',
    match: '/catalog/wishlist/updatedescription',
    method: 'POST',
    // As the name: the editor stays open after a failure; a cut answer is a success, so each cell starts afresh.
    fresh: true,
    open: async (page, culture) => {
      await openWishlistPage(page, culture);
      await sameVisitorCall(page, 'POST', `/${culture}/catalog/wishlist/updatedescription`, undefined, {
        Id: 1,
        Description: 'Ce qu’il me faut pour les longues sorties.',
      });
      await openWishlistPage(page, culture);
      await page.getByRole('button', { name: WISHLIST_TEXT[culture].editDescription }).click();
      await page.getByLabel(WISHLIST_TEXT[culture].descriptionLabel).fill('Pour la pluie');
    },
    act: async (page, culture) => {
      await page.getByLabel(WISHLIST_TEXT[culture].descriptionLabel).press('Enter');
    },
    kept: { field: (page) => page.getByLabel(WISHLIST_TEXT.fr.descriptionLabel), value: 'Pour la pluie' },
    done: async ({ page }) => {
      await expect(page.locator('[data-wishlist-edit="description"] [data-wishlist-edit-text]')).toHaveText(
        'Pour la pluie',
      );
    },
    succeedsOn: ['malformed'],
    reactions: EDITOR_FAILURES,
  },
  {
    call: 'DELETE catalog/wishlist/deletefromalllist/{variantId}',
    spec: '001 §7 DELETE catalog/wishlist/deletefromalllist/{variantId} (the wishlist dialog)',
    culture: 'nl',
    match: '/catalog/wishlist/deletefromalllist/',
    method: 'DELETE',
    // Its answer is empty (204): a cut one is a success, which empties the lists of it; each cell starts afresh.
    fresh: true,
    succeedsOn: ['malformed'],
    open: (page, culture) => wishlistDialog(page, 1001, culture).then(() => undefined),
    act: async (page, culture) => {
      await page.getByRole('dialog').getByRole('button', { name: WISHLIST_TEXT[culture].removeFromAll }).click();
    },
    busy: (page) => page.locator('dialog form[aria-busy=true]'),
    done: deletedThenPutBack,
    reactions: { ...CATALOGUE, '500': toastSays('Manager.UnknowsErrors') },
  },
  {
    call: 'GET catalog/wishlist/products/count',
    spec: '001 §7 GET catalog/wishlist/products/count (the header counter, after an add)',
    culture: 'fr',
    match: '/catalog/wishlist/products/count',
    method: 'GET',
    open: async () => undefined,
    // The action opens the product page: the login modal returns there.
    returnUrl: (culture) => `/${culture}/catalog/product/1002/p`,
    act: async (page, culture) => {
      const dialog = await wishlistDialog(page, 1002, culture);
      await dialog.getByRole('button', { name: WISHLIST_TEXT[culture].add }).click();
      // The dialog of the list (a 401's login modal may open as it closes).
      await expect(page.locator('dialog form[data-widget-mounted~="wishlist-add"]')).toHaveCount(0);
    },
    done: async ({ page, culture }) => {
      const count = await page.request.get(`/${culture}/catalog/wishlist/products/count`);
      await expect(page.locator('.site-header [data-wishlist-count]')).toHaveText(String(await count.json()));
    },
    // A counter refresh after the add: a failure leaves it as it was, with a warning.
    reactions: withLogin(warningOnly('wishlist counter could not be refreshed')),
  },

  // ---- the rest of both tables (second pass) ----------------------------------------------------------------------
  {
    call: 'POST {culture}/assets/upload/{field}',
    spec: "000 §7 POST upload form to the upload field's own endpoint (§8 upload failure: the generic error modal)",
    culture: 'nl',
    match: '/assets/upload/',
    method: 'POST',
    open: uploadsPage,
    act: async (page) => {
      await uploadInput(page, 'invoice').setInputFiles({
        name: 'factuur.pdf',
        mimeType: 'application/pdf',
        buffer: PDF,
      });
    },
    // The field is enabled again; the list stays as it was (empty: nothing was added).
    control: (page) => uploadInput(page, 'invoice'),
    busy: (page) => page.locator('[data-unique-id="invoice"][aria-busy=true]'),
    done: async ({ page }) => {
      await expect(page.locator('[data-unique-id="invoice"] .asset-item .asset-name')).toHaveText('factuur');
    },
    reactions: catalogueAnd(async ({ page }) => {
      await expect(page.locator('[data-unique-id="invoice"] .asset-item')).toHaveCount(0);
    }),
  },
  {
    call: 'GET assets/croptempimg/{tmpName}/…',
    spec: '000 §7 GET {app}/assets/croptempimg/{tmpName}/{x}/{y}/{w}/{h}/{cropWidth}/{cropHeight} (§8 crop failure)',
    culture: 'fr',
    match: '/assets/croptempimg/',
    method: 'GET',
    // An image wider than the crop box: the crop dialog opens, which stays open after a failure for another try.
    open: async (page, culture) => {
      await uploadsPage(page, culture);
      await uploadInput(page, 'photo').setInputFiles(await widePng());
      await expect(cropButton(page, culture)).toBeEnabled({ timeout: 20_000 });
    },
    act: async (page, culture) => {
      await cropButton(page, culture).click();
    },
    control: cropButton,
    busy: blockLoader,
    done: async ({ page, culture }) => {
      await expect(cropDialog(page, culture)).toHaveCount(0);
      await expect(page.locator('[data-unique-id="photo"] .asset-item .asset-name')).toHaveText('atelier');
    },
    // The error catalogue's entry; the dialog stays open with no asset kept.
    reactions: catalogueAnd(async ({ page, culture }) => {
      await expect(cropDialog(page, culture)).toBeVisible();
      await expect(page.locator('[data-unique-id="photo"] .asset-item')).toHaveCount(0);
    }),
  },
  {
    call: 'GET assetslibrary/assets/{assetId}',
    spec: '000 §7 GET {app}/api/v1/assetslibrary/assets/{assetId} (asset with Width, Height: an image the page came with, cropped again)',
    culture: 'nl',
    match: '/api/v1/assetslibrary/assets/',
    method: 'GET',
    // The uploads page after a post: the photo field holds its asset without sizes (the page's data-assets).
    open: async (page, culture) => {
      await uploadsPage(page, culture);
      await uploadInput(page, 'photo').setInputFiles(await exactPng());
      await uploadInput(page, 'repair').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: PDF });
      await expect(page.locator('[data-unique-id="repair"] .asset-item')).toHaveCount(1);
      await expect(page.locator('[data-unique-id="photo"] .asset-item')).toHaveCount(1);
      await page.locator('.uploads-form button[type=submit]').click();
      await expect(page.locator('[data-received="AssetId-photo"]')).toBeAttached();
      await expect(cropAgainButton(page, culture)).toBeVisible();
    },
    act: async (page, culture) => {
      await cropAgainButton(page, culture).click();
    },
    control: cropAgainButton,
    busy: blockLoader,
    // The sizes came: the crop dialog opens on the image (closed again, the list as it was).
    done: async ({ page, culture }) => {
      await expect(cropButton(page, culture)).toBeEnabled({ timeout: 20_000 });
      await cropDialog(page, culture)
        .getByRole('button', { name: say(culture, 'Core.Cancel'), exact: true })
        .click();
      await expect(cropDialog(page, culture)).toHaveCount(0);
    },
    // The error catalogue's entry; no crop dialog, the asset stays in the list.
    reactions: catalogueAnd(async ({ page, culture }) => {
      await expect(cropDialog(page, culture)).toHaveCount(0);
      await expect(page.locator('[data-unique-id="photo"] .asset-item .asset-name')).toHaveText('exact');
    }),
  },
  {
    call: 'GET settings/GoogleFrontAPIKey',
    spec: "000 §7 GET api/v1/settings/GoogleFrontAPIKey (the pickup search's Google geocoder; §8 geocoding failures: logged only)",
    culture: 'fr',
    match: '/api/v1/settings/GoogleFrontAPIKey',
    method: 'GET',
    // A shop that configured the Google geocoder, Google stubbed at the network; the key is asked again after a
    // failure and kept after the success (the slow cell, last).
    visitor: async (page, culture) => {
      await oneLine(page);
      await googleGeocoderShop(page, culture);
    },
    open: openPickupSearch,
    act: async (page, culture) => {
      const address = pickupDialog(page, culture).getByRole('combobox', { name: PICKUP_TEXT[culture].address });
      await address.fill('');
      await address.fill('Leuv');
    },
    kept: {
      field: (page) => pickupDialog(page, 'fr').getByRole('combobox', { name: PICKUP_TEXT.fr.address }),
      value: 'Leuv',
    },
    control: (page, culture) =>
      pickupDialog(page, culture).getByRole('combobox', { name: PICKUP_TEXT[culture].address }),
    done: async ({ page, culture }) => {
      await expect(pickupDialog(page, culture).getByRole('option')).toHaveText(['Leuven, Belgique']);
    },
    reactions: withLogin(warningOnly(/^\[runtime\] Geocoding .* failed/)),
  },
  {
    call: 'GET widget/catalog/DeliveryAddressPicker',
    spec: '001 §7 GET widget/catalog/DeliveryAddressPicker (inputname, isAddNewAddress, isEditAddress, selectedAddressId, type: the pickers refreshed after an address is saved)',
    culture: 'nl',
    match: '/widget/catalog/DeliveryAddressPicker',
    method: 'GET',
    // The private demo customer, a cart, the other delivery address shown.
    open: openCustomerCheckout,
    // A new address saved from the billing picker's dialog: then both pickers load their list again.
    act: async (page, culture) => {
      await billingPicker(page).getByRole('link', { name: ADDRESS_TEXT[culture].add }).click();
      const dialog = await fillAddress(page, culture, 'Both', 'Tiensestraat');
      await dialog.getByRole('button', { name: ADDRESS_TEXT[culture].save }).click();
    },
    control: (page, culture) => billingPicker(page).getByRole('link', { name: ADDRESS_TEXT[culture].add }),
    busy: (page) => page.locator('dialog .is-loading'),
    done: async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(billingPicker(page).locator('input:checked').locator('xpath=..')).toContainText('Tiensestraat');
    },
    // The address is saved (the dialog closes); a picker whose list could not come, or came cut short, keeps the
    // list it had, an address chosen (before: a cut list took the chosen address and the add link away).
    reactions: catalogueAnd(async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      for (const picker of [billingPicker(page), shippingPicker(page)])
        await expect(picker.locator('input[type=radio]:checked')).toHaveCount(1);
    }),
  },
  {
    call: 'GET address modal ({culture}/account/address/new)',
    spec: "001 §7 GET address modal (content loaded from the link's href)",
    culture: 'fr',
    match: '/account/address/new',
    method: 'GET',
    visitor: async (page, culture) => {
      await oneLine(page);
      await signIn(page, culture);
    },
    open: (page, culture) => openShopPage(page, `/${culture}/checkout`),
    act: async (page, culture) => {
      await billingPicker(page).getByRole('link', { name: ADDRESS_TEXT[culture].add }).click();
    },
    control: (page, culture) => billingPicker(page).getByRole('link', { name: ADDRESS_TEXT[culture].add }),
    busy: blockLoader,
    done: async ({ page }) => {
      await expect(page.getByRole('dialog').locator('form.address-form')).toBeVisible();
      await page.getByRole('dialog').press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    },
    reactions: { ...CATALOGUE, malformed: dialogShownThenClosed },
  },
  {
    call: 'POST catalog/wishlist/delete',
    spec: '001 §7 POST catalog/wishlist/delete (Id; the answer may hold Uri): the whole list, after asking',
    culture: 'nl',
    match: '/catalog/wishlist/delete',
    method: 'POST',
    open: openWishlistPage,
    act: async (page, culture) => {
      await page.getByRole('button', { name: WISHLIST_TEXT[culture].deleteList }).click();
      await page.getByRole('button', { name: say(culture, 'Core.Ok'), exact: true }).click();
    },
    // The list and its button stay after a failure.
    control: (page, culture) => page.getByRole('button', { name: WISHLIST_TEXT[culture].deleteList }),
    busy: (page) => page.locator('[data-wishlist-delete].is-loading'),
    done: async ({ page, culture }) => {
      const [before] = say(culture, 'Wishlist.ListDeleted').split('{{name}}');
      await expect(page.locator('.rt-toasts').getByRole('status')).toContainText(before ?? '');
      await expect(page).toHaveURL(new RegExp(`/${culture}/catalog/wishlist/`));
    },
    reactions: WISHLIST_FAILURES,
  },
  {
    call: 'DELETE catalog/wishlist/deletefromlist?query',
    spec: "001 §7 DELETE catalog/wishlist/deletefromlist (query form: productVariantId, listId; the wishlist page's line)",
    culture: 'nl',
    match: '/catalog/wishlist/deletefromlist?',
    method: 'DELETE',
    open: openWishlistPage,
    // Its answer is empty (204): a cut one is still a success, which deletes the line; each cell starts afresh.
    fresh: true,
    succeedsOn: ['malformed'],
    act: async (page, culture) => {
      await page
        .locator('[data-wishlist-item]')
        .first()
        .getByRole('button', { name: new RegExp(`^${WISHLIST_TEXT[culture].remove}`) })
        .click();
    },
    control: (page, culture) =>
      page
        .locator('[data-wishlist-item]')
        .first()
        .getByRole('button', { name: new RegExp(`^${WISHLIST_TEXT[culture].remove}`) }),
    done: deletedThenPutBack,
    reactions: { ...CATALOGUE, '500': toastSays('Manager.UnknowsErrors') },
  },
  {
    call: 'GET {culture}/security/login?returnUrl (the login modal)',
    spec: '000 §7 GET login route with returnUrl (the login modal body, loaded after a 401)',
    culture: 'nl',
    match: '/security/login',
    method: 'GET',
    open: (page, culture) => openShopPage(page, `/${culture}/`),
    // A currency change answered 401 (the session ended): the login modal's own load is the call that fails.
    act: async (page) => {
      await injectFault(page, { match: '/currencyconverter/currency/changeto/CHF', method: 'POST', fault: '401' });
      await page.locator('#currency-switch').selectOption('CHF');
    },
    // The change did not happen: the select is back on the currency in force.
    kept: { field: (page) => page.locator('#currency-switch'), value: 'EUR' },
    control: (page) => page.locator('#currency-switch'),
    busy: blockLoader,
    done: loginModal,
    reactions: {
      // The modal's load answered 401 in turn: the login modal, loaded again.
      ...CATALOGUE,
      // Half a login page: the modal shows what came, and closes.
      malformed: dialogShownThenClosed,
    },
  },
  {
    call: 'GET widget/catalog/ProductPhotosGallery',
    spec: '001 §7 GET widget/catalog/ProductPhotosGallery (productVariantId: the gallery a variant answer left out)',
    culture: 'fr',
    match: '/widget/catalog/ProductPhotosGallery',
    method: 'GET',
    // A helmet: the reference CMS leaves its gallery (with a 360° view) out of the variant answer.
    open: (page, culture) => openShopPage(page, `/${culture}/catalog/product/1020/x`),
    act: async (page) => {
      const size = page.locator('[name="VariantValueId1"]');
      await size.selectOption((await size.inputValue()) === '203' ? '204' : '203');
    },
    control: (page) => page.locator('[name="VariantValueId1"]'),
    busy: (page) => page.locator('form.product-order.is-refreshing'),
    done: async ({ page }) => {
      const variant = await page.locator('.product-order [name="ProductVariantId"]').inputValue();
      await expect(page.locator('.product-gallery__main img')).toHaveAttribute('src', new RegExp(`variant=${variant}`));
    },
    // A block of the variant: a failure keeps the gallery it had, with a warning; half a gallery is shown as it came.
    reactions: variantBlockFailures(async ({ page }) => {
      await expect(page.locator('.product-gallery__main img')).toHaveAttribute('src', /variant=50242/);
    }),
  },
  {
    call: 'GET widget/catalog/DegressivePrice',
    spec: "001 §7 GET widget/catalog/DegressivePrice (productVariantId: the variant's degressive price table)",
    culture: 'nl',
    match: '/widget/catalog/DegressivePrice',
    method: 'GET',
    open: (page, culture) => openShopPage(page, `/${culture}/catalog/product/1004/x`),
    act: async (page) => {
      const size = page.locator('#variation-1');
      await size.selectOption((await size.inputValue()) === '103' ? '104' : '103');
    },
    control: (page) => page.locator('#variation-1'),
    busy: (page) => page.locator('form.product-order.is-refreshing'),
    done: async ({ page }) => {
      await expect(page.locator('[data-variant-fragment] table.degressive')).toBeVisible();
    },
    // A block of the variant: a failure keeps the table it had, with a warning (before: an answer cut by the
    // network was taken for a newer choice's cancel, and said nothing); half a table is shown as it came.
    reactions: variantBlockFailures(async ({ page }) => {
      await expect(page.locator('[data-variant-fragment] table.degressive')).toBeVisible();
    }),
  },
  {
    call: 'GET widget/catalog/ListFilter',
    spec: '001 §7 GET widget/catalog/ListFilter (categoryId, brandId, currentFilter: the facet panel of a brand within a category, which the template leaves empty)',
    culture: 'fr',
    match: '/widget/catalog/ListFilter',
    method: 'GET',
    open: async () => undefined,
    act: async (page, culture) => {
      await page.goto(`/${culture}/catalog/category/1?brandId=1`);
    },
    returnUrl: (culture) => `/${culture}/catalog/category/1?brandId=1`,
    busy: (page) => page.locator('[data-widget="facets"][aria-busy=true]'),
    done: async ({ page }) => {
      await expect(page.locator('[data-widget="facets"] [data-filter-value]').first()).toBeVisible();
    },
    // No panel: the list itself stays, usable.
    reactions: {
      ...catalogueAnd(async ({ page }) => {
        await expect(page.locator('[data-widget="facets"] [data-filter-value]')).toHaveCount(0);
        await expect(page.locator('.product-card').first()).toBeVisible();
      }),
      // Half a panel is still markup: shown as it came.
      malformed: noDialog,
    },
  },
];
