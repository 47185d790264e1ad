// Starts the built app once for the e2e run (scripts/start-built-app.ts: a free port, a fresh DATA_DIR,
// no keys, so the demo and offline adapters). Builds first (npm run build) if dist/client is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { openDatabase } from '../server/startup';
import { addUserWithRole } from '../scripts/seed-desk';
import { startMailbox } from './mailbox';
import { startBuiltApp } from '../scripts/start-built-app';

const root = fileURLToPath(new URL('..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    /** An admin of the desk, made in the database before the server starts (as `npm run admin` would on a stopped server). */
    deskAdmin: { username: string; password: string };
    /** Where the mail the app sends is written, a file a message (mailbox.ts). */
    mailDir: string;
  }
}

const DESK_ADMIN = { username: 'pastor-priscilla', password: 'tend-the-flock-of-god' };

export default async function setup(project: TestProject) {
  // CLIENT_DIR lets parallel work build and test its own copy of the client.
  const clientDir = path.resolve(root, process.env.CLIENT_DIR ?? 'dist/client');
  if (!existsSync(path.join(clientDir, 'index.html'))) {
    // The whole build: the client, the server entry and the prerendered pages (into dist/client).
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  const mailbox = await startMailbox();
  const app = await startBuiltApp({
    NODE_ENV: 'test',
    CLIENT_DIR: clientDir,
    DATABASE_URL: '',
    STRIPE_SECRET_KEY: '',
    STRIPE_PUBLISHABLE_KEY: '',
    OPENAI_API_KEY: '',
    // Each browser context says it comes from its own address (browser.ts), so the per-address limits
    // (5 new accounts an hour) apply per spec as they would per visitor, not to the whole suite at once.
    TRUST_PROXY: '1',
    // Real SMTP to the suite's own mailbox: confirmation and password links are read from what arrives.
    SMTP_URL: mailbox.url,
  }, {
    // The embedded database is the server's alone once it runs: the desk's admin is made before it starts.
    prepare: async (dataDir) => {
      const database = await openDatabase({ DATABASE_URL: '', dataDir }, pino({ level: 'warn' }));
      try {
        await addUserWithRole(database.db, DESK_ADMIN.username, DESK_ADMIN.password, 'admin');
      } finally {
        await database.close();
      }
    },
  });
  project.provide('baseURL', app.baseUrl);
  project.provide('deskAdmin', DESK_ADMIN);
  project.provide('mailDir', mailbox.dir);
  return async () => {
    await app.stop();
    await mailbox.close();
  };
}
