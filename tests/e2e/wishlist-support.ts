/**
 * Helpers of the wishlist browser tests (e2e/shop-wishlist, and the fault matrix's wishlist rows): the dialog's and
 * the lists page's words, the product page's wishlist button and dialog, lists made or deleted as another tab would.
 */
import type { Page } from '@playwright/test';
import { expect, openShopPage, sameVisitorCall, type Culture } from './support.ts';

/** The words of the wishlist dialog and the lists page (labels, buttons, messages). */
export const WISHLIST_TEXT = {
  fr: {
    list: 'Liste',
    newList: 'Nouvelle liste…',
    newName: 'Nom de la nouvelle liste',
    add: 'Ajouter à la liste',
    removeFromList: 'Retirer de cette liste',
    removeFromAll: 'Retirer de toutes mes listes',
    addedTo: 'Le produit a été ajouté à la liste',
    rename: 'Renommer',
    editDescription: 'Modifier la description',
    nameLabel: 'Nom de la liste',
    descriptionLabel: 'Description de la liste',
    save: 'Enregistrer',
    change: 'Modifier',
    remove: 'Retirer',
    toCart: 'Tout ajouter au panier',
    deleteList: 'Supprimer la liste',
    desired: 'Quantité souhaitée',
    quantityRange: 'La quantité doit être comprise entre 1 et 999.',
    quantityNumber: 'La quantité doit être un nombre.',
    lineGone: "Ce produit n'est plus dans la liste",
    firstList: 'Sortie du dimanche',
    birthList: 'Naissance de Léa',
    wishlistButton: 'Ajouter à ma liste d’envies',
    birthButton: 'Ajouter à une liste de naissance',
    listGone: 'Cette liste n’existe plus.',
  },
  nl: {
    list: 'Lijst',
    newList: 'Nieuwe lijst…',
    newName: 'Naam van de nieuwe lijst',
    add: 'Aan de lijst toevoegen',
    removeFromList: 'Uit deze lijst verwijderen',
    removeFromAll: 'Uit al mijn lijsten verwijderen',
    addedTo: 'Het product is aan de lijst',
    rename: 'Naam wijzigen',
    editDescription: 'Beschrijving wijzigen',
    nameLabel: 'Naam van de lijst',
    descriptionLabel: 'Beschrijving van de lijst',
    save: 'Opslaan',
    change: 'Wijzigen',
    remove: 'Verwijderen',
    toCart: 'Alles in het winkelmandje',
    deleteList: 'Lijst verwijderen',
    desired: 'Gewenst aantal',
    quantityRange: 'Het aantal moet tussen 1 en 999 liggen.',
    quantityNumber: 'Het aantal moet een getal zijn.',
    lineGone: 'Dit product staat niet meer in de lijst',
    firstList: 'Sortie du dimanche',
    birthList: 'Naissance de Léa',
    wishlistButton: 'Op mijn verlanglijst zetten',
    birthButton: 'Op een geboortelijst zetten',
    listGone: 'Deze lijst bestaat niet meer.',
  },
};

/** Product 1001's first variant (50001) starts in the visitor's wishlist; product 1002's is in no list. */
export const IN_LIST = 1001;
export const NOT_IN_LIST = 1002;

export const productPath = (culture: string, id: number) => `/${culture}/catalog/product/${id}/p`;
/** The visitor's lists page (the first list shown). */
export const openWishlistPage = (page: Page, culture: Culture) =>
  openShopPage(page, `/${culture}/catalog/wishlist/list`);

/** The product page's main wishlist button (or its birth list one). */
export const wishlistButton = (page: Page, kind: 'wishlist' | 'birthlist' = 'wishlist') =>
  page.locator(
    `.product-order [data-widget="wishlist-button"]${kind === 'birthlist' ? '[data-kind="birthlist"]' : ':not([data-kind])'}`,
  );

/** Opens the wishlist dialog of the product page's main button (or its birth list one); resolves with it. */
export async function openWishlistDialog(page: Page, kind: 'wishlist' | 'birthlist' = 'wishlist') {
  await wishlistButton(page, kind).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.locator('form[data-widget-mounted~="wishlist-add"]')).toBeVisible();
  return dialog;
}

/** Adds a variant to a new list through the CMS's call, as the dialog does; returns the new list's id. */
export async function createList(page: Page, culture: string, name: string, variantId: number): Promise<number> {
  const response = await sameVisitorCall(page, 'POST', `/${culture}/catalog/wishlist/addproductvariant`, {
    WishlistId: '0',
    NewListName: name,
    ProductVariantId: String(variantId),
    BirthList: 'false',
  });
  return ((await response.json()) as { WishlistId: number }).WishlistId;
}

/** Deletes a list as another tab of the same visitor would (POST catalog/wishlist/delete). */
export async function deleteElsewhere(page: Page, culture: string, id: number): Promise<void> {
  await sameVisitorCall(page, 'POST', `/${culture}/catalog/wishlist/delete`, undefined, { Id: id });
}
