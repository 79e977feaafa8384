// Lint rules for the whole workspace: type-aware TypeScript checks plus React hook rules for the web app.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'test-results/**',
      'coverage/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The dependency-cruiser config is CommonJS, which no tsconfig includes.
        projectService: { allowDefaultProject: ['.dependency-cruiser.cjs'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Fastify plugins and hooks are async by contract even when they await nothing.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
    },
  },
  {
    // Matchers such as expect.any() are typed `any` by the test library.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // Web app boundaries (docs/decisions/0012-one-route-table.md).
  ...webAppBoundaries(),
  // The API's module boundaries are checked by dependency-cruiser (.dependency-cruiser.cjs, 0063, 0064).
);

/**
 * Web app boundaries: a feature folder does not import another (pages that combine features are
 * assembled in src/app/routes), the store is reached only through the typed hooks, and the
 * environment is read in one config module.
 */
function webAppBoundaries() {
  const features = readdirSync(new URL('apps/web/src/features', import.meta.url), {
    withFileTypes: true,
  })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const rawReduxHooks = {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector', 'useStore'],
    message: 'Use the typed hooks of apps/web/src/app/hooks.ts (useAppDispatch, useAppSelector).',
  };
  const envMessage = 'The web app reads its environment only in apps/web/src/config/env.ts.';
  return [
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      ignores: ['apps/web/src/app/hooks.ts'],
      rules: { 'no-restricted-imports': ['error', { paths: [rawReduxHooks] }] },
    },
    // A block per feature, repeating the hooks rule: a later block's options replace an earlier's.
    ...features.map((feature) => ({
      files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [rawReduxHooks],
            patterns: [
              {
                // Climbing out of this feature's folder into another's, or into src/features/<other>.
                regex: `^(\\.\\./)+(features/)?(${features.filter((other) => other !== feature).join('|')})(/|$)`,
                message: `features/${feature} does not import another feature: move what they share to src/components, src/lib or src/app, or combine them in a page under src/app/routes.`,
              },
            ],
          },
        ],
      },
    })),
    {
      files: ['apps/web/src/**/*.{ts,tsx}'],
      ignores: ['apps/web/src/config/env.ts'],
      rules: {
        'no-restricted-syntax': [
          'error',
          {
            selector: "MemberExpression[object.name='process'][property.name='env']",
            message: envMessage,
          },
          {
            selector: "MemberExpression[object.type='MetaProperty'][property.name='env']",
            message: envMessage,
          },
        ],
      },
    },
  ];
}
