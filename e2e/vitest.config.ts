import { defineConfig } from 'vitest/config';
import { alias } from '../vite.config';

// End-to-end tests: the built app on a free port with its own fresh DATA_DIR (global-setup.ts), driven
// in Debian's Chromium through playwright-core. One file at a time: the machine has two cores.
export default defineConfig({
  // Specs import constants from the app (the teaching page's load time), which import through '@/'.
  resolve: { alias },
  test: {
    name: 'e2e',
    include: ['e2e/**/*.spec.ts'],
    globalSetup: ['./e2e/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
