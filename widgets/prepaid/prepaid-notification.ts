/**
 * A prepaid account's usage notification switch (runtime spec §4 "Prepaid usage notification", §7): each change is
 * POST api/v1/sales/prepaidaccounts/setnotification (IsActivated, PrepaidAccountId), without the block loader. The
 * switch moves at once; a failure puts it back to what the server last confirmed. A newer change aborts an older
 * one still under way, so only the newest answer decides.
 */
import { request } from '../../runtime/http.ts';
import { t } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { appUrl } from '../../runtime/urls.ts';
import type { PrepaidNotificationOptions } from './definition.ts';

export function mount(element: HTMLElement, options: PrepaidNotificationOptions, { signal, runtime }: WidgetContext) {
  const input = element.querySelector<HTMLInputElement>('input[type="checkbox"]');
  if (!input) {
    console.error('[runtime] prepaid-notification: the hook holds no checkbox.', element);
    return undefined;
  }
  const status = element.querySelector<HTMLElement>('[data-prepaid-notification-status]');
  let confirmed = input.checked;
  let latest = 0;

  const send = async () => {
    const wanted = input.checked;
    const attempt = ++latest;
    input.setAttribute('aria-busy', 'true');
    try {
      await request(appUrl(runtime.config.app, 'api/v1/sales/prepaidaccounts/setnotification'), {
        method: 'POST',
        body: { IsActivated: wanted, PrepaidAccountId: options.prepaidAccountId },
        expect: 'none',
        key: `prepaid-notification-${options.prepaidAccountId}`,
        signal,
      });
      confirmed = wanted;
      if (attempt !== latest) return;
      if (status) {
        status.textContent = t(wanted ? 'Prepaid.NotificationOn' : 'Prepaid.NotificationOff', { name: options.name });
      }
    } catch {
      if (attempt !== latest || signal.aborted) return; // A newer change took over.
      input.checked = confirmed;
      if (status) status.textContent = t('Prepaid.NotificationFailed');
    } finally {
      if (attempt === latest) input.removeAttribute('aria-busy');
    }
  };
  input.addEventListener('change', () => void send(), { signal });
  return undefined;
}
