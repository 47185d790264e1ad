import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The browser may import the pure contracts (zod schemas, messages, prices) and types only.
const clientImportRules = [
  {
    group: ['@server/*', '!@server/contracts', '**/server/*', '!**/server/contracts'],
    allowTypeImports: true,
    message: 'Client code may import server/contracts and types only.',
  },
  { group: ['**/db', '**/db/*', 'drizzle-orm', 'drizzle-orm/*', 'postgres', '@electric-sql/*'], message: 'Client code never touches the database.' },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', '.e2e-data', 'src/routeTree.gen.ts', 'db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: clientImportRules }],
    },
  },
  {
    // What every page loads first: the route table (route options are not code-split), the layout and
    // the providers. No schema library there (docs/bundle-size.md); forms load zod with their routes.
    files: ['src/routes/**/*.tsx', 'src/features/layout/**/*.{ts,tsx}', 'src/lib/**/*.ts', 'src/*.tsx', 'src/features/*/*-search.ts'],
    // Form helpers are only loaded with the form routes.
    ignores: ['**/*.test.{ts,tsx}', 'src/lib/use-schema-form.ts', 'src/features/layout/honeypot-field.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            ...clientImportRules,
            {
              group: ['zod', 'zod/*', '@server/contracts/*', '!@server/contracts/account-messages', '!@server/contracts/membership-plans'],
              allowTypeImports: true,
              message: 'Keep zod out of the entry bundle: use src/lib/search-params.ts, or a zod-free contract module.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts', 'db/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', '**/src/*'], message: 'The server never imports the browser app.' }] },
      ],
    },
  },
  {
    files: ['server/contracts/**/*.ts'],
    rules: {
      // Contracts are shipped to the browser: zod and constants only.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['../*', '!../contracts/*', 'node:*', 'fastify', 'drizzle-orm', '@trpc/server'], message: 'Contracts are pure: zod and constants only.' },
          ],
        },
      ],
    },
  },
);
