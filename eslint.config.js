// Lint rules of the project (npm run lint; npm test runs it). Formatting is Prettier's job.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import tscompat from '@koddsson/eslint-plugin-tscompat';
import browserslist from 'browserslist';
import compat from 'eslint-plugin-compat';
import esX from 'eslint-plugin-es-x';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
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

const ROOT = import.meta.dirname;
/** package.json's `browserslist` entry: the browsers the runtime supports (build.mjs derives esbuild's target from it). */
const SUPPORTED_BROWSERS = browserslist.loadConfig({ path: ROOT });
const BROWSER = ['runtime/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'validation/**/*.ts'];
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

/** The widget folders (widgets/<name>/), shared/ included: each may import only itself and the shared pieces. */
const WIDGET_FOLDERS = readdirSync(path.join(ROOT, 'widgets'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** How import-x resolves the project's imports (TypeScript files named with their extension). */
const importXSettings = {
  'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
  'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
};

/** docs/architecture.md, "Parts and boundaries": paths a part never imports (import-x/no-restricted-paths). */
const noFixtures = {
  target: ['./runtime', './widgets', './validation'],
  from: './fixtures',
  message: 'fixtures/ is the reference CMS (Node); browser code never imports it.',
};
const noWidgetsInCore = {
  target: './runtime',
  from: './widgets',
  message: 'The runtime core never imports widget code; runtime/main.ts composes widgets/catalogue.ts.',
};
const noNavigationInCore = {
  target: ['./runtime/*.ts', './runtime/!(navigation)/**/*'],
  from: './runtime/navigation',
  except: ['./navigation.ts'],
  message:
    'The core never imports runtime/navigation/ (boot starts its chunk, navigation.ts); navigation registers its submit steps (runtime/submit.ts).',
};
const noWidgetsInValidation = {
  target: './validation',
  from: './widgets',
  message: 'validation/ never imports widget code.',
};
const ownWidgetFolderOnly = WIDGET_FOLDERS.map((name) => ({
  target: `./widgets/${name}`,
  from: './widgets',
  except: [...new Set([`./${name}`, './shared', './react-islands.tsx', './reference.ts'])],
  message:
    name === 'shared'
      ? 'widgets/shared/ holds pieces several widgets use; it never imports a widget folder.'
      : `widgets/${name}/ never imports another widget's folder: move the shared piece to widgets/shared/ or talk through a runtime event.`,
}));
const catalogueListsDefinitions = {
  target: './widgets/catalogue.ts',
  from: ['./widgets/*/**/*.{ts,tsx}'],
  except: [path.join(ROOT, 'widgets/*/definition.ts')],
  message: 'widgets/catalogue.ts lists definitions only; widget code stays in lazy chunks.',
};
const restrictedPaths = (...zones) => ['error', { basePath: ROOT, zones }];
/**
 * The reference CMS stands on its own (issue 34): computed with the product's own code, an answer would agree with
 * the product's bug instead of failing its test.
 */
const fixturesStandAlone = {
  target: './fixtures',
  from: ['./runtime', './widgets', './validation', './styles', './tools', './bin', './dist'],
  message: 'fixtures/ is the reference CMS: it has its own code and never imports the product (runtime, widgets, …).',
};

/** Packages and modules a part never imports statically (@typescript-eslint/no-restricted-imports). */
const noReact = (part) => ({
  regex: '^(react|react-dom)(/.*)?$|^@floating-ui/react',
  message: `${part} never imports React (the React code lives in lazy chunks: widgets/<name>/*.tsx).`,
});
const restrictedImports = (...patterns) => ['error', { patterns }];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'bin/',
      '.build/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'tests/.results/',
      'tools/vscode/out/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: BROWSER,
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The runtime logs on purpose (the spec's error catalogue is partly console output).
      'no-console': 'off',
    },
  },
  {
    files: ['fixtures/**/*.ts', 'tests/**/*.{ts,mjs}', 'tools/**/*.mjs', '*.{js,mjs,ts}'],
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
    // Functions stay short (issue 33): a long mount becomes components, hooks or named steps (no exceptions left).
    files: ['runtime/**/*.{ts,tsx}', 'widgets/**/*.{ts,tsx}', 'validation/**/*.ts', 'tools/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
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

  // The support claim (issue 41): browser code uses no Web or ES API the browsers of package.json's `browserslist`
  // entry lack, unless behind a check with a fallback that a test proves (tscompat passes a member behind `'x' in y`;
  // a guarded global, `new URLPattern` under `'URLPattern' in window`, still reports: its eslint-disable comment says
  // where the guard and the test are). compat/compat reads globals by name (it finds the entry itself); tscompat reads members through the types, and is
  // given the entry (without it, it took browserslist's defaults). The syntax is esbuild's job, which lowers it for
  // the same browsers (build.mjs) and stops on what it cannot lower; regular expressions it passes through or turns
  // into a `new RegExp(…)` that throws at run time, hence the es-x rules. docs/architecture.md, "Decisions".
  {
    files: BROWSER,
    ignores: TESTS,
    plugins: { compat, tscompat, 'es-x': esX },
    settings: { lintAllEsApis: true },
    rules: {
      'compat/compat': 'error',
      'tscompat/tscompat': ['error', { browserslist: SUPPORTED_BROWSERS }],
      'es-x/no-regexp-v-flag': 'error',
      'es-x/no-regexp-duplicate-named-capturing-groups': 'error',
      'es-x/no-regexp-modifiers': 'error',
    },
  },

  // Typed rules: each file is checked with its own project (tsconfig.browser.json or tsconfig.node.json, found
  // through the solution-style tsconfig.json).
  {
    files: ['**/*.{ts,tsx,mts,js,mjs}'],
    languageOptions: {
      parserOptions: {
        projectService: {
          // Their declarations (consent-cookie.d.mts, shop-clock.d.mts, page-memory.d.mts, main-pages.d.mts) stand for them in
          // the Node project, which therefore leaves them out.
          allowDefaultProject: [
            'tests/consent-cookie.mjs',
            'tests/shop-clock.mjs',
            'tests/page-memory.mjs',
            'tests/main-pages.mjs',
          ],
          defaultProject: 'tsconfig.node.json',
        },
        tsconfigRootDir: ROOT,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },

  // Browser code: no import cycles (a chain through a dynamic import() is fine: the chunk loads after the
  // importer has run), and the boundaries of docs/architecture.md. Tests next to the code may import anything.
  {
    files: BROWSER,
    ignores: TESTS,
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: {
      'import-x/no-cycle': ['error', { allowUnsafeDynamicCyclicDependency: true }],
    },
  },
  {
    files: ['fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: importXSettings,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(fixturesStandAlone) },
  },
  {
    files: ['runtime/**/*.{ts,tsx}'],
    ignores: [...TESTS, 'runtime/main.ts'],
    rules: { 'import-x/no-restricted-paths': restrictedPaths(noFixtures, noWidgetsInCore, noNavigationInCore) },
  },
  {
    files: ['runtime/main.ts'],
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(
        noFixtures,
        { ...noWidgetsInCore, except: ['./catalogue.ts'] },
        noNavigationInCore,
      ),
    },
  },
  {
    files: ['runtime/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports(noReact('The runtime core')),
    },
  },
  {
    files: ['validation/**/*.ts'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(noFixtures, noWidgetsInValidation),
      '@typescript-eslint/no-restricted-imports': restrictedImports(noReact('validation/')),
    },
  },
  {
    files: ['widgets/**/*.{ts,tsx}'],
    ignores: TESTS,
    rules: {
      'import-x/no-restricted-paths': restrictedPaths(noFixtures, ...ownWidgetFolderOnly, catalogueListsDefinitions),
    },
  },
  {
    files: ['widgets/*/definition.ts', 'widgets/catalogue.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': restrictedImports(
        noReact('A widget definition (in the core bundle)'),
      ),
    },
  },
);
