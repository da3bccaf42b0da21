// @vitest-environment happy-dom
/**
 * Issue 43: a parsed document that keeps a <video> or an <audio> is never collected by Chromium, with all its nodes
 * (each product page visited in place left its whole answer behind). What the runtime parses is read through
 * readHtml, which leaves no media element in the parsed document; the browser test tests/e2e/soak.spec.ts measures
 * the leak itself.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { sliceFragment } from './fragment.ts';
import { nodesOf, readHtml } from './parsed-html.ts';

const PRODUCT_PAGE = `<!doctype html><html><head><title>Sacoche</title></head><body><header>nav</header>
  <main data-page-section><h1>Sacoche</h1><figure data-widget="video-banner"><video muted loop>
  <source src="/theme/media/atelier-banner.webm" type="video/webm"></video></figure>
  <audio src="/media/jingle.mp3"></audio></main><footer><video src="/media/footer.webm"></video></footer></body></html>`;

/** Every document DOMParser makes while `run` runs. */
function parsedDuring(run: () => void): Document[] {
  const parsed: Document[] = [];
  const parse = DOMParser.prototype.parseFromString;
  vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (this: DOMParser, ...args) {
    const doc = parse.apply(this, args);
    parsed.push(doc);
    return doc;
  });
  run();
  return parsed;
}

const mediaIn = (docs: Document[]) => docs.flatMap((doc) => Array.from(doc.querySelectorAll('video, audio')));

describe('HTML parsed away from the page', () => {
  it('readHtml hands the parsed document to its reader, then takes its media elements out', () => {
    let seen = -1;
    const docs = parsedDuring(() => {
      const heading = readHtml(PRODUCT_PAGE, (doc) => {
        seen = doc.querySelectorAll('video, audio').length;
        return doc.querySelector('h1')?.textContent;
      });
      expect(heading).toBe('Sacoche');
    });
    expect(seen).toBe(3);
    expect(docs).toHaveLength(1);
    expect(mediaIn(docs)).toEqual([]);
    expect(docs[0]?.querySelector('h1')).not.toBeNull();
  });

  it('takes them out when the reader throws too', () => {
    const docs = parsedDuring(() => {
      expect(() =>
        readHtml(PRODUCT_PAGE, () => {
          throw new Error('bad answer');
        }),
      ).toThrow('bad answer');
    });
    expect(mediaIn(docs)).toEqual([]);
  });

  it('slicing an answer keeps its video in the slice and none in the parsed page', () => {
    let html = '';
    const docs = parsedDuring(() => {
      html = sliceFragment(PRODUCT_PAGE).html;
    });
    expect(html).toContain('<video muted="" loop="">');
    expect(html).toContain('<audio src="/media/jingle.mp3"></audio>');
    expect(html).not.toContain('footer.webm');
    expect(mediaIn(docs)).toEqual([]);
  });

  it('nodesOf gives nodes of the page’s document, media included, and leaves the parsed one empty', () => {
    let nodes = document.createDocumentFragment();
    const docs = parsedDuring(() => {
      nodes = nodesOf('<p>Agenda</p><video src="/media/a.webm"></video>');
    });
    expect(Array.from(nodes.childNodes, (node) => node.nodeName)).toEqual(['P', 'VIDEO']);
    expect(nodes.ownerDocument).toBe(document);
    expect(docs[0]?.body.childNodes.length).toBe(0);
  });

  it('is the only way the runtime and the widgets parse HTML with DOMParser', () => {
    const root = path.resolve(import.meta.dirname, '..');
    const parsing = ['runtime', 'widgets', 'validation'].flatMap((folder) =>
      readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
        .map((name) => path.join(folder, name).split(path.sep).join('/'))
        .filter((file) => /parseFromString\([^)]*['"]text\/html['"]/.test(readFileSync(path.join(root, file), 'utf8'))),
    );
    expect(parsing).toEqual(['runtime/parsed-html.ts']);
  });
});
