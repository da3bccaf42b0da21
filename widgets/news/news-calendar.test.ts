// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WidgetContext } from '../../runtime/registry.ts';
import { mount } from './news-calendar.ts';

const press = (target: Element, key: string) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));

/** A week row: an empty cell, days 1 to 5 (3 with posts), an empty cell; then days 6 to 12. */
const GRID = `<div data-widget="news-calendar"><h2 tabindex="-1">Novembre 2026</h2><table role="grid"><tbody>
  <tr><td></td><td><span>1</span></td><td><span>2</span></td><td><a href="#" data-news-day="2026-11-03">3</a></td>
    <td><span>4</span></td><td><span>5</span></td><td></td></tr>
  <tr><td><span>6</span></td><td><span>7</span></td><td><span>8</span></td><td><span>9</span></td><td><span>10</span></td>
    <td><span>11</span></td><td><span>12</span></td></tr>
</tbody></table><div data-news-posts></div></div>`;

describe('news calendar: the grid', () => {
  let controller: AbortController;
  const day = (text: string) =>
    Array.from(document.querySelectorAll<HTMLElement>('td a, td span')).find((each) => each.textContent === text)!;
  const tabStops = () =>
    Array.from(document.querySelectorAll<HTMLElement>('td a, td span'))
      .filter((each) => each.tabIndex === 0)
      .map((each) => each.textContent);

  beforeEach(() => {
    document.body.innerHTML = GRID;
    controller = new AbortController();
    const context = { signal: controller.signal, runtime: { config: { app: '', culture: 'fr' } } };
    mount(
      document.querySelector('[data-widget]')!,
      { categoryIds: '4', displayChildren: 'false', postsPerPage: '10' } as never,
      context as unknown as WidgetContext,
    );
  });
  afterEach(() => controller.abort());

  it('has one tab stop, on the first day with posts', () => {
    expect(tabStops()).toEqual(['3']);
  });

  it('the arrows move the focus and the tab stop through the days, skipping empty cells', () => {
    day('3').focus();
    press(day('3'), 'ArrowDown');
    expect(document.activeElement).toBe(day('9'));
    expect(tabStops()).toEqual(['9']);
    press(day('9'), 'Home');
    expect(document.activeElement).toBe(day('6'));
    press(day('6'), 'ArrowUp');
    expect(document.activeElement).toBe(day('6'));
    press(day('6'), 'ArrowRight');
    expect(tabStops()).toEqual(['7']);
  });
});
