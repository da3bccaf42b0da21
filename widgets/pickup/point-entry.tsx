/**
 * A pickup point as the list shows it (`PickupPointEntry`: a radio with its name, address and distance, then its
 * details: the photo, `OpeningHours` as a table and `PointFacts`, the carrier's other fields) and as its map popup
 * (`PointPopup`). Every value is the carrier's JSON, drawn as text.
 */
import { Fragment, type RefObject, useLayoutEffect, useRef } from 'react';
import { t } from '../../runtime/i18n.ts';
import { sameOriginPath } from '../../runtime/urls.ts';
import { hoursRows, type PickupPoint } from './pickup-rules.ts';

const addressOf = (point: PickupPoint) =>
  [point.Address, [point.PostCode, point.City].filter(Boolean).join(' ')].filter(Boolean).join(', ');

interface PickupPointEntryProps {
  point: PickupPoint;
  /** The radio group's name (unique on the page); each radio's id starts with it. */
  group: string;
  distance: string;
  /** The point saved so far. */
  current: boolean;
  chosen: boolean;
  /** Changes when the point was chosen on the map: its entry comes into view. */
  revealed: number;
  onChoose: (id: string) => void;
}

export function PickupPointEntry({
  point,
  group,
  distance,
  current,
  chosen,
  revealed,
  onChoose,
}: PickupPointEntryProps) {
  const id = `${group}-${point.PublicAccessPointID.replace(/[^\w-]/g, '_')}`;
  const item = useRef<HTMLLIElement>(null);
  useRevealed(item, chosen, revealed);
  return (
    <li
      ref={item}
      className={chosen ? 'pickup-point is-active' : 'pickup-point'}
      data-point-id={point.PublicAccessPointID}
    >
      <div className="form-check pickup-point__choice">
        <input
          className="form-check-input"
          type="radio"
          name={group}
          id={id}
          value={point.PublicAccessPointID}
          checked={chosen}
          onChange={(event) => event.target.checked && onChoose(point.PublicAccessPointID)}
        />
        <label className="form-check-label pickup-point__label" htmlFor={id}>
          <span className="pickup-point__name">{point.ConsigneeName}</span>
          {current && (
            <>
              {' '}
              <span className="badge text-bg-secondary pickup-point__current">{t('Pickup.Current')}</span>
            </>
          )}
          {/* Spaces between the parts, so that the radio's accessible name reads as words. */ ' '}
          <span className="pickup-point__address">{addressOf(point)}</span>
          {distance && (
            <>
              {' '}
              <span className="pickup-point__distance">{distance}</span>
            </>
          )}
        </label>
      </div>
      <PointDetails point={point} />
    </li>
  );
}

/** The entry comes into view when it was chosen on the map (`revealed` changed), not when drawn or clicked. */
function useRevealed(item: RefObject<HTMLLIElement | null>, chosen: boolean, revealed: number): void {
  const seen = useRef(revealed);
  useLayoutEffect(() => {
    if (revealed === seen.current) return;
    seen.current = revealed;
    if (chosen) item.current?.scrollIntoView({ block: 'nearest' });
  }, [item, chosen, revealed]);
}

/** The photo, the opening hours and the other facts, folded; nothing when the carrier gave none. */
function PointDetails({ point }: { point: PickupPoint }) {
  // The carrier's photo loads only from the site, as any image an answer names (another host: a warning, no photo).
  const imageUrl = point.ImageURL ? sameOriginPath(point.ImageURL) : null;
  const hours = hoursRows(point.StandardHoursOfOperation);
  const facts = factsOf(point);
  if (!imageUrl && !hours.length && !facts.length) return null;
  return (
    <details className="pickup-point__details">
      <summary>{t('Pickup.Details')}</summary>
      {imageUrl && <img className="pickup-point__image" src={imageUrl} alt="" loading="lazy" />}
      {hours.length > 0 && <OpeningHours rows={hours} />}
      {facts.length > 0 && <PointFacts facts={facts} />}
    </details>
  );
}

/** StandardHoursOfOperation as a table: a day per row. */
export function OpeningHours({ rows }: { rows: ReturnType<typeof hoursRows> }) {
  return (
    <table className="table table-sm pickup-point__hours">
      <caption>{t('Pickup.OpeningHours')}</caption>
      <tbody>
        {rows.map((row, index) => (
          <tr key={index}>
            <th scope="row">{row.day}</th>
            <td>{row.hours}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The carrier's other fields that have a value, each with its label. */
function factsOf(point: PickupPoint): [label: string, value: string][] {
  const facts: [string, string][] = [
    [t('Pickup.Phone'), point.PhoneNumber],
    [t('Pickup.LatestDropOff'), point.LatestAirDropOffTime],
    [t('Pickup.Informations'), point.Informations],
    [t('Pickup.Comments'), point.Comments],
    [t('Pickup.SpecialInstructions'), point.SpecialInstructions],
    [t('Pickup.AdditionalComments'), point.AdditionalComments],
    [t('Pickup.AdditionalCharge'), point.AdditionalChargeIndicator ? t('Pickup.AdditionalChargeYes') : ''],
  ];
  return facts.filter(([, value]) => value);
}

function PointFacts({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <dl className="pickup-point__facts">
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The marker's popup (drawn into its box, `.pickup-popup`): the point and its choose button. */
export function PointPopup({
  point,
  distance,
  onChoose,
}: {
  point: PickupPoint;
  distance: string;
  onChoose: () => void;
}) {
  return (
    <>
      <p className="pickup-popup__name">{point.ConsigneeName}</p>
      <p className="pickup-popup__address">{addressOf(point)}</p>
      {distance && <p className="pickup-popup__distance">{distance}</p>}
      <button
        type="button"
        className="btn btn-primary btn-sm pickup-popup__choose"
        aria-label={t('Pickup.ChoosePoint', { name: point.ConsigneeName })}
        onClick={onChoose}
      >
        {t('Pickup.Choose')}
      </button>
    </>
  );
}
