import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import cambix from './tooling/eslint/feature-boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '**/coverage/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'e2e/.data/**',
      'e2e/.web/**',
      'apps/api/src/platform/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, cambix },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'cambix/feature-boundaries': 'error',
    },
  },
  {
    // Web tests answer HTTP only through mockEndpoint, built from the contract (decision 091).
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/test/mock-endpoint.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'msw',
              importNames: ['http', 'HttpResponse'],
              message:
                'Answer an endpoint with mockEndpoint(…) from apps/web/test/mock-endpoint.ts: its path and types come from the contract.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'tooling/**', '.ci/**', 'apps/api/src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  prettier,
);
