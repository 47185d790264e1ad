import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { alias } from './vite.config';

// Test files that replace a module with vi.mock: they run in their own module graph. Every other file
// shares its worker's modules with the files before it (isolate: false), which makes `npm test` several
// times faster: React, Mantine and jsdom's setup are loaded once per worker instead of once per file. A
// file that needs vi.mock goes in this list (with isolation, a module already loaded by an earlier file
// would not be replaced).
const mocksModules = ['src/components/newsletter/subscribe-dialog.test.tsx', 'src/features/membership/membership-checkout-page.test.tsx'];

const client = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 30_000,
  css: false,
} satisfies ViteUserConfig['test'];

// Three projects: `server` runs in Node against a real database (a copy of a migrated template per test
// app: PGlite, or the Postgres named by DATABASE_URL); `client` and `client-mocks` run components in jsdom
// with msw answering the API.
export default defineConfig({
  resolve: { alias },
  test: {
    // Both cores (vitest's default leaves one idle); the tests wait on timers and I/O often enough to keep them busy.
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'db/**/*.test.ts'],
          setupFiles: ['./server/test/setup.ts'],
          // Migrates one template database per run; each test app gets a copy (server/test/database.ts).
          globalSetup: ['./server/test/global-setup.ts'],
          // Each test builds its own app and database; nothing else is shared, so the modules can be.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { ...client, name: 'client', include: ['src/**/*.test.{ts,tsx}'], exclude: mocksModules, isolate: false },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: { ...client, name: 'client-mocks', include: mocksModules },
      },
    ],
  },
});
