import { readFileSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };

export default defineConfig({
  // ShopRuntime.version, as build.mjs writes it in.
  define: { SHOP_RUNTIME_VERSION: JSON.stringify(version) },
  test: {
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'widgets/**/*.test.{ts,tsx}',
      'validation/**/*.test.ts',
      'runtime/**/*.test.ts',
      'tools/**/*.test.ts',
    ],
    environment: 'happy-dom',
    setupFiles: ['tests/unit/setup.ts'],
    restoreMocks: true,
  },
});
