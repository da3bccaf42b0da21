// @vitest-environment node
/**
 * The extension's activation with the `vscode` module mocked (it exists only inside the editor) and the language
 * client recorded: a client per workspace folder with the package, a message for one without, stopped on exit.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeEach, expect, it, vi } from 'vitest';

const editor = vi.hoisted(() => ({
  messages: [] as string[],
  log: [] as string[],
  folders: [] as { name: string; uri: { scheme: string; fsPath: string; toString(): string } }[],
  onFolders: undefined as undefined | ((change: { added: unknown[]; removed: unknown[] }) => Promise<void>),
  clients: [] as { id: string; name: string; server: unknown; options: Record<string, unknown>; state: string }[],
  watchers: [] as { base: unknown; pattern: string; disposed: boolean }[],
}));

vi.mock('vscode', () => ({
  window: {
    createOutputChannel: () => ({
      info: (line: string) => editor.log.push(line),
      warn: (line: string) => editor.log.push(line),
      dispose: () => {},
    }),
    showInformationMessage: (message: string) => editor.messages.push(message),
  },
  RelativePattern: class {
    constructor(
      readonly base: unknown,
      readonly pattern: string,
    ) {}
  },
  workspace: {
    createFileSystemWatcher: ({ base, pattern }: { base: unknown; pattern: string }) => {
      const watcher = { base, pattern, disposed: false, dispose: () => (watcher.disposed = true) };
      editor.watchers.push(watcher);
      return watcher;
    },
    get workspaceFolders() {
      return editor.folders;
    },
    onDidChangeWorkspaceFolders: (listener: typeof editor.onFolders) => {
      editor.onFolders = listener;
      return { dispose: () => {} };
    },
  },
}));

vi.mock('vscode-languageclient/node', () => ({
  LanguageClient: class {
    record: (typeof editor.clients)[number];
    constructor(id: string, name: string, server: unknown, options: Record<string, unknown>) {
      this.record = { id, name, server, options, state: 'new' };
      editor.clients.push(this.record);
    }
    start() {
      this.record.state = 'running';
      return Promise.resolve();
    }
    stop() {
      this.record.state = 'stopped';
      return Promise.resolve();
    }
  },
}));

const { activate, deactivate } = await import('./extension.ts');

const root = mkdtempSync(join(tmpdir(), 'shop-runtime-vscode-ext-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function folder(name: string, installed: boolean) {
  const path = join(root, name);
  mkdirSync(join(path, 'node_modules/shop-runtime/bin'), { recursive: true });
  if (installed) {
    writeFileSync(join(path, 'node_modules/shop-runtime/package.json'), '{"bin":{"shop-runtime":"bin/s.mjs"}}');
    writeFileSync(join(path, 'node_modules/shop-runtime/bin/s.mjs'), '');
  }
  const href = pathToFileURL(path).href;
  return { name, uri: { scheme: 'file', fsPath: path, toString: () => href } };
}

beforeEach(() => {
  Object.assign(editor, { messages: [], log: [], folders: [], clients: [], watchers: [] });
});

it('starts one client per workspace folder that has the package, and says what the others lack', async () => {
  const theme = folder('theme', true);
  const other = folder('other', false);
  editor.folders = [theme, other];
  const subscriptions: unknown[] = [];
  await activate({ subscriptions } as never);
  expect(editor.clients).toEqual([
    {
      id: 'shop-runtime',
      name: 'shop-runtime (theme)',
      server: {
        module: join(theme.uri.fsPath, 'node_modules/shop-runtime/bin/s.mjs'),
        args: ['lsp'],
        transport: 0,
        options: { cwd: theme.uri.fsPath },
      },
      options: expect.objectContaining({
        documentSelector: [
          { scheme: 'file', pattern: { baseUri: theme.uri.toString(), pattern: '**/*.{html,htm,cshtml}' } },
        ],
        workspaceFolder: theme,
        // The server reads the theme's config again when one of these changes.
        synchronize: { fileEvents: editor.watchers[0] },
      }),
      state: 'running',
    },
  ]);
  expect(editor.messages).toEqual([
    expect.stringMatching(/^shop-runtime \(other\): No node_modules\/shop-runtime in /),
  ]);
  expect(editor.log).toHaveLength(2);
  expect(subscriptions).toHaveLength(2);

  // A folder added later gets its client; a removed one's client stops.
  const added = folder('added', true);
  await editor.onFolders?.({ added: [added], removed: [theme] });
  expect(editor.clients.map((client) => [client.name, client.state])).toEqual([
    ['shop-runtime (theme)', 'stopped'],
    ['shop-runtime (added)', 'running'],
  ]);
  await deactivate();
  expect(editor.clients.map((client) => client.state)).toEqual(['stopped', 'stopped']);
  expect(editor.watchers.map(({ base, pattern, disposed }) => [base, pattern, disposed])).toEqual([
    [theme, '**/{shop-runtime.config.json,package.json}', true],
    [added, '**/{shop-runtime.config.json,package.json}', true],
  ]);
});

it('leaves folders that are not on disk alone', async () => {
  editor.folders = [{ name: 'remote', uri: { scheme: 'vscode-vfs', fsPath: '/r', toString: () => 'vscode-vfs://r' } }];
  await activate({ subscriptions: [] } as never);
  expect([editor.clients, editor.messages]).toEqual([[], []]);
});
