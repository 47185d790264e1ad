import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
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

const serverOnly = { group: ['@/*', '**/src/*'], message: 'The server never imports the browser app.' };

/** One block per server layer, each keeping the rule that the server never imports the browser app. */
function serverLayers(layers) {
  return layers.map(({ files, ignores, patterns }) => ({
    files,
    ...(ignores ? { ignores } : {}),
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [serverOnly, ...patterns] }] },
  }));
}

// What every page loads first stays free of the schema library (decision 005).
const entryBundleRule = {
  group: [
    'zod',
    'zod/*',
    '@server/contracts/*',
    // zod-free contract modules: constants only.
    '!@server/contracts/account-messages',
    '!@server/contracts/membership-plans',
    '!@server/contracts/bible-books',
    '!@server/contracts/bible-translations',
    '!@server/contracts/bible-chat-tiers',
    '!@server/contracts/api-limits',
    '!@server/contracts/study-limits',
  ],
  allowTypeImports: true,
  message: 'Keep zod out of the entry bundle: use src/lib/search-params.ts, or a zod-free contract module.',
};

// Libraries only a few routes need stay out of what every page loads (decision 013): the Markdown renderer,
// Stripe, confetti and the reference parser come in with their routes' features, or through import().
const heavyLibraryRule = {
  group: ['react-markdown', '@stripe/*', 'canvas-confetti', 'bible-passage-reference-parser', 'bible-passage-reference-parser/*'],
  allowTypeImports: true,
  message: 'Load this library with the routes that use it (a feature, or import()), never from the entry bundle (decision 013).',
};

// React Query, tRPC and superjson load with the pages that read the server (decision 016): what every page
// runs reaches the data layer through `context.loadData()`, DataLayerContext or SignedInSwitch.
const dataLibraryPaths = [
  {
    name: '@tanstack/react-query',
    allowImportNames: ['QueryClientContext'],
    allowTypeImports: true,
    message: 'Only React Query’s context may be in the entry bundle (decision 016): use src/lib/trpc.ts from a lazily loaded module.',
  },
];
const dataLibraryRule = {
  group: ['@tanstack/query-core', '@trpc/*', 'superjson', '@/lib/trpc', '@/lib/query-client'],
  allowTypeImports: true,
  message: 'Keep the data libraries out of the entry bundle (decision 016): loaders use context.loadData(), shared blocks SignedInSwitch.',
};

// Every loading indicator is LoadingStatus: a role="status" region with words, its spinner hidden.
const spinnerRule = {
  name: '@mantine/core',
  importNames: ['Loader'],
  message: 'Show loading with LoadingStatus (src/components/loading-status.tsx), never a bare or labelled Loader.',
};

// The browser app's import direction (docs/client-layout.md): content, lib, components -> features -> routes.
// A feature never imports another feature; what two share moves to src/components or src/lib, or their
// route composes them. These use the core no-restricted-imports rule, type imports included, so that
// they never replace the bundle rules of @typescript-eslint/no-restricted-imports below (flat config
// does not merge one rule's options across blocks).
const featureNames = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const routes = ['@/routes/*', '@/routeTree.gen'];

