/**
 * `shop-runtime lsp`: the checker as a language server over stdio (issue 45 point 3), for .html, .htm and .cshtml
 * documents: diagnostics from the same rules with the theme's config, completions and hover from the widgets'
 * schemas, quick fixes for what a rule can correct (the finding's `fix`).
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  CodeActionKind,
  CompletionItemKind,
  createConnection,
  type Diagnostic,
  DiagnosticSeverity,
  type Connection,
  MarkupKind,
  StreamMessageReader,
  StreamMessageWriter,
  TextDocuments,
  TextDocumentSyncKind,
} from 'vscode-languageserver/node';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { builtInWidgets } from '../../../widgets/catalogue.ts';
import { checkSource } from '../check.ts';
import { loadConfig, type ThemeConfig } from '../config.ts';
import type { Finding, Fix } from '../findings.ts';
import { completionsAt, hoverAt } from './knowledge.ts';

const TEMPLATE = /\.(html?|cshtml)$/i;
const KINDS = {
  widget: CompletionItemKind.Class,
  option: CompletionItemKind.Property,
  value: CompletionItemKind.Value,
};

function diagnostic(document: TextDocument, finding: Finding): Diagnostic {
  const start = document.offsetAt({ line: finding.line - 1, character: finding.column - 1 });
  const token = /^[^\s"'=<>]*/.exec(document.getText().slice(start))?.[0].length ?? 0;
  return {
    range: { start: document.positionAt(start), end: document.positionAt(start + Math.max(token, 1)) },
    severity: finding.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    code: finding.rule,
    source: 'shop-runtime',
    message: finding.message,
    data: finding.fix,
  };
}

/** The config of each folder, read once (a broken one is said once, and the defaults apply). */
function configs(connection: Connection): (uri: string) => Promise<ThemeConfig> {
  const byFolder = new Map<string, Promise<ThemeConfig>>();
  return (uri) => {
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
}

function listen(connection: Connection, documents: TextDocuments<TextDocument>): void {
  const configOf = configs(connection);
  const validate = async (document: TextDocument) => {
    if (!TEMPLATE.test(document.uri)) return;
    const { rules, themeWidgets } = await configOf(document.uri);
    const file = document.uri.startsWith('file:') ? fileURLToPath(document.uri) : document.uri;
    const findings = checkSource(file, document.getText(), { base: 'http://localhost/', rules, themeWidgets });
    const diagnostics = findings.map((finding) => diagnostic(document, finding));
    await connection.sendDiagnostics({ uri: document.uri, version: document.version, diagnostics });
  };
  documents.onDidChangeContent(({ document }) => void validate(document));
  documents.onDidClose(({ document }) => void connection.sendDiagnostics({ uri: document.uri, diagnostics: [] }));
  connection.onCompletion(({ textDocument, position }) => {
    const document = documents.get(textDocument.uri);
    if (!document) return [];
    return completionsAt(document.getText(), document.offsetAt(position), builtInWidgets).map((one) => ({
      label: one.label,
      kind: KINDS[one.kind],
      detail: one.detail,
      documentation: { kind: MarkupKind.Markdown, value: one.documentation },
    }));
  });
  connection.onHover(({ textDocument, position }) => {
    const document = documents.get(textDocument.uri);
    const text = document && hoverAt(document.getText(), document.offsetAt(position), builtInWidgets);
    return text ? { contents: { kind: MarkupKind.Markdown, value: text } } : null;
  });
  connection.onCodeAction(({ textDocument, context }) => {
    const document = documents.get(textDocument.uri);
    if (!document) return [];
    return context.diagnostics.flatMap((one) => {
      const fix = one.data as Fix | undefined;
      if (!fix) return [];
      const range = { start: document.positionAt(fix.offset), end: document.positionAt(fix.offset + fix.length) };
      const edit = { changes: { [textDocument.uri]: [{ range, newText: fix.text }] } };
      return [{ title: fix.title, kind: CodeActionKind.QuickFix, diagnostics: [one], edit, isPreferred: true }];
    });
  });
}

/** Serves one editor over `input` / `output` (stdin and stdout for `shop-runtime lsp`) until it exits. */
export function startServer(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Connection {
  const connection = createConnection(new StreamMessageReader(input), new StreamMessageWriter(output));
  const documents = new TextDocuments(TextDocument);
  connection.onInitialize(() => ({
    capabilities: {
      textDocumentSync: TextDocumentSyncKind.Incremental,
      completionItemProvider: { triggerCharacters: ['"', "'", ' ', '-'] },
      hoverProvider: true,
      codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix] },
    },
    serverInfo: { name: 'shop-runtime' },
  }));
  listen(connection, documents);
  documents.listen(connection);
  connection.listen();
  return connection;
}
