// Typed lint for TypeScript, React islands and Astro components; zero warnings allowed.
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';

const typedFiles = ['**/*.ts', '**/*.tsx', '**/*.mts'];
const serverPattern = { group: ['**/server/**'], message: 'Browser code never imports server code.' };
const i18nMessage =
  'Islands read texts their page (or the build) picked: useTranslate() from src/lib/translator.ts (decision 058).';
const browserPaths = [{ name: 'i18next', message: i18nMessage }];
const browserPatterns = [
  serverPattern,
  { group: ['**/i18n/index*', '**/i18n/pick-messages*', '**/i18n/*.json'], message: i18nMessage },
];

export default defineConfig(
  {
    ignores: [
      'dist/',
      'dist-*/',
      'data/',
      'data-*/',
      '.astro/',
      'node_modules/',
      'drizzle/',
      'test-results/',
      'playwright-report/',
      'vendor/',
    ],
  },
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  // Type-aware rules for TypeScript (not .astro files, whose parser gives no types to the checker).
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: typedFiles })),
  {
    files: typedFiles,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  // The two rules of hooks, in components and in the hook files beside them (use-*.ts); the React Compiler's
  // rules (set-state-in-effect, refs, purity…) assume the compiler, which we do not use. Tests are left out: their use* helpers (useTestContext) are not React hooks.
  {
    files: ['src/**/*.tsx', 'src/**/use-*.ts'],
    ignores: ['**/*.test.tsx', '**/*.test.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-imports': 'off',
      // `async` without `await` implements a Promise-returning interface and turns a throw into a rejection.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Server code (and the tests and bench, which write as it does) opens a transaction through inTransaction only: after
    // its commit this instance forgets the cached reads the write changed and a broker gets its events (decision 203).
    // src/server/db/ wraps drizzle's transaction itself.
    files: ['src/server/**', 'src/pages/**', 'tests/**', 'bench/**', 'scripts/**'],
    ignores: ['src/server/db/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='transaction']",
          message: 'Write through inTransaction (src/server/db/transaction.ts, decision 203), not db.transaction.',
        },
      ],
    },
  },
  {
    // A domain area uses another through its public face, the area's index.ts (issue 53): its other files are its own.
    files: ['src/server/domain/*/*.ts'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./(?!\.\.)[^/]+/(?!index\.ts$).+`,
              message: "Import another area from its index.ts; add what you need to that area's index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/domain/*/*/*.ts'],
    ignores: ['**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^\.\./\.\./(?!\.\.)[^/]+/(?!index\.ts$).+`,
              message: "Import another area from its index.ts; add what you need to that area's index.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests read answers with `await res.json()`, which is `any` by design: what they check is the value.
    files: ['tests/**', '**/*.test.*', 'bench/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // Browser code: islands, stores, lib/ and the scripts beside components never import server code, and
    // never i18next or the catalogue: islands get their texts picked for them (decisions 054, 058). The
    // exceptions are the two modules there that only pages run. lib/ also imports nothing above it (decision 059).
    files: ['src/islands/**', 'src/stores/**', 'src/lib/**', 'src/components/**/*.ts'],
    ignores: ['src/lib/shell/routes.ts', 'src/components/sales/translate.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: browserPaths, patterns: browserPatterns }] },
  },
  {
    files: ['src/lib/**'],
    ignores: ['src/lib/shell/routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: browserPaths,
          patterns: [
            ...browserPatterns,
            {
              group: ['**/stores/**', '**/islands/**', '**/components/**'],
              message: 'lib/ is the lowest layer: pass a callback instead (src/lib/api/events.ts, decision 059).',
            },
          ],
        },
      ],
    },
  },
  {
    // The API is thin (docs/architecture.md): its handlers validate, call the domain and shape the answer; queries
    // live in the domain (issue 53). The database-backed rate-limit store is infrastructure, not a handler.
    files: ['src/server/api/**'],
    ignores: ['src/server/api/middleware/rate-limit-database.ts', '**/*.test.*'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', '**/db/schema.ts'],
              message: 'Query in src/server/domain/<area>/ and call it from the handler.',
            },
          ],
        },
      ],
    },
  },
  {
    // The wire shapes (src/lib/<area>/shapes.ts) are zod schemas for the server; the browser code reads their types
    // only, so no zod reaches a visitor's page through them (decision 212).
    files: ['src/islands/**', 'src/stores/**', 'src/lib/**', 'src/components/**'],
    ignores: ['src/lib/*/shapes.ts', '**/*.test.*'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shapes.ts'],
              allowTypeImports: true,
              message: 'Browser code imports the types of a shapes module (`import type`), never its zod schemas.',
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may read the catalogue to check what the screen says; they still never import server code.
    files: ['src/islands/**/*.test.*', 'src/stores/**/*.test.*', 'src/lib/**/*.test.*', 'src/components/**/*.test.*'],
    rules: { 'no-restricted-imports': ['error', { patterns: [serverPattern] }] },
  },
);
