// ESLint flat config: TypeScript and React hooks rules for the site, its plugins and tests.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Only what other packages publish: no file of a package's `lib/` (its build output, which any
 * release may move; files a package documents for import, such as `leaflet/dist/leaflet.css`,
 * stay allowed), and no Docusaurus generated module but the site
 * configuration and our own plugins' data files (`@generated/borl-…`, written with `createData`).
 */
const internals = [
  {regex: '^(@[^/.]+/)?[^/.@][^/]*/(.+/)?lib/', message: "A package's lib/ files are its internals: import what it exports."},
  {
    regex: '^@generated/(?!docusaurus\\.config$|borl-)',
    message: "Generated modules other than the site configuration and our own plugins' data files are Docusaurus internals.",
  },
];

export default tseslint.config(
  {ignores: ['build/', 'build-base-path/', 'build-analysis/', '.rsdoctor/', '.docusaurus/', 'node_modules/', 'test-results/', 'playwright-report/', 'static/']},
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {'no-restricted-imports': ['error', {patterns: internals}]},
  },
  {
    files: ['src/**/*.{ts,tsx}', 'plugins/**/*.ts'],
    ignores: ['src/data/zod.ts', 'src/data/zodMini.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {name: 'zod', message: "Import {z} from src/data/zod.ts: it turns off zod's eval probe, which the CSP blocks."},
            {name: 'zod/mini', message: "Import * as z from src/data/zodMini.ts: it turns off zod's eval probe, which the CSP blocks."},
          ],
          patterns: internals,
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'scripts/**', 'tests/**', '*.config.*'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
  },
);
