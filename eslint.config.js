// ESLint for the whole repository: `npm run lint` (with `prettier --check`), and first in `npm test`.
// The recommended JavaScript and typescript-eslint rules (without type information, so it stays fast), plus the
// architecture's import rules: no import cycles anywhere, and the boundaries below.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig } from 'eslint/config';
import { featureCycles } from './scripts/eslint/feature-cycles.js';

const root = import.meta.dirname;
const webFeatures = readdirSync(path.join(root, 'apps/web/src/features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The import boundaries (import-x/no-restricted-paths): `target` may import nothing from `from`. */
const zones = [
  {
    target: ['./apps/server/src/plugins', './apps/server/src/db'],
    from: './apps/server/src/features',
    message: 'plugins/ and db/ import no feature: the feature depends on them, not the other way round.',
  },
  {
    target: ['./apps/web/src/lib', './apps/web/src/components'],
    from: './apps/web/src/features',
    message: 'lib/ and components/ import no feature: move what several features share into lib/ or components/.',
  },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'A web feature imports no other feature: move what both need into lib/ or components/.',
  })),
  {
    target: ['./apps/web/src/features', './apps/web/src/lib', './apps/web/src/components'],
    from: './apps/web/src/app',
    message: 'app/ wires the features together: nothing it wires imports it back (pass what is needed in, or move it to lib/).',
  },
  {
    target: ['./apps/server/src/features', './apps/server/src/plugins', './apps/server/src/db'],
    from: ['./apps/server/src/app.ts', './apps/server/src/server-process.ts', './apps/server/src/main.ts'],
    message: 'app.ts wires the features together: nothing it wires imports it back (declare a port in the options instead).',
  },
  { target: './packages/shared', from: './apps', message: 'The shared package imports nothing from the apps.' },
  { target: './apps/server', from: './apps/web', message: 'The server and the web app never import each other.' },
  { target: './apps/web', from: './apps/server', message: 'The server and the web app never import each other.' },
];

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '.tmp/',
      'data/',
      'test-results/',
      'playwright-report/',
      'apps/android/android/',
      // Generated: `npm run gen:tba-types -w @team7790/shared`, and drizzle-kit's migrations.
      'packages/shared/src/competition/tba-api.d.ts',
      'apps/server/src/db/migrations/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{js,mjs,ts,tsx}'],
    plugins: { 'import-x': importX },
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: { ...globals.node } },
    settings: {
      // Which files import-x reads to follow imports (without these it reads only .js, and sees no cycle).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/external-module-folders': ['node_modules', 'node_modules/@types'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/server/tsconfig.json', 'apps/web/tsconfig.json', 'packages/shared/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      // Between files, type-only imports are not cycles: they vanish from the built code.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones, basePath: root }],
      // `_name` marks a value kept on purpose: an argument a signature needs, a property taken out of an object.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Server features may import one another one way, never in a circle (between the folders, not only the files).
    files: ['apps/server/src/features/**/*.ts'],
    plugins: { architecture: { rules: { 'no-feature-cycles': featureCycles(path.join(root, 'apps/server/src/features')) } } },
    rules: { 'architecture/no-feature-cycles': 'error' },
  },
  {
    // Other features read competition's objects (CompetitionReads), never its HTTP answers' text parsed back (decision
    // 0018). JSON.parse in the server is for outside input only, each use marked where it is: a provider's body, a
    // webhook's, a key file, a column, the web build's manifest.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='JSON'][callee.property.name='parse']",
          message:
            "The server parses no JSON of its own answers: read competition's objects through CompetitionReads. For outside input (a provider's or a webhook's body, a file), mark the line with the reason: // eslint-disable-next-line no-restricted-syntax -- <what it parses>.",
        },
      ],
    },
  },
  {
    // Tests, their kits and the benchmarks read JSON answers and reach into stubs without declaring their types.
    files: ['**/*.test.{ts,tsx}', 'apps/server/test/**', 'e2e/**', 'scripts/bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    // React's rules of hooks, and every value an effect, memo or callback reads among its dependencies.
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Decision 0009: a feature's requests are in its api/ folder; its components and hooks call those, never
    // apiRequest itself (lib/ holds the client; tests may stub what they like).
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/features/*/api/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/lib/api-client.ts'],
              importNames: ['apiRequest'],
              message: "A feature's requests live in its api/ folder (decision 0009): call them from there.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/sw.ts'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
