/** A runtime object for unit tests: the documented defaults, a real chunk loader and pages, a recording catalogue. */
import * as v from 'valibot';
import { chunkLoader } from '../../runtime/chunks.ts';
import { configSchema, type RuntimeConfig } from '../../runtime/config.ts';
import { Pages } from '../../runtime/page.ts';
import type { Runtime } from '../../runtime/runtime.ts';

export interface TestRuntime extends Runtime {
  /** The failures reported to the error catalogue. */
  reported: unknown[];
}

export function testRuntime(config: Partial<RuntimeConfig> = {}): TestRuntime {
  const reported: unknown[] = [];
  return {
    config: { ...v.parse(configSchema, {}), ...config },
    chunks: chunkLoader(),
    pages: new Pages(),
    errors: { report: (error) => reported.push(error) },
    scriptNonce: '',
    release: { src: '', integrity: '' },
    reported,
  };
}
