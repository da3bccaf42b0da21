/**
 * The consent dialog in each engine, for a first visit: it asks, Accept all is clicked, and the scripts held for
 * consent run once each; those arriving with an in-place load run again.
 */
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { expect, test, type Shopper } from '../engines/fixtures.ts';

test.use({ consent: 'none' });

type Runs = { statistics?: number; marketing?: number };
const runs = (shopper: Shopper) =>
  shopper.evaluate(() => (window as unknown as { consentRuns?: Runs }).consentRuns ?? {});

const culture = 'fr';
const strings = STRING_RESOURCES[culture];

test(`the consent dialog asks; accepting releases the scripts held for it (${culture})`, async ({ shopper }) => {
  await shopper.open(`/${culture}/widgets`);
  const dialog = { role: 'dialog', name: strings['Consent.Title'] } as const;
  await shopper.find(dialog);
  const accept = { role: 'button', name: strings['Consent.AcceptAll'], within: 'dialog[open], [role=dialog]' } as const;
  expect(await shopper.focused(accept)).toBe(true);
  expect(await runs(shopper)).toEqual({});
  expect(await shopper.evaluate(() => document.cookie)).not.toContain('_ga_demo');

  await shopper.click(accept);
  await expect.poll(() => shopper.count(dialog)).toBe(0);
  await expect.poll(() => runs(shopper)).toEqual({ statistics: 1, marketing: 1 });
  const cookies = await shopper.evaluate(() => document.cookie);
  expect(cookies).toContain('_ga_demo');
  expect(cookies).toContain('_fbp_demo');

  // Held scripts that arrive with an in-place load run too, once per arrival.
  await shopper.markWindow();
  await shopper.click(`.site-header a[href="/${culture}/service"]`);
  await expect.poll(() => shopper.path()).toBe(`/${culture}/service`);
  await shopper.back();
  await expect.poll(() => runs(shopper)).toEqual({ statistics: 2, marketing: 2 });
  expect(await shopper.stillSameWindow()).toBe(true);
});
