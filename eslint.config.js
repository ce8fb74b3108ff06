// Lint rules for the whole repo. Feature folders may not import each other
// (docs/architecture.md#feature-boundaries): cross-feature code lives outside features/ (API:
// db/, plugins/, policies/, repositories/…; web: shared/) or in packages/shared (both), and an API
// feature offers others what they may use in its public.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { apiBoundaries } from './scripts/eslint/api-boundaries.js';
import { docCitations } from './scripts/eslint/doc-citations.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'apps/api/src/db/migrations/**',
      'e2e/artifacts/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' },
      ],
    },
  },
  {
    // A cited page and anchor exist; the briefings the code came from are never cited.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'doc-citations': docCitations },
    rules: { 'doc-citations/valid': 'error' },
  },
  {
    files: ['**/*.config.ts', '**/*.config.js', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Type-aware rules: a promise left without await or catch loses its failure unseen, and a
    // promise passed where a plain callback is expected (an event handler) is never awaited.
    files: ['apps/*/**/*.{ts,tsx}', 'packages/*/**/*.ts', 'e2e/**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
    },
  },
  {
    // Outside every tsconfig (config files, plain scripts): linted without types.
    files: ['**/*.{js,mjs}', 'apps/api/vitest.config.ts', 'packages/shared/vitest.config.ts'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['packages/shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@extranet/api*', '@extranet/web*'],
              message: 'packages/shared imports neither app.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/web/**', '@extranet/web*'],
              message: 'The apps do not import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    // API features meet only at `features/<x>/public.ts`; they import db/, plugins/, mail/,
    // policies/, repositories/, time/ and config.ts, and those shared modules import no feature.
    // app.ts is the composition root: it registers each feature's routes.ts itself (a route
    // plugin is how a feature joins the app, not something it offers another feature), and only
    // server.ts and the tests import app.ts.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'api-boundaries': apiBoundaries },
    rules: { 'api-boundaries/feature-imports': 'error' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/api/**', '@extranet/api*'],
              message: 'The apps do not import each other.',
            },
          ],
        },
      ],
    },
  },
  {
    // Features reach shared code through '@/shared/…' and never another feature.
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', '@/app/*'],
              message:
                'Web features do not import each other or the app shell; move shared code to src/shared.',
            },
            { group: ['../../*'], message: "Use '@/shared/…' for code outside this feature." },
          ],
        },
      ],
    },
  },
);
