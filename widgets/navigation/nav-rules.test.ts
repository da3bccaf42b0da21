import { describe, expect, it } from 'vitest';
import {
  bodyClassesAfter,
  copyId,
  isCurrentPage,
  MENU_KEY_MOVES,
  menuFocusIndex,
  shiftIntoViewport,
} from './nav-rules.ts';

describe('shiftIntoViewport', () => {
  it('leaves a menu that fits alone', () => {
    expect(shiftIntoViewport(100, 400, 1280, 20)).toBe(0);
  });
  it('moves a menu overflowing on the right back to 20 px from the edge', () => {
    expect(shiftIntoViewport(1100, 1400, 1280, 20)).toBe(-140);
  });
  it('moves a menu overflowing on the left', () => {
    expect(shiftIntoViewport(5, 305, 1280, 20)).toBe(15);
  });
  it('keeps the left edge at the margin when the menu is wider than the room', () => {
    expect(shiftIntoViewport(300, 1600, 1280, 20)).toBe(-280);
  });
});

describe('bodyClassesAfter', () => {
  const named = new Set(['menu-open', 'search-open']);
  it('opening one named class closes the others and keeps unnamed ones', () => {
    const { open, opened } = bodyClassesAfter(new Set(['search-open', 'loaded']), 'menu-open', named);
    expect(opened).toBe(true);
    expect([...open].sort()).toEqual(['loaded', 'menu-open']);
  });
  it('using the toggle of an open class closes it', () => {
    const { open, opened } = bodyClassesAfter(new Set(['menu-open', 'loaded']), 'menu-open', named);
    expect(opened).toBe(false);
    expect([...open]).toEqual(['loaded']);
  });
});

describe('copyId and isCurrentPage', () => {
  it('suffixes ids of the mobile copy', () => {
    expect(copyId('nav-shop')).toBe('nav-shop-mobile');
  });
  it('compares paths without trailing slashes', () => {
    expect(isCurrentPage('/fr/service/', '/fr/service')).toBe(true);
    expect(isCurrentPage('/fr/', '/fr')).toBe(true);
    expect(isCurrentPage('/fr/catalog', '/fr/catalog/category/3')).toBe(false);
  });
});

describe('menuFocusIndex', () => {
  it('Home and End go to the first and the last item', () => {
    expect(menuFocusIndex(MENU_KEY_MOVES.Home!, 2, 4)).toBe(0);
    expect(menuFocusIndex(MENU_KEY_MOVES.End!, 0, 4)).toBe(3);
  });
  it('the arrows move one item, wrapping at both ends', () => {
    expect(menuFocusIndex(MENU_KEY_MOVES.ArrowDown!, 1, 4)).toBe(2);
    expect(menuFocusIndex(MENU_KEY_MOVES.ArrowDown!, 3, 4)).toBe(0);
    expect(menuFocusIndex(MENU_KEY_MOVES.ArrowUp!, 0, 4)).toBe(3);
  });
  it('ArrowDown with no item focused goes to the first', () => {
    expect(menuFocusIndex(1, -1, 4)).toBe(0);
  });
  it('other keys do not move', () => {
    expect(MENU_KEY_MOVES.Tab).toBeUndefined();
  });
});