const importDirection = [
  ...featureNames.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', `!@/features/${name}`, ...routes],
              message: `src/features/${name} never imports another feature or a route: move what two features share to src/components or src/lib, or let the route compose them.`,
            },
            { group: ['../*'], message: "A feature's files import each other with './'; anything else through '@/'." },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/features/*', ...routes],
              message: 'src/components and src/lib sit below the features and routes, and never import them.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/content/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/lib/*', '@/components/*', '@/features/*', ...routes],
              message: "The ministry's content is plain data: it imports other content and assets only.",
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', '.data', '.e2e-data', 'src/routeTree.gen.ts', 'src/api/*.gen.ts', 'db/migrations'] },
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
      '@typescript-eslint/no-restricted-imports': ['error', { paths: [spinnerRule], patterns: clientImportRules }],
    },
  },
  ...importDirection,
  {
    // What every page loads first: the route table (route options are not code-split), the layout, the
    // shared components it draws on and the providers. No schema library there (docs/bundle-size.md);
    // forms load zod with their routes.
    files: [
      'src/routes/**/*.tsx',
      'src/features/layout/**/*.{ts,tsx}',
      'src/components/**/*.{ts,tsx}',
      'src/lib/**/*.ts',
      'src/*.tsx',
      'src/features/*/*-search.ts',
    ],
    // Form helpers and the card payment form are only loaded with the routes that use them; the
    // newsletter form and dialog load lazily behind newsletter-section and subscribe-dialog-button.
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/lib/use-schema-form.ts',
      'src/components/honeypot-field.tsx',
      'src/components/payments/**',
      'src/components/newsletter/{newsletter-form,subscribe-dialog,subscriber-fields}.tsx',
      'src/components/scripture-markdown.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { paths: [spinnerRule], patterns: [...clientImportRules, entryBundleRule, heavyLibraryRule] },
      ],
    },
  },
  {
    // The modules the entry bundle holds: no data libraries either (decision 016). The members' part of the
    // header and what it signs out with load lazily, as does src/lib/trpc.ts itself.
    files: [
      'src/routes/**/*.tsx',
      'src/features/layout/**/*.{ts,tsx}',
      'src/*.tsx',
      'src/lib/{data-layer,session-hint,router-context,hydration,notify,page-meta,search-params}.ts',
      'src/components/signed-in-switch.tsx',
    ],
    ignores: [
      '**/*.test.{ts,tsx}',
      'src/entry-server.tsx',
      'src/features/layout/{member-account-link,account-menu}.tsx',
      'src/features/layout/use-sign-out.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [spinnerRule, ...dataLibraryPaths],
          patterns: [...clientImportRules, entryBundleRule, heavyLibraryRule, dataLibraryRule],
        },
      ],
    },
  },
  {
    // The router plugin code-splits a route's component only when it finds it in the options object
    // literal; options built by a function kept the whole page in the entry bundle (decision 013).
    files: ['src/routes/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.type='CallExpression'][callee.callee.name=/^create(File|Root)Route/][arguments.0.type!='ObjectExpression']",
          message: 'Pass route options as an object literal, naming the component there, so the router plugin can split it off.',
        },
      ],
    },
  },
  {
    // vitest shares a worker's modules between its test files (vitest.config.ts): a module replaced with
    // vi.mock in one file would be the real one in another, depending on the order. Spy on the export instead.
    files: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts', 'db/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock)$/]",
          message: 'Test files share their modules: spy on the export (vi.spyOn(module, name)) and restore it, instead of vi.mock.',
        },
      ],
    },
  },
  {
    // The one place the spinner is drawn.
    files: ['src/components/loading-status.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...clientImportRules, entryBundleRule] }],
    },
  },
  // The server's directions (docs/server-layout.md): rest, routers -> services -> db; adapters implement
  // the services' ports and are chosen in deps.ts only; everything may import contracts.
  ...serverLayers([
    { files: ['server/**/*.ts', 'db/**/*.ts'], patterns: [] },
    {
      files: ['server/services/**/*.ts'],
      ignores: ['server/services/**/*.test.ts'],
      patterns: [
        {
          group: ['**/routers/*', '**/rest/*', '**/trpc', '**/context', '**/app', '**/deps', '**/adapters/*', 'fastify', '@fastify/*', '@trpc/*'],
          message: 'Services are plain functions of their dependencies: no routers, tRPC, Fastify or adapters.',
        },
      ],
    },
    {
      files: ['server/routers/**/*.ts'],
      ignores: ['server/routers/_app.ts', 'server/routers/**/*.test.ts'],
      patterns: [
        { group: ['./*'], message: 'A router never imports another router; what two share belongs in a service.' },
        { group: ['**/adapters/*', 'fastify', '@fastify/*', '**/db', '**/db/*'], message: 'Routers wire contracts to services: no adapters, Fastify or tables.' },
      ],
    },
    {
      files: ['server/adapters/**/*.ts'],
      ignores: ['server/adapters/**/*.test.ts'],
      patterns: [{ group: ['**/routers/*', '**/rest/*', '**/trpc', 'fastify', '@trpc/*'], message: 'Adapters implement ports; they know nothing of HTTP or tRPC.' }],
    },
  ]),
  {
    // Emails carry the ministry's name, address and colours from where the site reads them (decision 025):
    // two plain-data modules of src/content, and nothing else of the browser app.
    files: ['server/emails/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ ...serverOnly, group: [...serverOnly.group, '!**/src/content', '**/src/content/*', '!**/src/content/ministry', '!**/src/content/brand-colours'] }] },
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
