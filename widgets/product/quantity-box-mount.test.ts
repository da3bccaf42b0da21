// @vitest-environment happy-dom
/**
 * What mounting a quantity box does to the page (issue 44 point 2: the slowest widget to mount). A category page
 * carries a box per product, and every element a box adds, and every attribute it changes once on the page, is
 * style, layout and paint the browser does again per box. So a box adds its minus and plus already in its state
 * (two insertions, no attribute changed after), and the page's boxes share one live region for their corrections
 * rather than an absolutely positioned status each. The timed figures are the bench's (`npm run bench --
 * quantity-boxes`, docs/performance.md); here, what can be counted.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './quantity-box.ts';

const fr = STRING_RESOURCES.fr;
const cleanups: (() => void)[] = [];

/** A box as the CMS renders it: one number input, no buttons. */
const served = (id: string, value: number, bounds = 'min="2" step="2" max="10"') =>
  `<div class="input-group" data-widget="quantity"><input class="form-control" type="number" id="${id}" value="${value}" ${bounds}></div>`;

function mountAll(options = { plain: false }): void {
  for (const element of document.querySelectorAll<HTMLElement>('[data-widget=quantity]')) {
    const cleanup = mount(element, options, { signal: new AbortController().signal, runtime: testRuntime() });
    if (cleanup) cleanups.push(cleanup);
  }
}

/** The mutations the mount makes to boxes already on the page, counted by kind. */
function recordMutations(target: Node): () => { insertions: number; attributes: number } {
  const observer = new MutationObserver(() => {});
  observer.observe(target, { childList: true, attributes: true, subtree: true });
  return () => {
    const records = observer.takeRecords();
    observer.disconnect();
    return {
      insertions: records.reduce((sum, record) => sum + record.addedNodes.length, 0),
      attributes: records.filter((record) => record.type === 'attributes').length,
    };
  };
}

const button = (box: Element, direction: -1 | 1) =>
  box.querySelector(`[data-quantity-step="${direction}"]`) as HTMLButtonElement;

beforeEach(() => installStrings('fr', fr));
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  document.body.replaceChildren();
});

describe('mounting quantity boxes', () => {
  it('adds two buttons per box, in two insertions, and changes no attribute of what is on the page', () => {
    const list = document.createElement('div');
    list.innerHTML = [served('at-min', 2), served('between', 6), served('at-max', 10)].join('');
    document.body.append(list);
    const mutations = recordMutations(list);
    mountAll();
    expect(mutations()).toEqual({ insertions: 6, attributes: 0 });
    expect(list.querySelectorAll('button').length).toBe(6);
    expect(list.querySelectorAll('[role=status], .rt-visually-hidden').length).toBe(0);
  });

  it('adds the buttons already in the state of the value found (each box its own)', () => {
    document.body.innerHTML = [served('at-min', 2), served('between', 6), served('at-max', 10)].join('');
    mountAll();
    const states = Array.from(document.querySelectorAll('[data-widget=quantity]'), (box) => [
      button(box, -1).getAttribute('aria-disabled'),
      button(box, 1).getAttribute('aria-disabled'),
    ]);
    expect(states).toEqual([
      ['true', 'false'],
      ['false', 'false'],
      ['false', 'true'],
    ]);
    const first = document.querySelector('[data-widget=quantity]') as HTMLElement;
    expect([button(first, -1).getAttribute('aria-label'), button(first, 1).getAttribute('aria-label')]).toEqual([
      fr['Catalog.DecreaseQuantity'],
      fr['Catalog.IncreaseQuantity'],
    ]);
    expect(Array.from(first.children, (child) => child.tagName)).toEqual(['BUTTON', 'INPUT', 'BUTTON']);
  });

  it('keeps the buttons of a template that has its own, setting only the state that differs', () => {
    document.body.innerHTML = `<div data-widget="quantity"><button type="button" data-quantity-step="-1" aria-disabled="false">-</button><input type="number" value="1" min="1"><button type="button" data-quantity-step="1" aria-disabled="false">+</button></div>`;
    const box = document.querySelector('[data-widget=quantity]') as HTMLElement;
    const mutations = recordMutations(box);
    mountAll();
    expect(mutations()).toEqual({ insertions: 0, attributes: 1 });
    expect([button(box, -1).getAttribute('aria-disabled'), button(box, 1).getAttribute('aria-disabled')]).toEqual([
      'true',
      'false',
    ]);
  });

  it('announces a correction in the one live region of the page, which goes with the last box', () => {
    document.body.innerHTML = [served('first', 2), served('second', 4)].join('');
    mountAll();
    const regions = document.querySelectorAll('[role=status]');
    expect(regions.length).toBe(1);
    const region = regions[0] as HTMLElement;
    expect([region.getAttribute('aria-live'), region.dataset.announcer, region.parentElement]).toEqual([
      'polite',
      'quantity',
      document.body,
    ]);
    const second = document.getElementById('second') as HTMLInputElement;
    second.value = '5';
    second.dispatchEvent(new Event('change', { bubbles: true }));
    expect([second.value, region.textContent]).toEqual([
      '6',
      fr['Catalog.QuantityCorrected']!.replace('{{value}}', '6'),
    ]);
    // Pressing a button starts over: the last correction is no longer announced.
    button(second.parentElement as HTMLElement, 1).click();
    expect([second.value, region.textContent]).toEqual(['8', '']);
    for (const cleanup of cleanups.splice(0)) cleanup();
    expect(document.querySelectorAll('[role=status], button').length).toBe(0);
  });
});
