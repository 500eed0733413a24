import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.local', 'test-results', 'playwright-report', 'dev-dist'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      // `_name` marks a value left out on purpose (e.g. omitted by destructuring).
      '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^_', argsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // Code downloaded after the first paint may fail to arrive on 3G: every
    // import() in the browser's code goes through loadChunk, which tries
    // again (src/lib/load-chunk.ts), or lazyChunk, which uses it.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/build/**', 'src/sw.ts', 'src/lib/load-chunk.ts', 'src/ui/lazy-chunk.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportExpression:not(CallExpression[callee.name=/^(loadChunk|lazyChunk)$/] > ArrowFunctionExpression ImportExpression)',
          message:
            'Load code with loadChunk(() => import(...)) or lazyChunk(...): a download that fails on a bad connection is tried again (src/lib/load-chunk.ts).',
        },
      ],
    },
  },
  {
    files: ['src/build/**', 'supabase/**', 'tests/**', '*.config.{ts,js,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // Features talk to each other only through their index (design.md §3).
    files: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*/*', '../*/components/*'],
              message: 'Import another feature through its index.ts',
            },
          ],
        },
      ],
    },
  },
);
