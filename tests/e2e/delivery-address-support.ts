/**
 * Helpers of the change-delivery-address dialog's browser tests (e2e/delivery-address-change, and the fault matrix's
 * row for its call): the dialog's words, the dialog, a new address typed into it.
 */
import type { Page } from '@playwright/test';
import type { Culture } from './support.ts';

/** The words of the account's orders page and its dialog (the demo order AV-026480). */
export const DELIVERY_TEXT = {
  fr: {
    button: 'Changer l’adresse de livraison de AV-026480',
    title: 'Changer l’adresse de livraison',
    street: 'Rue',
    number: 'Numéro',
    postal: 'Code postal',
    city: 'Localité',
    send: 'Envoyer la demande',
    success: 'Votre demande a été transmise au transporteur.',
    notServed: 'Le transporteur ne peut plus livrer ce colis au code postal 9999.',
  },
  nl: {
    button: 'Leveringsadres van AV-026480 wijzigen',
    title: 'Leveringsadres wijzigen',
    street: 'Straat',
    number: 'Huisnummer',
    postal: 'Postcode',
    city: 'Gemeente',
    send: 'Aanvraag versturen',
    success: 'Uw aanvraag werd aan de vervoerder bezorgd.',
    notServed: 'De vervoerder kan dit pakket niet meer leveren op postcode 9999.',
  },
};

/** The change-delivery-address dialog. */
export const deliveryDialog = (page: Page, culture: Culture) =>
  page.getByRole('dialog', { name: DELIVERY_TEXT[culture].title });

/** Types a new address in Brussels into the open dialog, with `postal` as its postal code. */
export async function fillDeliveryAddress(page: Page, culture: Culture, postal: string): Promise<void> {
  const l = DELIVERY_TEXT[culture];
  const dialog = deliveryDialog(page, culture);
  await dialog.getByLabel(l.street).fill('Rue Haute');
  await dialog.getByLabel(l.number).fill('12');
  await dialog.getByLabel(l.postal).fill(postal);
  await dialog.getByLabel(l.city).fill('Bruxelles');
}
