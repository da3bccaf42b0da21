// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { tabbableAfter, tabbablesIn } from './tab-order.ts';

/** happy-dom lays nothing out: every element counts as drawn. */
function drawn(root: ParentNode): void {
  for (const element of root.querySelectorAll('*')) {
    (element as HTMLElement).getClientRects = () => [{}] as unknown as DOMRectList;
  }
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the Tab order around a popover', () => {
  it('stops once on a radio group: on its checked radio, or on its first when none is checked', () => {
    document.body.innerHTML = `<form>
      <input type="radio" name="method" value="1"><button id="info-1">i</button>
      <input type="radio" name="method" value="2" checked><button id="info-2">i</button>
      <input type="radio" name="method" value="3"><button id="info-3">i</button>
      <input type="radio" name="size" value="s"><input type="radio" name="size" value="m">
    </form>`;
    drawn(document);
    const stops = tabbablesIn(document.body).map((element) => element.id || (element as HTMLInputElement).value);
    expect(stops).toEqual(['info-1', '2', 'info-2', 'info-3', 's']);
    // From the info button of the checked method's neighbour, Tab goes on to the next button, not to radio 3.
    const box = document.createElement('div');
    document.body.append(box);
    expect(tabbableAfter(document.getElementById('info-2')!, box)?.id).toBe('info-3');
  });

  it('leaves out what is disabled, inert or not drawn, and what is inside the popover', () => {
    document.body.innerHTML = `<button id="trigger">?</button><button disabled>x</button>
      <div inert><a href="/fr/">y</a></div><a id="hidden" href="/nl/">z</a><div id="box"><a href="/fr/a">a</a></div>
      <a id="next" href="/fr/b">b</a>`;
    drawn(document);
    document.getElementById('hidden')!.getClientRects = () => [] as unknown as DOMRectList;
    const box = document.getElementById('box')!;
    expect(tabbableAfter(document.getElementById('trigger')!, box)?.id).toBe('next');
  });
});
