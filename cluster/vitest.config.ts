import { defineConfig } from 'vitest/config';

// The cluster test: three instances of the built app started together on a fresh database in the real
// PostgreSQL, sharing Redis (cluster.test.ts). Needs both servers; `.ci/run` runs it after the build.
export default defineConfig({
  test: {
    name: 'cluster',
    include: ['cluster/**/*.test.ts'],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 240_000,
  },
});
