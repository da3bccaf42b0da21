import * as v from 'valibot';
import { attr, noOptions, type OptionsOf } from '../../runtime/options.ts';
import { defineWidget } from '../../runtime/registry.ts';

export const prepaidAddWidget = defineWidget({
  name: 'prepaid-add',
  writes: true,
  description:
    'A prepaid account’s add-money <form> (PrepaidAccountId, Quantity): sent with POST {app}/api/v1/sales/prepaidaccounts/addtocart once at a time (button loading); an empty Quantity shows the Sales.QuantityIsMandatory message at the field ([data-valmsg-for="Quantity"], unobtrusive classes, aria-invalid) and sends nothing; the answer is a URL (a JSON string, or Url) followed through runtime.pages.follow, so only an address of this site is taken.',
  options: noOptions,
  load: () => import('./prepaid-add.ts'),
});
export type PrepaidAddOptions = OptionsOf<typeof noOptions>;

const prepaidNotificationOptions = v.object({
  prepaidAccountId: attr.text({ description: 'The prepaid account (PrepaidAccountId).' }),
  name: v.optional(attr.text({ description: 'The account’s name, for the status text.' }), ''),
});

export const prepaidNotificationWidget = defineWidget({
  name: 'prepaid-notification',
  writes: true,
  description:
    'A prepaid account’s usage-notification switch (a checkbox inside the hook; data-prepaid-account-id, data-name): each change is sent with POST {app}/api/v1/sales/prepaidaccounts/setnotification (IsActivated, PrepaidAccountId) without the block loader; [data-prepaid-notification-status] says the new state; a failure puts the switch back to what the server last confirmed and says so.',
  options: prepaidNotificationOptions,
  load: () => import('./prepaid-notification.ts'),
});
export type PrepaidNotificationOptions = OptionsOf<typeof prepaidNotificationOptions>;
