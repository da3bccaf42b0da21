/** The `shop-runtime` command (package.json's bin), built to bin/shop-runtime.mjs by build.mjs. */
import { main } from './cli.ts';

if (process.argv[2] === 'lsp') {
  // The editor drives it from here on, and ends it with the protocol's exit notification.
  const { startServer } = await import('./lsp/server.ts');
  await startServer(process.stdin, process.stdout);
} else process.exitCode = await main(process.argv.slice(2));
