/**
 * `shop-runtime lsp`: the checker as a language server over stdio (issue 45 point 3), for .html, .htm and .cshtml
 * documents: diagnostics from the same rules with the theme's config, completions and hover from the widgets'
 * schemas, quick fixes for what a rule can correct (the finding's `fix`).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type {
  CodeActionKind,
  CompletionItemKind,
  Connection,
  Diagnostic,
  DiagnosticSeverity,
  MarkupKind,
  TextDocuments,
  TextDocumentSyncKind,
} from 'vscode-languageserver/node';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { builtInWidgets } from '../../../widgets/catalogue.ts';
import { checkSource } from '../check.ts';
import { loadConfig, type ThemeConfig } from '../config.ts';
import type { Finding, Fix } from '../findings.ts';
import { completionsAt, hoverAt } from './knowledge.ts';

const TEMPLATE = /\.(html?|cshtml)$/i;
/**
 * The protocol's constants, written out: vscode-languageserver is imported when the server starts (startServer), so
 * that `shop-runtime check`, bundled in the same file, does not load it (esbuild hoists a static import of an
 * external package to the top of the bundle). The types hold them to the library's values.
 */
const KINDS: {
  widget: typeof CompletionItemKind.Class;
  option: typeof CompletionItemKind.Property;
  value: typeof CompletionItemKind.Value;
} = { widget: 7, option: 10, value: 12 };
const ERROR: typeof DiagnosticSeverity.Error = 1;
const WARNING: typeof DiagnosticSeverity.Warning = 2;
const MARKDOWN: typeof MarkupKind.Markdown = 'markdown';
const QUICK_FIX: typeof CodeActionKind.QuickFix = 'quickfix';
const INCREMENTAL: typeof TextDocumentSyncKind.Incremental = 2;

function diagnostic(document: TextDocument, finding: Finding): Diagnostic {
  const start = document.offsetAt({ line: finding.line - 1, character: finding.column - 1 });
  const token = /^[^\s"'=<>]*/.exec(document.getText().slice(start))?.[0].length ?? 0;
  return {
    range: { start: document.positionAt(start), end: document.positionAt(start + Math.max(token, 1)) },
    severity: finding.severity === 'error' ? ERROR : WARNING,
    code: finding.rule,
    source: 'shop-runtime',
    message: finding.message,
    data: finding.fix,
  };
}

/**
 * The config of each folder, read once (a broken one is said once, and the defaults apply) until `forget`: the
 * editor says a config file changed (workspace/didChangeWatchedFiles; the VS Code extension watches
 * shop-runtime.config.json and package.json).
 */
function configs(connection: Connection): { of: (uri: string) => Promise<ThemeConfig>; forget: () => void } {
  const byFolder = new Map<string, Promise<ThemeConfig>>();
  const of = (uri: string) => {
    const folder = uri.startsWith('file:') ? dirname(fileURLToPath(uri)) : process.cwd();
    let config = byFolder.get(folder);
    if (!config) {
      config = loadConfig(folder).catch((error: Error) => {
        void connection.window.showErrorMessage(`shop-runtime: ${error.message}`);
        return { rules: {}, themeWidgets: [] };
      });
      byFolder.set(folder, config);
    }
    return config;
  };
  return { of, forget: () => byFolder.clear() };
}

function listen(connection: Connection, documents: TextDocuments<TextDocument>): void {
  const config = configs(connection);
  const validate = async (document: TextDocument) => {
    if (!TEMPLATE.test(document.uri)) return;
    const { rules, themeWidgets } = await config.of(document.uri);
    const file = document.uri.startsWith('file:') ? fileURLToPath(document.uri) : document.uri;
    const findings = checkSource(file, document.getText(), { base: 'http://localhost/', rules, themeWidgets });
    const diagnostics = findings.map((finding) => diagnostic(document, finding));
    await connection.sendDiagnostics({ uri: document.uri, version: document.version, diagnostics });
  };
  documents.onDidChangeContent(({ document }) => void validate(document));
  connection.onDidChangeWatchedFiles(() => {
    config.forget();
    for (const document of documents.all()) void validate(document);
  });
  documents.onDidClose(({ document }) => void connection.sendDiagnostics({ uri: document.uri, diagnostics: [] }));
  connection.onCompletion(({ textDocument, position }) => {
    const document = documents.get(textDocument.uri);
    if (!document) return [];
    return completionsAt(document.getText(), document.offsetAt(position), builtInWidgets).map((one) => ({
      label: one.label,
      kind: KINDS[one.kind],
      detail: one.detail,
      documentation: { kind: MARKDOWN, value: one.documentation },
    }));
  });
  connection.onHover(({ textDocument, position }) => {
    const document = documents.get(textDocument.uri);
    const text = document && hoverAt(document.getText(), document.offsetAt(position), builtInWidgets);
    return text ? { contents: { kind: MARKDOWN, value: text } } : null;
  });
  connection.onCodeAction(({ textDocument, context }) => {
    const document = documents.get(textDocument.uri);
    if (!document) return [];
    return context.diagnostics.flatMap((one) => {
      const fix = one.data as Fix | undefined;
      if (!fix) return [];
      const range = { start: document.positionAt(fix.offset), end: document.positionAt(fix.offset + fix.length) };
      const edit = { changes: { [textDocument.uri]: [{ range, newText: fix.text }] } };
      return [{ title: fix.title, kind: QUICK_FIX, diagnostics: [one], edit, isPreferred: true }];
    });
  });
}

/** Serves one editor over `input` / `output` (stdin and stdout for `shop-runtime lsp`) until it exits. */
export async function startServer(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<Connection> {
  const { createConnection, StreamMessageReader, StreamMessageWriter, TextDocuments } =
    await import('vscode-languageserver/node');
  const { TextDocument } = await import('vscode-languageserver-textdocument');
  const connection = createConnection(new StreamMessageReader(input), new StreamMessageWriter(output));
  const documents = new TextDocuments(TextDocument);
  connection.onInitialize(() => ({
    capabilities: {
      textDocumentSync: INCREMENTAL,
      completionProvider: { triggerCharacters: ['"', "'", ' ', '-'] },
      hoverProvider: true,
      codeActionProvider: { codeActionKinds: [QUICK_FIX] },
    },
    serverInfo: { name: 'shop-runtime' },
  }));
  listen(connection, documents);
  documents.listen(connection);
  connection.listen();
  return connection;
}
