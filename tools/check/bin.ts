/** The `shop-runtime` command (package.json's bin), built to bin/shop-runtime.mjs by build.mjs. */
import { main } from './cli.ts';

process.exitCode = await main(process.argv.slice(2));
