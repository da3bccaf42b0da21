import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

export default defineConfig({
  // ShopRuntime.version, as build.mjs writes it in.
  define: { SHOP_RUNTIME_VERSION: JSON.stringify(version) },
  test: {
    // Unit tests sit next to the module they test; tests/unit holds what they share (setup, the test runtime) and
    // the tests of the browser tests' own helpers.
    include: [
      'runtime/**/*.test.ts',
      'widgets/**/*.test.{ts,tsx}',
      'validation/**/*.test.ts',
      'fixtures/**/*.test.ts',
      'tools/**/*.test.ts',
      'tests/{unit,bench}/**/*.test.ts',
      'tests/*.test.ts',
    ],
    // Rules run in Node; a test of DOM or React wiring says so on its first line, `// @vitest-environment happy-dom`
    // (a happy-dom page costs about 0.4 s of set-up per file, half the suite's time when every file had one).
    environment: 'node',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
    // Vitest's default leaves a core free: one worker on a 2-core machine (73 s for the suite, 48 s with two).
    maxWorkers: availableParallelism(),
  },
});
