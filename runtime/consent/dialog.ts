/**
 * The consent dialog (lazy chunk): first Accept all, Decline all or Customize; the preferences view has one switch
 * per category (strictly necessary cookies always on) and Save. A first visit opens it while the page loads, so it
 * is the runtime's one dialog shell (runtime/dialog/shell.ts, plain DOM), opened through the dialogs' one door
 * (runtime/ui.ts): focus is trapped in it, Escape closes it (nothing is saved: it asks again on the next page) and
 * focus returns.
 */
import type { ConsentSettings } from '../events.ts';
import { t } from '../i18n.ts';
import { type ModalHandle, openModal } from '../ui.ts';
import Cookies from 'js-cookie';
import { saveConsent } from './consent.ts';
import { CATEGORIES, type ConsentCategory, choice } from './rules.ts';
import { delegate } from '../dom.ts';

interface DialogInput {
  stamp: string;
  current: ConsentSettings | null;
  preferences: boolean;
}

/** The open consent dialog (undefined while opening failed: the visitor was told). */
let open: Promise<ModalHandle | undefined> | undefined;

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Record<string, string> = {}, text = '') {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  if (text) node.textContent = text;
  return node;
}

function button(action: string, label: string, primary = false): HTMLButtonElement {
  return element(
    'button',
    { type: 'button', class: `btn ${primary ? 'btn-primary' : 'btn-outline-primary'}`, 'data-consent-action': action },
    label,
  );
}

function mainView(): string {
  const body = element('div', { class: 'rt-consent__body' });
  const actions = element('div', { class: 'rt-consent__actions' });
  actions.append(
    button('accept', t('Consent.AcceptAll'), true),
    button('decline', t('Consent.DeclineAll'), true),
    button('customize', t('Consent.Customize')),
  );
  body.append(element('p', {}, t('Consent.Text')), actions);
  return body.outerHTML;
}

function preferencesView(current: ConsentSettings | null): string {
  const form = element('form', { class: 'rt-consent__preferences' });
  const list = element('ul', { class: 'rt-consent__categories' });
  const row = (name: string, checked: boolean, disabled: boolean) => {
    const item = element('li', { class: 'form-check form-switch' });
    const input = element('input', {
      class: 'form-check-input',
      type: 'checkbox',
      role: 'switch',
      id: `rt-consent-${name}`,
      name,
      'aria-describedby': `rt-consent-${name}-text`,
    });
    if (checked) input.setAttribute('checked', '');
    if (disabled) input.setAttribute('disabled', '');
    const title = name.charAt(0).toUpperCase() + name.slice(1);
    item.append(
      input,
      element('label', { class: 'form-check-label', for: `rt-consent-${name}` }, t(`Consent.${title}`)),
      element('p', { class: 'small', id: `rt-consent-${name}-text` }, t(`Consent.${title}Text`)),
    );
    return item;
  };
  list.append(row('necessary', true, true), ...CATEGORIES.map((name) => row(name, current?.[name] === true, false)));
  const actions = element('div', { class: 'rt-consent__actions' });
  actions.append(
    button('save', t('Consent.Save'), true),
    button('accept', t('Consent.AcceptAll')),
    button('decline', t('Consent.DeclineAll')),
  );
  form.append(list, actions);
  return form.outerHTML;
}

export function showConsentDialog(input: DialogInput): void {
  const html = input.preferences ? preferencesView(input.current) : mainView();
  if (open) {
    void open.then((handle) => handle?.setContent({ html, title: t('Consent.Title') }));
    return;
  }
  const opening = openModal({
    title: t('Consent.Title'),
    size: 'md',
    className: 'rt-consent',
    html,
    onClose: () => (open = undefined),
  });
  open = opening;
  void opening.then((handle) => {
    if (handle) answerIn(handle, input);
    else open = undefined;
  });
}

/** Closes the dialog when it is open (the visitor chose on another page: README "The back-forward cache"). */
export function closeConsentDialog(): void {
  void open?.then((handle) => handle?.close());
}

/** The visitor's answer: the buttons of both views and the switches' Save. */
function answerIn(handle: ModalHandle, input: DialogInput): void {
  const save = (settings: ConsentSettings) => {
    saveConsent(settings, Cookies.set);
    handle.close();
  };
  handle.element.addEventListener('click', (event) => {
    const action = delegate<HTMLElement>(event, '[data-consent-action]')?.dataset.consentAction;
    if (action === 'accept') save(choice(input.stamp, { preferences: true, statistics: true, marketing: true }));
    else if (action === 'decline') save(choice(input.stamp, {}));
    else if (action === 'customize') handle.setContent({ html: preferencesView(input.current) });
    else if (action === 'save') {
      const granted: Partial<Record<ConsentCategory, boolean>> = {};
      for (const name of CATEGORIES) {
        granted[name] = handle.element.querySelector<HTMLInputElement>(`#rt-consent-${name}`)?.checked === true;
      }
      save(choice(input.stamp, granted));
    }
    // The switches replace the buttons: focus goes to the first one the visitor can change.
    if (action === 'customize') handle.element.querySelector<HTMLElement>('#rt-consent-preferences')?.focus();
  });
  handle.element.addEventListener('submit', (event) => event.preventDefault());
}
