/**
 * Test double of widgets/payment/adyen-library.ts, the payment widget's only door to Adyen Web. The browser tests
 * serve this file in place of that chunk (tests/e2e/payment-support.ts): same exports, no network. It records what
 * our wrapper configures (window.adyenDouble) and draws the methods it was given as buttons, so a test can choose
 * one with the keyboard; the tests play Adyen's part by calling the callbacks the wrapper passed.
 */
/* global document */
const record = {
  checkout: null,
  dropin: null,
  mountedIn: null,
  submitted: [],
  unmounts: 0,
  styles: 0,
};
globalThis.adyenDouble = record;

export function addAdyenStyles() {
  record.styles += 1;
}

export async function AdyenCheckout(configuration) {
  record.checkout = configuration;
  if (globalThis.adyenDoubleFailsSetup) {
    const error = new Error('The session could not be set up.');
    error.name = 'NETWORK_ERROR';
    throw error;
  }
  return {
    options: configuration,
    submitDetails(data) {
      record.submitted.push(data);
    },
  };
}

export class Card {
  static type = 'scheme';
}

export class BankTransfer {
  static type = 'bankTransfer_IBAN';
}

export class Dropin {
  constructor(checkout, props) {
    this.checkout = checkout;
    this.props = props;
    record.dropin = props;
  }

  mount(element) {
    this.element = element;
    record.mountedIn = element.hasAttribute('data-payment-dropin') ? '[data-payment-dropin]' : element.tagName;
    const list = document.createElement('ul');
    list.className = 'adyen-double';
    for (const component of this.props.paymentMethodComponents) {
      const item = document.createElement('li');
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'btn btn-outline-secondary';
      button.textContent = component.type;
      button.addEventListener('click', () => this.props.onSelect?.({ type: component.type }));
      item.append(button);
      list.append(item);
    }
    element.append(list);
    return this;
  }

  unmount() {
    record.unmounts += 1;
    this.element?.replaceChildren();
  }
}
