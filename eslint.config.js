// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { architecture } from './eslint.boundaries.js';

/**
 * One lint for the whole monorepo (every workspace's `npm run lint` finds this file): type-aware
 * typescript-eslint, the rules of hooks for React files, and the architecture's import boundaries
 * (eslint.boundaries.js). Layout is Prettier's job, so eslint-config-prettier switches off every rule it covers.
 */
export default defineConfig(
  globalIgnores([
    '**/dist/',
    '**/coverage/',
    '**/db/migrations/',
    '.data/',
    '.test-results/',
    'test-results/',
    'e2e/.logs/',
    'e2e/screenshots/',
    // Planted violations for infra/test/lint-boundaries.test.ts, which lints them on purpose.
    'infra/test/fixtures/lint-boundaries/',
  ]),

  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The three programs `npm run typecheck` builds: types in the lint are the types tsc checks, and three
        // programs cost far less than one per workspace (projectService) on a small machine.
        project: ['./tsconfig.node.json', './tsconfig.web.json', './e2e/tsconfig.json', './shell/service-worker/tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `_`-prefixed names mark a parameter a signature requires but the body does not use.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Type-only imports stay visible as such and vanish from the emitted code (isolatedModules).
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'separate-type-imports' }],
      // A floating promise is an unhandled rejection waiting to happen; `void` marks a deliberate fire-and-forget.
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // Koa middleware and React handlers may be async; everything else must await what it gets.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      // Numbers and booleans read fine in messages and URLs.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },

  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat['recommended-latest']],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      // A missed dependency is a stale-closure bug, so it fails the lint like any other.
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['shell/src/**', 'mf-*/src/**', 'packages/ui/src/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The page's head belongs to React: PageHead renders <title>, <meta> and <link> and React 19 places, updates and
    // removes them (ADR 0010). Front-end code does not write the head by hand.
    files: ['shell/src/**', 'mf-*/src/**', 'packages/ui/src/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'document', property: 'title', message: 'Page titles are usePageMeta claims (ADR 0010).' },
        { object: 'document', property: 'head', message: 'Head tags are rendered by PageHead through React (ADR 0010).' },
      ],
    },
  },
  {
    // Tests read untyped JSON bodies and use vitest's `expect.any(...)` matchers (typed any) on purpose; the
    // assertions are what check those values, so the no-unsafe-* family would only ask for casts.
    files: ['**/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },

  architecture,

  {
    // Plain JavaScript (this file) is outside the TypeScript programs.
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  prettier,
);
