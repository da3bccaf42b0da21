// @vitest-environment happy-dom
/**
 * The folder-tree widget's wiring in happy-dom, through the page's one React root: the hierarchy call, the tree in
 * place of the CMS's links (back on cleanup), a chosen folder's assets in the element marked for update and the
 * changeFolder event, a malformed answer leaving the links.
 */
import { act, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testRuntime } from '../../tests/unit/test-runtime.ts';
import { mount } from './folder-tree.tsx';

const HIERARCHY = {
  FolderId: 100,
  Name: 'Documents',
  ItemLevel: 0,
  Children: [{ FolderId: 102, Name: 'Guides', ItemLevel: 1, Children: [] }],
};

let asked: string[] = [];
function stubServer(hierarchy: unknown) {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      asked.push(new URL(url, location.href).pathname + new URL(url, location.href).search);
      return url.includes('hierarchy')
        ? Response.json(hierarchy)
        : new Response('<h2>Guides</h2>', { headers: { 'Content-Type': 'text/html' } });
    }),
  );
}

beforeEach(() => {
  document.body.innerHTML =
    '<nav><div data-widget="folder-tree"><ul class="folder-links"><li><a href="/fr/documents">Documents</a></li></ul></div></nav><div data-assets-update></div>';
  window.dataLayer = [];
});
afterEach(() => vi.unstubAllGlobals());

const hook = () => document.querySelector<HTMLElement>('[data-widget="folder-tree"]') as HTMLElement;
const options = { rootFolderId: 100, depth: 1, label: 'Dossiers' };

describe('the folder-tree widget', () => {
  it('replaces the links with the tree, loads a chosen folder’s assets, and gives the links back', async () => {
    stubServer(HIERARCHY);
    const controller = new AbortController();
    const cleanup = await act(() => mount(hook(), options, { signal: controller.signal, runtime: testRuntime() }));
    expect(asked[0]).toBe('/api/v1/assetslibrary/folders/hierarchy?folderId=100');
    expect(hook().querySelector('[role=tree]')).not.toBeNull();
    expect(hook().querySelector('.folder-links')).toBeNull();
    expect(hook().querySelector('[role=tree]')?.getAttribute('aria-label')).toBe('Dossiers');

    act(() => (hook().querySelector('[data-folder-id="102"] .folder-tree__name') as HTMLElement).click());
    expect(document.querySelector('[data-assets-update]')?.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(document.querySelector('[data-assets-update] h2')?.textContent).toBe('Guides'));
    expect(asked[1]).toBe('/fr/assetslibrary/asset/assetsbyfolder/100/102');
    expect(document.querySelector('[data-assets-update]')?.hasAttribute('aria-busy')).toBe(false);
    expect(window.dataLayer).toEqual([{ event: 'changeFolder', rootFolderId: 100, folderId: 102 }]);

    act(() => cleanup?.());
    expect(hook().querySelector('[role=tree]')).toBeNull();
    expect(hook().querySelector('.folder-links a')?.textContent).toBe('Documents');
  });

  it('leaves the links when the answer is not a folder tree', async () => {
    stubServer({ FolderId: 'x' });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const cleanup = await mount(hook(), options, { signal: new AbortController().signal, runtime: testRuntime() });
    expect(cleanup).toBeUndefined();
    expect(hook().querySelector('.folder-links a')).not.toBeNull();
    expect(console.error).toHaveBeenCalled();
  });
});
