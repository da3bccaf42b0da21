import { defineConfig } from 'vitest/config';

export default defineConfig({
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
