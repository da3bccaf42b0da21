/**
 * The pickup screen's search (shop spec §5, §7, §8): the server's form (an address with suggestions, or postal code
 * and town: address-search.ts) asks the carrier for points, once at a time; the delivery address of the checkout is
 * the first search. What the carrier answers is told to `dispatch`; a refused or unreadable answer is logged and an
 * error toast; a failed request was told by the error catalogue, and the list stays as it was.
 */
import { type Dispatch, useEffect } from 'react';
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { Runtime } from '../../runtime/runtime.ts';
import { sendOnce } from '../../runtime/sending.ts';
import { toast } from '../../runtime/ui.ts';
import { appUrl } from '../../runtime/urls.ts';
import { attachAddressSearch } from './address-search.ts';
import type { PickupPointsOptions as Options } from './definition.ts';
import { type PickupAction, type PickupSearch, readPickupAnswer, searchBody } from './pickup-rules.ts';
import { encodeUriPart } from '../shared/uri-part.ts';

export interface PickupSearchSettings {
  form: HTMLFormElement;
  options: Options;
  runtime: Runtime;
  /** The widget's: aborted when the screen leaves the page. */
  signal: AbortSignal;
  /** The request key, one per screen. */
  key: string;
}

export function usePickupSearch(settings: PickupSearchSettings, dispatch: Dispatch<PickupAction>): void {
  useEffect(() => {
    const { form, options, runtime, signal } = settings;
    const listening = new AbortController();
    signal.addEventListener('abort', () => listening.abort(), { signal: listening.signal });
    const address = attachAddressSearch(form, { options, runtime, signal: listening.signal });
    const search = (query: PickupSearch) => askCarrier(query, settings, dispatch);
    sendOnce(
      form,
      async () => {
        const query = await address.query();
        if (query) await search(query);
        else dispatch({ type: 'empty' });
      },
      listening.signal,
    );
    const first = { city: options.city, postalCode: options.postCode, address: options.address };
    if (first.city || first.postalCode || first.address) void search(first);
    else dispatch({ type: 'empty' });
    return () => listening.abort();
  }, [settings, dispatch]);
}

async function askCarrier(query: PickupSearch, settings: PickupSearchSettings, dispatch: Dispatch<PickupAction>) {
  const { options, runtime, signal, key } = settings;
  const { app, culture } = runtime.config;
  dispatch({ type: 'searching' });
  let answer: unknown;
  try {
    answer = await request(appUrl(app, `api/v1/shipping/${encodeUriPart(options.carrier)}/getpickuppoints`), {
      method: 'POST',
      body: searchBody(query, { ...options, culture }),
      key,
      loader: true,
      signal,
    });
  } catch {
    dispatch({ type: 'failed' }); // The error catalogue told the shopper; the list stays as it was.
    return;
  }
  const read = readPickupAnswer(answer);
  if (read.kind !== 'points') {
    const reason = read.kind === 'refused' ? `status ${read.status}` : read.reason;
    console.warn(`[runtime] The pickup point search failed: ${reason}.`);
    dispatch({ type: 'failed' });
    void toast('error', t('Pickup.Error'), { title: t('Core.Error') });
    return;
  }
  if (read.skipped) console.warn(`[runtime] ${read.skipped} pickup point(s) of the answer could not be read.`);
  dispatch({ type: 'found', points: read.points, saved: options.selectedPoint });
}
