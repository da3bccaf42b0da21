// Lint rules of the project (npm run lint; npm test runs it). Formatting is Prettier's job.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', '.build/', 'node_modules/', 'test-results/', 'playwright-report/', 'tests/.results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['runtime/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'validation/**/*.ts'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The runtime logs on purpose (the spec's error catalogue is partly console output).
      'no-console': 'off',
    },
  },
  {
    files: ['fixtures/**/*.ts', 'tests/**/*.{ts,mjs}', '*.{js,mjs,ts}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
);
