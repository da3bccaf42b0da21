// Lint rules of the project (npm run lint; npm test runs it). Formatting is Prettier's job.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Following a URL is runtime/page.ts's job alone (`Pages.follow`, `pointLinkTo`): elsewhere, navigating or pointing
 * a link to a computed address is an error. A literal address is allowed (nothing outside can slip into it).
 */
const NOT_LITERAL = ".type!='Literal'";
const followsUrl = [
  {
    selector: `CallExpression:matches([callee.object.name='location'], [callee.object.property.name='location'])[callee.property.name=/^(assign|replace)$/][arguments.0${NOT_LITERAL}]`,
    message: 'Follow a URL with runtime.pages.follow() (runtime/page.ts): it refuses addresses off the site.',
  },
  {
    selector: `CallExpression[callee.object.name='window'][callee.property.name='open'][arguments.0${NOT_LITERAL}]`,
    message: 'Opening a computed URL in a window goes through runtime/page.ts.',
  },
  {
    selector: `AssignmentExpression[left.property.name='href'][right${NOT_LITERAL}]`,
    message:
      'Set an address from outside with pointLinkTo() or follow it with runtime.pages.follow() (runtime/page.ts).',
  },
  {
    selector: `AssignmentExpression:matches([left.name='location'], [left.property.name='location'])[right${NOT_LITERAL}]`,
    message: 'Follow a URL with runtime.pages.follow() (runtime/page.ts).',
  },
  {
    selector: `CallExpression[callee.property.name='setAttribute'][arguments.0.value='href'][arguments.1${NOT_LITERAL}]`,
    message: 'Set an address from outside with pointLinkTo() (runtime/page.ts).',
  },
];

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
  {
    files: ['runtime/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'validation/**/*.ts'],
    ignores: ['runtime/page.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...followsUrl] },
  },
  {
    // Browser tests take `test` from their support file, whose fixtures fail a test on any page error.
    files: ['tests/e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: "Import test from './support.ts': it fails the test on an uncaught page error.",
            },
          ],
        },
      ],
    },
  },
);
