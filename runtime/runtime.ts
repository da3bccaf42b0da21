/**
 * The runtime object: created once, synchronously, when runtime.js starts (runtime/create-runtime.ts), and passed
 * to the parts that need it (boot, the widget registry and every widget's mount context, in-place navigation,
 * validation, consent). It replaces the module-level setters the parts had before (config, chunk timeout, page
 * visitor). Type imports only, so that any module may name it without an import cycle. The facades that theme code
 * calls as plain functions (dialogs, stylesheets) find the page's runtime through ./page-runtime.ts.
 */
import type { ChunkLoader } from './chunks.ts';
import type { RuntimeConfig } from './config.ts';
import type { ErrorCatalogue } from './error-catalogue.ts';
import type { Pages } from './page.ts';

export interface Runtime {
  /** The configuration read from the script tag. */
  readonly config: Readonly<RuntimeConfig>;
  /** Loads lazy chunks within the configured time limit. */
  readonly chunks: ChunkLoader;
  /** Goes somewhere: the only way to follow a URL from the server, a data attribute or the address bar. */
  readonly pages: Pages;
  /** How failures are shown (runtime spec §8). */
  readonly errors: ErrorCatalogue;
  /** The page's script nonce (its own script tag's `nonce`), '' without one: scripts the runtime trusts get it. */
  readonly scriptNonce: string;
  /** The release running: its own script tag's address and `integrity` ('' when not found). */
  readonly release: Release;
}

/** Which runtime a page was rendered for: its runtime script tag's absolute address and `integrity`. */
export interface Release {
  readonly src: string;
  readonly integrity: string;
}
