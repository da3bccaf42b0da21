/**
 * The VS Code extension (issue 45 point 4): one `shop-runtime lsp` per workspace folder whose theme has the release
 * package installed, started when an HTML or Razor file opens, stopped with the folder or the window. A folder
 * without the package is said once in the "shop-runtime" output channel and a message.
 */
import * as vscode from 'vscode';
import { LanguageClient } from 'vscode-languageclient/node';
import { clientOptions, CONFIGS, findServer, serverOptions } from './server.ts';

const NAME = 'shop-runtime';
/** The running clients, by workspace folder URI. */
const clients = new Map<string, { client: LanguageClient; watcher: vscode.Disposable }>();

async function start(folder: vscode.WorkspaceFolder, output: vscode.LogOutputChannel): Promise<void> {
  const key = folder.uri.toString();
  if (folder.uri.scheme !== 'file' || clients.has(key)) return;
  const found = findServer(folder.uri.fsPath);
  if ('problem' in found) {
    output.warn(`${folder.name}: ${found.problem}`);
    void vscode.window.showInformationMessage(`${NAME} (${folder.name}): ${found.problem}`);
    return;
  }
  output.info(`${folder.name}: starting ${found.bin} lsp`);
  const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder, CONFIGS));
  const client = new LanguageClient(NAME, `${NAME} (${folder.name})`, serverOptions(found.bin, folder.uri.fsPath), {
    ...clientOptions(key),
    workspaceFolder: folder,
    outputChannel: output,
    synchronize: { fileEvents: watcher },
  });
  clients.set(key, { client, watcher });
  await client.start();
}

async function stopClient(running: { client: LanguageClient; watcher: vscode.Disposable } | undefined) {
  running?.watcher.dispose();
  await running?.client.stop();
}

async function stop(folder: vscode.WorkspaceFolder): Promise<void> {
  const key = folder.uri.toString();
  const running = clients.get(key);
  clients.delete(key);
  await stopClient(running);
}

export async function activate(context: vscode.ExtensionContext): Promise<void> {
  const output = vscode.window.createOutputChannel(NAME, { log: true });
  context.subscriptions.push(
    output,
    vscode.workspace.onDidChangeWorkspaceFolders(async ({ added, removed }) => {
      await Promise.all([...removed.map(stop), ...added.map((folder) => start(folder, output))]);
    }),
  );
  await Promise.all((vscode.workspace.workspaceFolders ?? []).map((folder) => start(folder, output)));
}

export async function deactivate(): Promise<void> {
  const running = [...clients.values()];
  clients.clear();
  await Promise.all(running.map(stopClient));
}
