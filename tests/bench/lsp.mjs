/**
 * The language server's speed as an editor meets it (issue 45 point 5): `node bin/shop-runtime.mjs lsp` over stdio,
 * driven by the protocol's client library, on a 2,000-line Razor product listing (a whole page: the runtime's tag,
 * the token, 99 products each with a countdown, a slider, a validated add-to-cart form and a dialog link; one
 * product in 25 with a misspelt widget, so the editor shows findings as it does while a developer types). Each
 * round edits one character in the middle (typing, then deleting it) and times didChange → the
 * publishDiagnostics of that version. Target: 150 ms. Run by `npm run bench -- lsp`, or alone:
 * `node build.mjs --checker && node tests/bench/lsp.mjs`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidOpenTextDocumentNotification,
  ExitNotification,
  InitializedNotification,
  InitializeRequest,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
} from 'vscode-languageserver-protocol/node';
import { median, percentile } from './stats.mjs';

const BIN = resolve(import.meta.dirname, '../../bin/shop-runtime.mjs');
export const LSP_LINES = 2000;
export const LSP_TARGET_MS = 150;

/** One product of the listing: 20 lines; `typo` misspells its countdown. */
function product(i, typo) {
  return `  <section class="product" id="product-${i}">
    <h2><a href="/fr/catalog/product/${1000 + i}">@Model.Products[${i}].Name</a></h2>
    <div data-widget="${typo ? 'countdwn' : 'countdown'}" data-end="2027-03-31T22:00:00Z" data-on-end="hide"></div>
    <div data-widget="slider">
      <ul class="glide__slides"><li class="glide__slide"><img src="/img/${i}.jpg" alt="Photo ${i}"></li></ul>
    </div>
    <form method="post" action="/fr/cart/add">
      <input type="hidden" name="ProductId" value="${1000 + i}">
      <label for="quantity-${i}">Quantité</label>
      <input id="quantity-${i}" name="Quantity" type="number" min="1" max="99" data-val="true"
        data-val-required="Obligatoire" data-val-range="Entre 1 et 99" data-val-range-min="1" data-val-range-max="99">
      <span data-valmsg-for="Quantity"></span>
      <label for="email-${i}">E-mail</label>
      <input id="email-${i}" name="Email" data-val="true" data-val-email="Adresse invalide">
      <span data-valmsg-for="Email"></span>
      <button type="submit">Ajouter au panier</button>
    </form>
    <a data-modal data-modal-size="lg" href="/fr/catalog/product/${1000 + i}/quick">Aperçu</a>
    <p>@Model.Products[${i}].Description</p>
  </section>`;
}

/** The whole page, exactly LSP_LINES lines. */
export function listingTemplate() {
  const head = [
    '@model ProductListing',
    '<!DOCTYPE html>',
    '<html lang="fr">',
    '<head>',
    '  <meta name="__RequestVerificationToken" content="@Model.Token">',
    '  <script type="module" src="/Dist/runtime.js"></script>',
    '</head>',
    '<body><main data-page-section>',
  ];
  const foot = ['</main></body>', '</html>'];
  const lines = [...head];
  for (let i = 1; lines.length + 20 + foot.length <= LSP_LINES; i++)
    lines.push(...product(i, i % 25 === 0).split('\n'));
  while (lines.length + foot.length < LSP_LINES) lines.push(`  <p>Ligne ${lines.length + 1}</p>`);
  return [...lines, ...foot].join('\n');
}

/** Starts the server in `folder` and opens the listing; resolves with the client and a wait for a version. */
async function openListing(folder, text) {
  const server = spawn(process.execPath, [BIN, 'lsp'], { cwd: folder, stdio: ['pipe', 'pipe', 'inherit'] });
  const client = createProtocolConnection(
    new StreamMessageReader(server.stdout),
    new StreamMessageWriter(server.stdin),
  );
  const waiting = new Map();
  client.onNotification(PublishDiagnosticsNotification.type, (params) => waiting.get(params.version)?.(params));
  const diagnosticsOf = (version) => new Promise((done) => waiting.set(version, done));
  client.listen();
  await client.sendRequest(InitializeRequest.type, { processId: process.pid, rootUri: null, capabilities: {} });
  await client.sendNotification(InitializedNotification.type, {});
  const uri = pathToFileURL(join(folder, 'Listing.cshtml')).href;
  const opened = diagnosticsOf(1);
  const start = performance.now();
  await client.sendNotification(DidOpenTextDocumentNotification.type, {
    textDocument: { uri, languageId: 'razor', version: 1, text },
  });
  const first = await opened;
  return { server, client, uri, diagnosticsOf, open: performance.now() - start, findings: first.diagnostics.length };
}

/** didOpen and `rounds` one-character edits: the times to their diagnostics, in ms. */
export async function lspBenchmark(rounds = 30) {
  const folder = mkdtempSync(join(tmpdir(), 'shop-runtime-lsp-bench-'));
  const text = listingTemplate();
  const session = await openListing(folder, text);
  const { client, uri, diagnosticsOf } = session;
  const line = LSP_LINES / 2 + 1;
  const times = [];
  try {
    for (let version = 2; version < rounds + 2; version++) {
      // Odd rounds type an "x" at the start of the middle line, even rounds delete it.
      const range = { start: { line, character: 0 }, end: { line, character: version % 2 ? 1 : 0 } };
      const published = diagnosticsOf(version);
      const start = performance.now();
      await client.sendNotification(DidChangeTextDocumentNotification.type, {
        textDocument: { uri, version },
        contentChanges: [{ range, text: version % 2 ? '' : 'x' }],
      });
      const { diagnostics } = await published;
      times.push(performance.now() - start);
      if (diagnostics.length !== session.findings)
        throw new Error(`version ${version}: ${diagnostics.length} findings, not ${session.findings}`);
    }
    await client.sendRequest(ShutdownRequest.type);
    await client.sendNotification(ExitNotification.type);
  } finally {
    client.dispose();
    session.server.kill();
    rmSync(folder, { recursive: true, force: true });
  }
  return {
    lines: text.split('\n').length,
    findings: session.findings,
    open: session.open,
    median: median(times),
    p90: percentile(times, 0.9),
    max: Math.max(...times),
    rounds,
  };
}

/** The benchmark table's row. */
export function lspRow(result) {
  return `| language server: a ${result.lines.toLocaleString('en')}-line template, one-character edit → its diagnostics (stdio) | ${result.median.toFixed(1)} ms | p90 ${result.p90.toFixed(1)} ms, max ${result.max.toFixed(1)} ms over ${result.rounds} edits; didOpen → diagnostics ${result.open.toFixed(1)} ms; ${result.findings} findings each time; target ≤ ${LSP_TARGET_MS} ms |`;
}

if (process.argv[1] === import.meta.filename) console.log(lspRow(await lspBenchmark()));
