/**
 * What `shop-runtime check` reads: files, folders (every .html / .htm / .cshtml in them), globs (`*`, `**`, `?`),
 * and http(s) addresses, crawled along same-site links up to `--crawl N` pages.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { parseDocument } from 'htmlparser2';
import type { ChildNode } from 'domhandler';

const TEMPLATE = /\.(html?|cshtml)$/i;

export interface Source {
  file: string;
  source: string;
  /** The page's address (a crawled page) or the --base-url (a file). */
  base: string;
}

async function walk(folder: string, into: string[]): Promise<void> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) await walk(path, into);
    else if (TEMPLATE.test(entry.name)) into.push(path);
  }
}

/** `a/**\/*.html` → a regular expression on paths relative to the glob's folder part. */
function globPattern(glob: string): RegExp {
  let pattern = '';
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i] ?? '';
    if (glob.startsWith('**/', i)) [pattern, i] = [`${pattern}(?:.*/)?`, i + 2];
    else if (glob.startsWith('**', i)) [pattern, i] = [`${pattern}.*`, i + 1];
    else if (char === '*') pattern += '[^/]*';
    else if (char === '?') pattern += '[^/]';
    else pattern += char.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${pattern}$`);
}

export async function filesOf(argument: string): Promise<string[]> {
  if (/[*?]/.test(argument)) {
    const parts = argument.split('/');
    const fixed = parts.slice(
      0,
      parts.findIndex((part) => /[*?]/.test(part)),
    );
    const root = fixed.join('/') || '.';
    const pattern = globPattern(argument.slice(fixed.length ? fixed.join('/').length + 1 : 0));
    const all: string[] = [];
    await walk(root, all);
    return all.filter((path) => pattern.test(relative(root, path).split(sep).join('/'))).sort();
  }
  const info = await stat(argument).catch(() => undefined);
  if (!info) throw new Error(`${argument}: no such file or folder.`);
  if (!info.isDirectory()) return [argument];
  const all: string[] = [];
  await walk(argument, all);
  return all.sort();
}

export async function readFiles(argument: string, base: string): Promise<Source[]> {
  const files = await filesOf(argument);
  return Promise.all(files.map(async (file) => ({ file, source: await readFile(resolve(file), 'utf8'), base })));
}

function linksOf(source: string, address: string): string[] {
  const links: string[] = [];
  const visit = (nodes: ChildNode[]) => {
    for (const node of nodes) {
      if (node.type !== 'tag') continue;
      const element = node;
      const href = element.attribs.href;
      if (element.name === 'a' && href && element.attribs.download === undefined) links.push(href);
      visit(element.children);
    }
  };
  visit(parseDocument(source).children);
  const origin = new URL(address).origin;
  return links.flatMap((href) => {
    try {
      const url = new URL(href, address);
      url.hash = '';
      return url.origin === origin && /^https?:$/.test(url.protocol) ? [url.href] : [];
    } catch {
      return [];
    }
  });
}

/**
 * How many addresses of one path a crawl follows (its query differs: `?page=2`, `?sort=price`, the sign-in page's
 * `?returnUrl=` of every page): the same template, rendered again, tells little more.
 */
const QUERY_VARIANTS = 10;

/**
 * Fetches `start` and the same-site pages it links to, breadth first, `limit` pages at most (HTML answers only),
 * four at a time; `QUERY_VARIANTS` addresses of a path at most.
 */
export async function crawl(
  start: string,
  limit: number,
  concurrency = 4,
): Promise<{ pages: Source[]; failures: string[] }> {
  const seen = new Set([new URL(start).href]);
  const queue = [new URL(start).href];
  const pages: Source[] = [];
  const failures: string[] = [];
  const checked = new Set<string>();
  const perPath = new Map<string, number>();
  const fetchOne = async (address: string) => {
    const answer = await fetch(address, { redirect: 'follow', headers: { Accept: 'text/html' } }).catch(
      (error: unknown) => void failures.push(`${address}: ${String(error)}`),
    );
    if (!answer || !(answer.headers.get('content-type') ?? '').includes('text/html')) return;
    const source = await answer.text();
    if (!answer.ok) return void failures.push(`${address}: HTTP ${answer.status}`);
    const final = answer.url || address;
    // A redirect to a page already checked (an account page to the sign-in page) is that page again.
    if (pages.length >= limit || (final !== address && checked.has(final))) return;
    checked.add(final);
    pages.push({ file: address, source, base: final });
    for (const link of linksOf(source, final)) {
      const path = new URL(link).pathname;
      const variants = perPath.get(path) ?? 0;
      if (seen.has(link) || variants >= QUERY_VARIANTS || seen.size >= limit * 20) continue;
      perPath.set(path, variants + 1);
      seen.add(link);
      queue.push(link);
    }
  };
  const running = new Set<Promise<void>>();
  while ((queue.length > 0 || running.size > 0) && pages.length < limit) {
    while (queue.length > 0 && running.size < concurrency && pages.length + running.size < limit) {
      const one: Promise<void> = fetchOne(queue.shift() ?? '').finally(() => running.delete(one));
      running.add(one);
    }
    if (running.size > 0) await Promise.race(running);
  }
  await Promise.all(running);
  return { pages, failures };
}
