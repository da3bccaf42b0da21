// @vitest-environment node
/**
 * The language server as an editor uses it (issue 45 point 3): `node bin/shop-runtime.mjs lsp` started over stdio,
 * driven by the protocol's own client library. Needs `node build.mjs` (or `--checker`) first, as package.test.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CodeActionRequest,
  CompletionRequest,
  createProtocolConnection,
  DidChangeTextDocumentNotification,
  DidChangeWatchedFilesNotification,
  FileChangeType,
  DidOpenTextDocumentNotification,
  ExitNotification,
  HoverRequest,
  InitializedNotification,
  InitializeRequest,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  PublishDiagnosticsNotification,
  ShutdownRequest,
  StreamMessageReader,
  StreamMessageWriter,
  type CompletionItem,
  type TextEdit,
} from 'vscode-languageserver-protocol/node';
import { TextDocument } from 'vscode-languageserver-textdocument';

const BIN = resolve(import.meta.dirname, '../../../bin/shop-runtime.mjs');
const folder = mkdtempSync(join(tmpdir(), 'shop-runtime-lsp-'));
const uri = pathToFileURL(join(folder, 'Product.cshtml')).href;
let server: ChildProcess;
let client: ProtocolConnection;
const published: PublishDiagnosticsParams[] = [];
let onPublish = () => {};

/** The editor replaces the document's text: its `version`. */
const edit = (text: string, version: number) =>
  client.sendNotification(DidChangeTextDocumentNotification.type, {
    textDocument: { uri, version },
    contentChanges: [{ text }],
  });

/** The diagnostics of `version`, when the server sends them. */
function diagnosticsOf(version: number) {
  return new Promise<PublishDiagnosticsParams>((done) => {
    const look = () => {
      const found = published.find((one) => one.uri === uri && one.version === version);
      if (found) done(found);
    };
    onPublish = look;
    look();
  });
}

const WRONG = [
  '<form>',
  '  <div data-widget="countdwn" data-end="2027-03-31T22:00:00Z"></div>',
  '  <input name="Email" data-val="true" data-val-required="!">',
  '</form>',
].join('\n');

beforeAll(async () => {
  // The theme's config raises val-no-message to an error: the server applies it.
  writeFileSync(join(folder, 'shop-runtime.config.json'), '{"rules":{"val-no-message":"error"}}');
  server = spawn(process.execPath, [BIN, 'lsp'], { cwd: folder, stdio: ['pipe', 'pipe', 'inherit'] });
  client = createProtocolConnection(
    new StreamMessageReader(server.stdout ?? process.stdin),
    new StreamMessageWriter(server.stdin ?? process.stdout),
  );
  client.onNotification(PublishDiagnosticsNotification.type, (params) => {
    published.push(params);
    onPublish();
  });
  client.listen();
  const answer = await client.sendRequest(InitializeRequest.type, {
    processId: process.pid,
    rootUri: pathToFileURL(folder).href,
    capabilities: {},
  });
  expect(answer.serverInfo?.name).toBe('shop-runtime');
  // An editor asks only for what the server declares (Neovim's client refuses the rest).
  expect(Object.keys(answer.capabilities).sort()).toEqual([
    'codeActionProvider',
    'completionProvider',
    'hoverProvider',
    'textDocumentSync',
  ]);
  await client.sendNotification(InitializedNotification.type, {});
  const textDocument = { uri, languageId: 'razor', version: 1, text: WRONG };
  await client.sendNotification(DidOpenTextDocumentNotification.type, { textDocument });
}, 30_000);

afterAll(async () => {
  await client.sendRequest(ShutdownRequest.type);
  await client.sendNotification(ExitNotification.type);
  await new Promise((done) => server.once('exit', done));
  client.dispose();
  rmSync(folder, { recursive: true, force: true });
});

const labels = (items: CompletionItem[] | { items: CompletionItem[] } | null) =>
  (Array.isArray(items) ? items : (items?.items ?? [])).map((item) => item.label);
const at = (text: string, marker: string) => {
  const offset = text.indexOf(marker) + marker.length;
  return TextDocument.create(uri, 'razor', 1, text).positionAt(offset);
};

