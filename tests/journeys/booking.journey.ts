/**
 * The workshop booking form in each engine: the date picker (a typed day selected in the calendar, arrows and
 * Enter, a day clicked; the days come from the field's min, never from the machine's date) and the styled select
 * (keyboard and pointer, the native select following).
 */
import { expect, test, type Shopper } from '../engines/fixtures.ts';
import { SHOP_NOW, SHOP_TIME_ZONE } from '../shop-clock.mjs';

const TEXT = {
  fr: { choose: 'Choisir une date', workshop: 'Atelier', chooseWorkshop: 'Choisissez un atelier', gent: 'Gand' },
  nl: { choose: 'Kies een datum', workshop: 'Atelier', chooseWorkshop: 'Kies een atelier', gent: 'Gent' },
};

const FIELD = '#Booking_Date';
const two = (value: number) => String(value).padStart(2, '0');
const iso = (day: Date) => `${day.getUTCFullYear()}-${two(day.getUTCMonth() + 1)}-${two(day.getUTCDate())}`;
const short = (day: Date) => `${two(day.getUTCDate())}/${two(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
const plus = (day: Date, days: number) => new Date(day.getTime() + days * 86_400_000);
const dayButton = (day: Date) => `[role=dialog] [data-day="${iso(day)}"] button`;

/**
 * The field's first bookable day (its min attribute, an ISO day), as a UTC date: the day after the page's today,
 * which is the shop clock's in Brussels (the reference CMS's calendar and the page's Date agree, in every engine).
 */
async function firstDay(shopper: Shopper): Promise<Date> {
  const min = await shopper.attribute(FIELD, 'min');
  expect(min).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  const pageToday = await shopper.evaluate(() => {
    const now = new Date();
    return Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  });
  expect(iso(plus(new Date(pageToday), 1))).toBe(min);
  expect(iso(new Date(pageToday))).toBe(shopToday());
  return new Date(`${min}T00:00:00Z`);
}

/** The shop clock's day in Brussels (tests/shop-clock.mjs). */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(SHOP_NOW);

for (const culture of ['fr', 'nl'] as const) {
  const l = TEXT[culture];
  test(`the date picker by keyboard and pointer, the styled select (${culture})`, async ({ shopper }) => {
    await shopper.open(`/${culture}/service/booking`);
    const typed = plus(await firstDay(shopper), 10);
    await shopper.fill(FIELD, short(typed));
    const toggle = { role: 'button', nameContains: l.choose } as const;
    await shopper.click(toggle);
    await shopper.find({ role: 'dialog', name: l.choose });
    await expect.poll(() => shopper.focused(dayButton(typed))).toBe(true);
    await shopper.press('ArrowRight');
    await shopper.press('ArrowDown');
    const target = plus(typed, 8);
    await expect.poll(() => shopper.focused(dayButton(target))).toBe(true);
    await shopper.press('Enter');
    await expect.poll(() => shopper.count('[role=dialog]')).toBe(0);
    expect(await shopper.value(FIELD)).toBe(short(target));
    expect(await shopper.focused(toggle)).toBe(true);

    // A day of the same month clicked.
    const clicked = target.getUTCDate() > 7 ? plus(target, -7) : plus(target, 7);
    await shopper.click(toggle);
    await shopper.click(dayButton(clicked));
    await expect.poll(() => shopper.value(FIELD)).toBe(short(clicked));
    expect(await shopper.text({ css: '[data-valmsg-for="Booking.Date"]', hidden: true })).toBe('');

    // The styled select: reached with Tab, opened and chosen with the keys, then with the pointer.
    const combobox = { role: 'combobox', nameContains: l.workshop } as const;
    expect(await shopper.text(combobox)).toBe(l.chooseWorkshop);
    await shopper.click('#Booking_Name');
    await shopper.press('Tab');
    expect(await shopper.focused(combobox)).toBe(true);
    await shopper.press('ArrowDown');
    await expect.poll(() => shopper.attribute(combobox, 'aria-expanded')).toBe('true');
    await shopper.press('ArrowDown');
    await shopper.press('Enter');
    await expect.poll(() => shopper.text(combobox)).toBe(l.gent);
    expect(await shopper.value({ css: 'select[name="Booking.Workshop"]', hidden: true })).toBe('gent');
    await shopper.click(combobox);
    const first = { role: 'option', within: '[role=listbox]' } as const;
    const firstName = await shopper.text(first);
    await shopper.click(first);
    // The option shows the workshop's name and address; the closed control its name.
    await expect.poll(() => shopper.text(combobox)).not.toBe(l.gent);
    expect(firstName.startsWith(await shopper.text(combobox))).toBe(true);
    expect(await shopper.value({ css: 'select[name="Booking.Workshop"]', hidden: true })).not.toBe('gent');
  });
}
