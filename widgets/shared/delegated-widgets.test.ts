// @vitest-environment happy-dom
/**
 * The widgets whose hooks share document listeners (bigger-link, social-share, quantity, wishlist-button, tooltip,
 * popover): the first hook adds them, a second hook adds none (neither on the document nor on its own element; a
 * list carries hundreds of hooks), and they go when the last hook unmounts: every listener they added to the
 * document or the window carries a signal, aborted then.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { STRING_RESOURCES } from '../../fixtures/strings.ts';
import { installStrings } from '../../runtime/i18n.ts';
import type { WidgetContext } from '../../runtime/registry.ts';
import { testRuntime } from '../../tests/unit/test-runtime.ts';

type Cleanup = (() => void) | ((element: HTMLElement) => void) | undefined;
type Mount = (element: HTMLElement, options: never, context: WidgetContext) => Cleanup | Promise<Cleanup>;

const WIDGETS: [string, () => Promise<{ mount: Mount }>, string, object][] = [
  ['bigger-link', () => import('../page/bigger-link.ts'), '<a href="/fr/p">Product</a>', {}],
  ['social-share', () => import('../share/social-share.ts'), '', { networks: ['copy'], url: 'https://x.test/' }],
  ['quantity', () => import('../product/quantity-box.ts'), '<input type="number" value="1">', { plain: false }],
  ['wishlist-button', () => import('../wishlist/wishlist-button.ts'), '', { kind: 'wishlist' }],
  ['tooltip', () => import('../floating/tooltip.ts'), '', { tooltip: 'Help', placement: 'top' }],
  ['popover', () => import('../floating/popover.ts'), '', { content: 'Body', trigger: 'click' }],
];

/** The object on `target`'s prototype chain that holds its addEventListener. */
function listenerOwner(target: object): object {
  let owner = target;
  while (!Object.hasOwn(owner, 'addEventListener')) owner = Object.getPrototypeOf(owner) as object;
  return owner;
}

// The widgets label their controls from the shop's strings (social-share's copy link, the quantity's buttons).
beforeAll(() => installStrings('fr', STRING_RESOURCES.fr));
afterEach(() => document.body.replaceChildren());

describe('widgets with shared document listeners', () => {
  for (const [name, load, html, options] of WIDGETS) {
    it(`${name}: one set of listeners for all its hooks, gone with its last hook`, async () => {
      const { mount } = await load();
      const signals: (AbortSignal | undefined)[] = [];
      const targets: EventTarget[] = [];
      // The document's and every element's addEventListener (happy-dom's EventTarget), and the window's own.
      for (const owner of [listenerOwner(document), window] as EventTarget[]) {
        const add = owner.addEventListener;
        vi.spyOn(owner, 'addEventListener').mockImplementation(function (this: EventTarget, type, listener, how) {
          targets.push(this);
          if (this === document || this === window) signals.push(typeof how === 'object' ? how.signal : undefined);
          add.call(this, type, listener, how);
        });
      }
      const controller = new AbortController();
      const context = { signal: controller.signal, runtime: testRuntime() } as WidgetContext;
      const elements = [1, 2].map(() => {
        const element = document.createElement(name === 'wishlist-button' ? 'a' : 'div');
        if (element instanceof HTMLAnchorElement) element.href = '/fr/wishlist/dialog?productVariantId=7';
        element.innerHTML = html || 'Hook';
        document.body.append(element);
        return element;
      });
      const cleanups: Cleanup[] = [];
      const added: number[] = [];
      for (const element of elements) {
        cleanups.push(await mount(element, options as never, context));
        added.push(targets.length);
      }
      expect(signals.length).toBeGreaterThan(0);
      // The second hook added no listener anywhere, and no hook has one of its own.
      expect(added[1]).toBe(added[0]);
      expect(
        targets.filter((target) => target instanceof Node && elements.some((hook) => hook.contains(target))),
      ).toEqual([]);
      cleanups[0]?.(elements[0]!);
      expect(signals.every((signal) => signal && !signal.aborted)).toBe(true);
      cleanups[1]?.(elements[1]!);
      controller.abort();
      expect(signals.map((signal) => signal?.aborted)).toEqual(signals.map(() => true));
    });
  }
});