describe('shop-runtime lsp over stdio', () => {
  it('publishes the rules’ diagnostics with the theme’s config, and again as the document changes', async () => {
    const first = await diagnosticsOf(1);
    expect(first.diagnostics.map((one) => [one.range.start.line, one.code, one.severity, one.message])).toEqual([
      [1, 'widget-unknown', 1, 'No widget is named "countdwn": did you mean "countdown"?'],
      [2, 'val-no-message', 1, '"Email" is validated but no [data-valmsg-for="Email"] element shows its message.'],
    ]);
    expect(first.diagnostics[0]?.range).toEqual({ start: { line: 1, character: 7 }, end: { line: 1, character: 18 } });
    const text = WRONG.replace('countdwn', 'countdown').replace(
      'required="!">',
      'required="!"><span data-valmsg-for="Email"></span>',
    );
    await edit(text, 2);
    expect((await diagnosticsOf(2)).diagnostics).toEqual([]);
  });

  it('completes widget names, the options of the element’s widgets and their choices', async () => {
    const text = '<div data-widget="countdown" data-on-end="" ></div>';
    await edit(text, 3);
    const complete = (marker: string) =>
      client.sendRequest(CompletionRequest.type, { textDocument: { uri }, position: at(text, marker) });
    expect(labels(await complete('data-widget="'))).toContain('countdown');
    expect(labels(await complete('data-widget="'))).toContain('add-to-cart');
    expect(labels(await complete('data-on-end="'))).toEqual(['reload', 'hide', 'none']);
    const options = labels(await complete('data-on-end="" '));
    expect(options).toEqual(expect.arrayContaining(['data-end', 'data-label']));
    expect(options).not.toContain('data-on-end');
  });

  it('shows a widget’s and an option’s docs from its definition on hover', async () => {
    const text = '<div data-widget="countdown" data-on-end="hide"></div>';
    await edit(text, 4);
    const hover = (marker: string) =>
      client.sendRequest(HoverRequest.type, { textDocument: { uri }, position: at(text, marker) });
    expect(JSON.stringify(await hover('data-widget="count'))).toContain('Time left until an end date');
    expect(JSON.stringify(await hover('data-on-e'))).toContain('What happens at the end. (reload | hide | none)');
  });

  it('offers quick fixes: the nearest widget name, a missing data-valmsg-for span, the token in a posting form', async () => {
    const text = `<html><body><main><form method="post">\n<div data-widget="countdwn" data-end="2027-03-31T22:00:00Z"></div>\n<input name="Email" data-val="true" data-val-required="!">\n</form></main><script type="module" src="/Dist/runtime.js"></script></body></html>`;
    await edit(text, 5);
    const { diagnostics } = await diagnosticsOf(5);
    expect(diagnostics.map((one) => one.code)).toEqual(['page-token', 'widget-unknown', 'val-no-message']);
    const actions = await client.sendRequest(CodeActionRequest.type, {
      textDocument: { uri },
      range: { start: { line: 0, character: 0 }, end: { line: 3, character: 0 } },
      context: { diagnostics },
    });
    const fixed = (actions ?? []).map((action) => {
      const edits = ('edit' in action ? action.edit?.changes?.[uri] : undefined) ?? ([] as TextEdit[]);
      return [action.title, TextDocument.applyEdits(TextDocument.create(uri, 'razor', 5, text), edits)];
    });
    expect(fixed.map(([title]) => title)).toEqual([
      'Add the __RequestVerificationToken to this form',
      'Change to "countdown"',
      'Add <span data-valmsg-for="Email"> after the field',
    ]);
    expect(fixed[0]?.[1]).toContain('<form method="post">@Html.AntiForgeryToken()\n');
    expect(fixed[1]?.[1]).toContain('<div data-widget="countdown" data-end');
    expect(fixed[2]?.[1]).toContain(
      'data-val-required="!"><span class="field-validation-valid" data-valmsg-for="Email" data-valmsg-replace="true"></span>\n',
    );
  });

  it('reads the theme’s config again when the editor says it changed, and checks the open documents again', async () => {
    await edit(WRONG, 6);
    const severities = (params: PublishDiagnosticsParams) => params.diagnostics.map((one) => [one.code, one.severity]);
    expect(severities(await diagnosticsOf(6))).toEqual([
      ['widget-unknown', 1],
      ['val-no-message', 1],
    ]);
    const config = join(folder, 'shop-runtime.config.json');
    writeFileSync(config, '{"rules":{"val-no-message":"off","widget-unknown":"warning"}}');
    const count = published.length;
    const again = new Promise<PublishDiagnosticsParams>((done) => {
      onPublish = () => published.length > count && done(published.at(-1) as PublishDiagnosticsParams);
    });
    await client.sendNotification(DidChangeWatchedFilesNotification.type, {
      changes: [{ uri: pathToFileURL(config).href, type: FileChangeType.Changed }],
    });
    const republished = await again;
    expect([republished.version, severities(republished)]).toEqual([6, [['widget-unknown', 2]]]);
  });
});

it('loads vscode-languageserver for `lsp` alone: `check` does not import it at start-up', () => {
  // esbuild hoists a static import of an external package to the top of the one-file bin (check's start-up: 362 →
  // 228 ms median once gone). The server imports the library when it starts.
  const bundle = readFileSync(BIN, 'utf8');
  expect(bundle).not.toMatch(/^import\b[^;]*from\s*"vscode-languageserver[^"]*";/m);
  expect(bundle).toContain('await import("vscode-languageserver/node")');
});
