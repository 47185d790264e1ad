import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config';

// Two projects: `server` runs in Node against a real database (a fresh PGlite per file, or the
// Postgres named by DATABASE_URL); `client` runs components in jsdom with msw answering the API.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts', 'db/**/*.test.ts'],
          setupFiles: ['./server/test/setup.ts'],
          // Migrates one template database per run; each test app gets a copy (server/test/database.ts).
          globalSetup: ['./server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['./src/test/setup.ts'],
          testTimeout: 30_000,
          css: false,
        },
      },
    ],
  },
});
