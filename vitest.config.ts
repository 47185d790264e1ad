import react from '@vitejs/plugin-react';
import { defineConfig, type ViteUserConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { templatesCached } from './server/test/template-cache';
import { alias } from './vite.config';

const client = {
  environment: 'jsdom',
  setupFiles: ['./src/test/setup.ts'],
  testTimeout: 30_000,
  css: false,
} satisfies ViteUserConfig['test'];

/** The server test files that start the real server in a child process (seconds each, half of it waiting). */
const STARTS_A_SERVER = /\/server\/(shutdown|data-dir-lock)\.test\.ts$/;

/**
 * The server files first when their template databases are cached, then the client files (vitest orders
 * projects by name, so the client's came first). Within a project the order stays vitest's: failed files,
 * then the longest. server/shutdown.test.ts (12 s, most of it a real server starting in a child process) then
 * runs beside the other server files instead of last, and the run ends on the client's short files; each
 * worker still changes project once. A run without the templates (a fresh clone) keeps the client first:
 * the templates are built while it runs, and the server files would wait for them. Such a run has no
 * durations either, and vitest puts the small files last: the two that start a real server go first among
 * the server files, so the run does not end on one of them with the other core idle (cold `npm test` about
 * 3 s shorter).
 */
class ServerFirstWhenCached extends BaseSequencer {
  override async sort(files: TestSpecification[]) {
    const sorted = await super.sort(files);
    const server = sorted.filter((file) => file.project.name === 'server');
    const client = sorted.filter((file) => file.project.name !== 'server');
    if (templatesCached()) return [...server, ...client];
    const startsServer = (file: TestSpecification) => STARTS_A_SERVER.test(file.moduleId);
    return [...client, ...server.filter(startsServer), ...server.filter((file) => !startsServer(file))];
  }
}

// Two projects: `server` runs in Node against a real database (a copy of a migrated template per test
// app: PGlite, or the Postgres named by DATABASE_URL); `client` runs components in jsdom with msw answering
// the API.
// Both share each worker's modules between its files (isolate: false): React, Mantine, jsdom and PGlite load
// once per worker instead of once per file. So a test file never replaces a module with vi.mock (a module an
// earlier file loaded would stay as it was); it spies on the export instead (vi.spyOn(module, 'name'), which
// the call sites see) and restores it after each test.
export default defineConfig({
  resolve: { alias },
  test: {
    sequence: { sequencer: ServerFirstWhenCached },
    // Both cores (vitest's default leaves one idle); the tests wait on timers and I/O often enough to keep them busy.
    maxWorkers: 2,
    // Keeps the transformed modules in node_modules/.experimental-vitest-cache between runs (keyed by each file's
    // content and the config), so a warm run does not transform the app again: the client files' transform went
    // from 10.7 to 1.9 s and their import from 12.6 to 5.2 s, 20 s less CPU on two cores shared by both projects.
    experimental: { fsModuleCache: true },
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
        test: { ...client, name: 'client', include: ['src/**/*.test.{ts,tsx}'], isolate: false },
      },
    ],
  },
});
