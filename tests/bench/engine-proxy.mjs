/**
 * Other navigation engines on the reference CMS's own pages, for the side-by-side benchmark (engines.mjs): a proxy
 * in front of the reference CMS. A page asked with `?__engine=htmx` comes with bare htmx 4 boost in place of the
 * runtime, with `?__engine=turbo` with Turbo 8; the page is the same HTML otherwise (the runtime's widgets do not
 * mount, and the init loader, which only the runtime removes, is left out). The engines' scripts are served under
 * /__bench/ from the installed packages. Every engine's requests, ours too, pass through the proxy, so its hop
 * costs each of them the same; answers are compressed as the reference CMS compresses its own
 * (fixtures/compression.ts: brotli 5 for pages made per request, brotli 11 for files).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import { resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const ROOT = resolve(import.meta.dirname, '../..');

/** The engines' scripts, by their name under /__bench/. */
const ENGINE_SCRIPTS = {
  'htmx.js': 'node_modules/htmx.org/dist/htmx.min.js',
  'turbo.js': 'node_modules/@hotwired/turbo/dist/turbo.es2017-esm.js',
};

const RUNTIME_SCRIPT = /<script\b([^>]*)\ssrc="\/Dist\/runtime\.js"[^>]*><\/script>/;
const INIT_LOADER = /<div class="init-loader"[^>]*>.*?<\/div><\/div>/s;

/** The engine a request asks for (`?__engine=htmx|turbo`), or undefined for ours. */
export function engineOf(url) {
  const asked = new URL(url, 'http://proxy').searchParams.get('__engine');
  return asked === 'htmx' || asked === 'turbo' ? asked : undefined;
}

/** The page as `engine` would run it: its script in place of the runtime's (same nonce), htmx boosting every link. */
export function withEngine(html, engine) {
  const page = html
    .replace(RUNTIME_SCRIPT, (_tag, before) => {
      const nonce = /\snonce="[^"]*"/.exec(before)?.[0] ?? '';
      return engine === 'htmx'
        ? `<script${nonce} src="/__bench/htmx.js"></script>`
        : `<script${nonce} type="module" src="/__bench/turbo.js"></script>`;
    })
    .replace(INIT_LOADER, '')
    .replace('<body class="loading ', '<body class="loaded ');
  return engine === 'htmx' ? page.replace('<body ', '<body hx-boost:inherited="true" ') : page;
}

/** brotli, else gzip, as the browser accepts them (undefined: neither). */
const codingFor = (acceptEncoding = '') =>
  /\bbr\b/.test(acceptEncoding) ? 'br' : /\bgzip\b/.test(acceptEncoding) ? 'gzip' : undefined;

/** `body` in `coding`; `thorough` for files (compressed once), else a CDN's on-the-fly level. */
function compress(body, coding, thorough = false) {
  if (coding === 'br') {
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: thorough ? 11 : 5 } });
  }
  return coding === 'gzip' ? gzipSync(body, { level: thorough ? 9 : 6 }) : body;
}

function send(res, status, headers, body, coding) {
  res.writeHead(status, {
    ...headers,
    'Content-Length': String(body.length),
    ...(coding ? { 'Content-Encoding': coding, Vary: 'Accept-Encoding' } : {}),
  });
  res.end(body);
}

/** GET /__bench/<script>: the engine's file, revalidated on each use as the CMS serves its own (ETag, 304). */
function serveEngineScript(req, res, scripts) {
  const script = scripts.get(new URL(req.url, 'http://proxy').pathname.slice('/__bench/'.length));
  if (!script) return send(res, 404, { 'Content-Type': 'text/plain' }, Buffer.from('Not found'));
  const headers = { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache', ETag: script.etag };
  if (req.headers['if-none-match'] === script.etag) return send(res, 304, headers, Buffer.alloc(0));
  const coding = codingFor(req.headers['accept-encoding']);
  script.encoded[coding ?? 'identity'] ??= compress(script.raw, coding, true);
  send(res, 200, headers, script.encoded[coding ?? 'identity'], coding);
}

/** Forwards `req` to the CMS; an engine's page comes back with the engine in place of the runtime. */
function forward(req, res, upstream, agent) {
  const engine = engineOf(req.url);
  // An engine's page is asked uncompressed, rewritten, then compressed here as the CMS would have.
  const headers = engine ? { ...req.headers, 'accept-encoding': 'identity' } : req.headers;
  const asked = request(new URL(req.url, upstream), { method: req.method, headers, agent }, (answer) => {
    if (!engine || !/^text\/html/.test(answer.headers['content-type'] ?? '')) {
      res.writeHead(answer.statusCode, answer.rawHeaders);
      answer.pipe(res);
      return;
    }
    const chunks = [];
    answer.on('data', (chunk) => chunks.push(chunk));
    answer.on('end', () => {
      const page = Buffer.from(withEngine(Buffer.concat(chunks).toString('utf8'), engine));
      const { 'content-length': _length, 'content-encoding': _coding, ...kept } = answer.headers;
      const coding = codingFor(req.headers['accept-encoding']);
      send(res, answer.statusCode, kept, compress(page, coding), coding);
    });
  });
  asked.on('error', (error) => {
    if (!res.headersSent) send(res, 502, { 'Content-Type': 'text/plain' }, Buffer.from(error.message));
    else res.destroy(error);
  });
  req.pipe(asked);
}

/** Starts the proxy in front of the CMS at `upstream` on a free port; resolves with its address and a way to stop. */
export async function startEngineProxy(upstream) {
  const scripts = new Map(
    Object.entries(ENGINE_SCRIPTS).map(([name, path]) => {
      const raw = readFileSync(resolve(ROOT, path));
      return [name, { raw, etag: `"${createHash('sha1').update(raw).digest('base64url')}"`, encoded: {} }];
    }),
  );
  const agent = new Agent({ keepAlive: true });
  const server = createServer((req, res) =>
    req.url.startsWith('/__bench/') ? serveEngineScript(req, res, scripts) : forward(req, res, upstream, agent),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${server.address().port}`,
    close: () => {
      server.closeAllConnections();
      server.close();
      agent.destroy();
    },
  };
}
