// @vitest-environment happy-dom
/**
 * The folder tree's components in happy-dom: the markup the theme and the browser tests rely on, one tab stop that
 * the tree keys move, opening and closing, choosing by key and by pointer. The journeys run in Chromium
 * (tests/e2e/documents.spec.ts).
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FolderTree } from './folder-tree-view.tsx';
import type { Folder } from './tree-rules.ts';

afterEach(cleanup);

const folder = (FolderId: number, Name: string, ItemLevel: number, Children: Folder[] = []): Folder => ({
  FolderId,
  Name,
  ItemLevel,
  Children,
});
const ROOT = folder(100, 'Documents', 0, [
  folder(101, 'Fiches', 1, [folder(111, 'Vélos', 2, [folder(131, 'Route', 3)]), folder(112, 'Accessoires', 2)]),
  folder(102, 'Guides', 1),
  folder(103, 'Garanties <b>', 1),
]);

function tree(depth = 1) {
  const onChoose = vi.fn();
  render(<FolderTree top={[ROOT]} depth={depth} label="Dossiers" onChoose={onChoose} />);
  return onChoose;
}
const item = (name: string) => screen.getByText(name, { selector: '.folder-tree__name' }).closest('li') as HTMLElement;
const focusedName = () => document.activeElement?.querySelector(':scope > .folder-tree__row')?.textContent;

describe('the folder tree', () => {
  it('draws a WAI-ARIA tree open to its depth, with one tab stop and names as text', () => {
    tree();
    const list = screen.getByRole('tree', { name: 'Dossiers' });
    expect(list.className).toBe('folder-tree');
    expect(item('Documents').getAttribute('aria-expanded')).toBe('true');
    expect(item('Fiches').getAttribute('aria-expanded')).toBe('true');
    expect(item('Vélos').getAttribute('aria-expanded')).toBe('false');
    expect(item('Guides').hasAttribute('aria-expanded')).toBe(false);
    expect(screen.queryByText('Route')).toBeNull();
    expect(item('Vélos').getAttribute('aria-level')).toBe('3');
    expect(item('Vélos').parentElement?.getAttribute('role')).toBe('group');
    expect(list.querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(item('Documents').tabIndex).toBe(0);
    expect(item('Garanties <b>').querySelector('b')).toBeNull();
    // The rows' classes name the icons the theme draws (runtime spec §4: closed, open, leaf, open-leaf).
    expect(item('Documents').firstElementChild?.className).toBe('folder-tree__row folder-tree__row--open');
    expect(item('Fiches').firstElementChild?.className).toBe('folder-tree__row folder-tree__row--open');
    expect(item('Vélos').firstElementChild?.className).toBe('folder-tree__row folder-tree__row--closed');
    expect(item('Guides').firstElementChild?.className).toBe('folder-tree__row folder-tree__row--leaf');
  });

  it('opens deeper folders with a larger depth', () => {
    tree(2);
    expect(item('Vélos').getAttribute('aria-expanded')).toBe('true');
    expect(item('Route')).toBeTruthy();
  });

  it('moves the tab stop and the focus with the tree keys, and types ahead', () => {
    const onChoose = tree();
    item('Documents').focus();
    const press = (key: string) => fireEvent.keyDown(document.activeElement as Element, { key });
    press('ArrowDown');
    expect(focusedName()).toBe('Fiches');
    press('ArrowDown');
    press('ArrowRight');
    expect(item('Vélos').getAttribute('aria-expanded')).toBe('true');
    expect(focusedName()).toBe('Vélos');
    press('ArrowRight');
    expect(focusedName()).toBe('Route');
    press('ArrowLeft');
    press('ArrowLeft');
    expect(item('Vélos').getAttribute('aria-expanded')).toBe('false');
    press('End');
    expect(focusedName()).toBe('Garanties <b>');
    press('Home');
    press('g');
    expect(focusedName()).toBe('Guides');
    press('a'); // "ga", not "a" (Accessoires)
    expect(focusedName()).toBe('Garanties <b>');
    expect(screen.getByRole('tree').querySelectorAll('[tabindex="0"]')).toHaveLength(1);
    expect(onChoose).not.toHaveBeenCalled();
    press('Enter');
    expect(onChoose).toHaveBeenCalledWith(103);
    expect(item('Garanties <b>').getAttribute('aria-selected')).toBe('true');
    expect(item('Documents').getAttribute('aria-selected')).toBe('false');
  });

  it('chooses and opens a folder by its name; its icon only flips it', () => {
    const onChoose = tree();
    fireEvent.click(item('Vélos').querySelector('.folder-tree__name') as Element);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(onChoose).toHaveBeenCalledWith(111);
    expect(item('Vélos').getAttribute('aria-expanded')).toBe('true');
    expect(item('Vélos').firstElementChild?.className).toBe('folder-tree__row folder-tree__row--open');
    fireEvent.click(item('Route').querySelector('.folder-tree__toggle') as Element);
    expect(onChoose).toHaveBeenCalledTimes(1);
    expect(item('Route').tabIndex).toBe(0);
    fireEvent.click(item('Route'));
    expect(onChoose).toHaveBeenLastCalledWith(131);
    expect(item('Route').firstElementChild?.className).toBe('folder-tree__row folder-tree__row--open-leaf');
    fireEvent.click(item('Fiches').querySelector('.folder-tree__toggle') as Element);
    expect(item('Fiches').getAttribute('aria-expanded')).toBe('false');
    expect(item('Fiches').firstElementChild?.className).toBe('folder-tree__row folder-tree__row--closed');
    expect(screen.queryByText('Vélos')).toBeNull();
  });
});
