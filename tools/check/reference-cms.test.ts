// @vitest-environment node
/**
 * The checker on every page of the reference CMS, fr and nl: no error on correct markup (issue 32's "no false
 * alarms"). Runs the built server (`node build.mjs` writes .build/fixtures/server.mjs; `npm test` builds first).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSource } from './check.ts';
import { main } from './cli.ts';
import { crawl } from './inputs.ts';

let server: ChildProcess | undefined;
let origin = '';

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const address = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ['.build/fixtures/server.mjs'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    server?.stdout?.on('data', (chunk: Buffer) => String(chunk).includes('Reference CMS') && resolve());
    server?.on('exit', (code) => reject(new Error(`The reference CMS exited (${code}): run node build.mjs first.`)));
  });
}, 30_000);

afterAll(() => {
  server?.kill('SIGTERM');
});

describe('shop-runtime check on the reference CMS', () => {
  it.each(['fr', 'nl'])(
    'every page crawled from /%s/ has no error',
    async (culture) => {
      const { pages, failures } = await crawl(`${origin}/${culture}/`, 10_000);
      // The crawl ended because no link led anywhere new: every page reachable from the home page was checked.
      expect(pages.length).toBeLessThan(10_000);
      const paths = new Set(pages.map((one) => new URL(one.file).pathname));
      // The crawl reached the shop's pages in its language, not only the home page.
      expect([...paths].filter((path) => path.startsWith(`/${culture}/`)).length).toBeGreaterThan(40);
      expect(failures).toEqual([]);
      const errors = pages
        .flatMap((one) => checkSource(one.file, one.source, { base: one.base }))
        .filter((finding) => finding.severity === 'error');
      expect(errors).toEqual([]);
    },
    60_000,
  );

  it('the command crawls an address: exit 0 on a clean crawl; a link to a failed page is a warning', async () => {
    let out = '';
    const write = (text: string) => void (out += text);
    expect(await main(['check', '--crawl', '3', `${origin}/nl/`], write)).toBe(0);
    expect(out).toBe('3 pages: 0 errors, 0 warnings\n');
    out = '';
    expect(await main(['check', '--format', 'json', `${origin}/fr/no-such-page`], write)).toBe(0);
    expect(JSON.parse(out)).toEqual([
      {
        file: `${origin}/fr/no-such-page`,
        line: 1,
        column: 1,
        severity: 'warning',
        rule: 'crawl',
        message: `A same-site link leads to a page that failed: ${origin}/fr/no-such-page: HTTP 404.`,
      },
    ]);
  });
});
