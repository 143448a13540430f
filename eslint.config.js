import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import featureBoundaries from './tooling/eslint/feature-boundaries.js';
import staffScreens from './tooling/eslint/staff-screens.js';
import moduleBoundaries from './tooling/eslint/module-boundaries.js';
import tableOwners from './tooling/eslint/table-owners.js';

const cambix = { rules: { ...featureBoundaries.rules, ...staffScreens.rules } };
const cambixApi = { rules: { ...moduleBoundaries.rules, ...tableOwners.rules } };

// One staff permission rule (decision 087): what a grant allows is the contract's canAccessModule.
const onePermissionRule = [
  "LogicalExpression[operator='||'][left.property.name=/^can(View|Edit)$/][right.property.name=/^can(View|Edit)$/]",
  "LogicalExpression[operator='||'][left.expression.property.name=/^can(View|Edit)$/][right.expression.property.name=/^can(View|Edit)$/]",
].map((selector) => ({
  selector,
  message: 'Ask canAccessModule or effectivePermissions (@cambix/contract) what a grant allows.',
}));

// One home for each rule (issue 31): a deadline is compared only by isPast (@cambix/contract) or its SQL form
// (platform/db/deadline.ts), only the monthly limit's check refuses an order over it, and only withFreshCode
// writes again after a random code is taken.
const DEADLINE_FIELD = '/^(expiresAt|validFrom|validTo|[a-zA-Z]*Until)$/';
const oneHomeRules = [
  ...[
    `BinaryExpression[operator=/^[<>]=?$/] > CallExpression[callee.property.name='getTime'][callee.object.property.name=${DEADLINE_FIELD}]`,
    `BinaryExpression[operator=/^[<>]=?$/] > MemberExpression[property.name=${DEADLINE_FIELD}]`,
    `CallExpression[callee.name=/^(lt|lte|gt|gte)$/] > MemberExpression[property.name=${DEADLINE_FIELD}]`,
  ].map((selector) => ({
    selector,
    message:
      'Compare a deadline with isPast(deadline, now) from @cambix/contract, or pastAt/openAt in SQL (docs/rules/deadlines.md).',
  })),
  ...[
    "BinaryExpression[left.callee.name='uniqueViolation'][right.value=/^(orders|order_links)_code_unique$/]",
    "BinaryExpression[right.callee.name='uniqueViolation'][left.value=/^(orders|order_links)_code_unique$/]",
  ].map((selector) => ({
    selector,
    message: 'A taken random code is drawn again only by withFreshCode (platform/db/fresh-code.ts).',
  })),
  {
    selector: "NewExpression[callee.name='AppError'] > Literal[value='LIMIT_EXCEEDED']",
    message:
      'The monthly limit is checked only by assertWithinMonthlyLimit (modules/orders/monthly-limit.ts).',
  },
];

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
      '**/.stryker-tmp/**',
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
    // Type-aware promise rules: a dropped promise or an async handler where a void is expected is a lint error.
    files: ['**/*.{ts,tsx}'],
    // Typed against a client generated only inside its test (apps/api/test/partner-client/flow.ts).
    ignores: ['apps/api/test/partner-client/**'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}'],
    ignores: ['apps/api/src/modules/orders/monthly-limit.ts'],
    rules: { 'no-restricted-syntax': ['error', ...onePermissionRule, ...oneHomeRules] },
  },
  {
    // Web test files share one module graph (apps/web/vitest.config.ts): a module replaced in one file would
    // already be loaded by another, so replacing the app's modules is for *.isolated.test files only.
    files: ['apps/web/src/**/*.test.{ts,tsx}'],
    ignores: ['apps/web/src/**/*.isolated.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...onePermissionRule,
        ...oneHomeRules,
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'A test that replaces a module runs in its own module graph: name it *.isolated.test.tsx.',
        },
      ],
    },
  },
  {
    // Scripts the generated service worker imports run in its scope.
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
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
    // A staff screen is declared once, in its feature (decision 140); tests may name its paths.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/**/*.test.{ts,tsx}',
      'apps/web/src/**/*.test-support.{ts,tsx}',
      'apps/web/src/**/test-*.{ts,tsx}',
    ],
    rules: { 'cambix/staff-screens': 'error' },
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
  {
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'cambix-api': cambixApi },
    rules: { 'cambix-api/module-boundaries': 'error', 'cambix-api/table-owners': 'error' },
  },
  prettier,
);
