import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'coverage/**', 'src/server/db/migrations/**', '.tmp/**', 'wasm/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No `export *`: name what a module exports.' },
        { selector: 'TSEnumDeclaration', message: 'Use const tuples and unions; enums are not erasable syntax.' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/domain/**/*.ts'],
    ignores: ['src/domain/**/*.test.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Domain code takes its random source as an argument.' },
        { object: 'Date', property: 'now', message: 'Domain code takes its clock as an argument.' },
      ],
      'no-restricted-globals': ['error', 'fetch', 'process', 'console', 'setTimeout', 'setInterval'],
    },
  },
  {
    // Every text field goes through the contract's one string schema (safe-text.ts, ADR 0048): a bare z.string()
    // would let a NUL or a lone surrogate reach the database again.
    files: ['src/contract/**/*.ts'],
    ignores: ['src/contract/safe-text.ts', 'src/contract/**/*.test.ts', 'src/contract/api-types.d.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'z', property: 'string', message: 'Use text() from safe-text.ts for every string field.' },
      ],
    },
  },
  {
    files: ['src/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
