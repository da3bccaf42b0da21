/**
 * A pickup point as the list shows it (a radio with its name, address and distance, then its details: opening
 * hours as a table and the carrier's other fields) and as its map popup. Every value is the carrier's JSON, so it
 * is written as text.
 */
import { t } from '../../runtime/i18n.ts';
import { sameOriginPath } from '../../runtime/urls.ts';
import { hoursRows, type PickupPoint } from './pickup-rules.ts';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

const addressOf = (point: PickupPoint) =>
  [point.Address, [point.PostCode, point.City].filter(Boolean).join(' ')].filter(Boolean).join(', ');

function hoursTable(point: PickupPoint): HTMLTableElement | null {
  const rows = hoursRows(point.StandardHoursOfOperation);
  if (!rows.length) return null;
  const table = el('table', 'table table-sm pickup-point__hours');
  table.append(el('caption', '', t('Pickup.OpeningHours')));
  const body = el('tbody', '');
  for (const row of rows) {
    const line = el('tr', '');
    const day = el('th', '', row.day);
    day.scope = 'row';
    line.append(day, el('td', '', row.hours));
    body.append(line);
  }
  table.append(body);
  return table;
}

function facts(point: PickupPoint): HTMLDListElement | null {
  const list = el('dl', 'pickup-point__facts');
  const add = (label: string, value: string) => {
    if (!value) return;
    list.append(el('dt', '', label), el('dd', '', value));
  };
  add(t('Pickup.Phone'), point.PhoneNumber);
  add(t('Pickup.LatestDropOff'), point.LatestAirDropOffTime);
  add(t('Pickup.Informations'), point.Informations);
  add(t('Pickup.Comments'), point.Comments);
  add(t('Pickup.SpecialInstructions'), point.SpecialInstructions);
  add(t('Pickup.AdditionalComments'), point.AdditionalComments);
  if (point.AdditionalChargeIndicator) add(t('Pickup.AdditionalCharge'), t('Pickup.AdditionalChargeYes'));
  return list.childElementCount ? list : null;
}

export function pointEntry(
  point: PickupPoint,
  { group, distance, current }: { group: string; distance: string; current: boolean },
): HTMLLIElement {
  const id = `${group}-${point.PublicAccessPointID.replace(/[^\w-]/g, '_')}`;
  const item = el('li', 'pickup-point');
  item.dataset.pointId = point.PublicAccessPointID;
  const choice = el('div', 'form-check pickup-point__choice');
  const radio = el('input', 'form-check-input');
  radio.type = 'radio';
  radio.name = group;
  radio.id = id;
  radio.value = point.PublicAccessPointID;
  const label = el('label', 'form-check-label pickup-point__label');
  label.htmlFor = id;
  label.append(el('span', 'pickup-point__name', point.ConsigneeName));
  if (current) label.append(' ', el('span', 'badge text-bg-secondary pickup-point__current', t('Pickup.Current')));
  // Spaces between the parts, so that the radio's accessible name reads as words.
  label.append(' ', el('span', 'pickup-point__address', addressOf(point)));
  if (distance) label.append(' ', el('span', 'pickup-point__distance', distance));
  choice.append(radio, label);
  item.append(choice);
  const table = hoursTable(point);
  const more = facts(point);
  // The carrier's photo loads only from the site, as any image an answer names (another host: a warning, no photo).
  const imageUrl = point.ImageURL ? sameOriginPath(point.ImageURL) : null;
  if (table || more || imageUrl) {
    const details = el('details', 'pickup-point__details');
    details.append(el('summary', '', t('Pickup.Details')));
    if (imageUrl) {
      const image = el('img', 'pickup-point__image');
      image.src = imageUrl;
      image.alt = '';
      image.loading = 'lazy';
      details.append(image);
    }
    if (table) details.append(table);
    if (more) details.append(more);
    item.append(details);
  }
  return item;
}

/** The marker's popup: the point and its choose button. */
export function pointPopup(point: PickupPoint, distance: string, onChoose: () => void): HTMLElement {
  const box = el('div', 'pickup-popup');
  box.append(el('p', 'pickup-popup__name', point.ConsigneeName), el('p', 'pickup-popup__address', addressOf(point)));
  if (distance) box.append(el('p', 'pickup-popup__distance', distance));
  const button = el('button', 'btn btn-primary btn-sm pickup-popup__choose', t('Pickup.Choose'));
  button.type = 'button';
  button.setAttribute('aria-label', `${t('Pickup.Choose')} : ${point.ConsigneeName}`);
  button.addEventListener('click', onChoose);
  box.append(button);
  return box;
}
