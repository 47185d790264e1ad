// Builds the real app on a fresh database for one test file. Call it in beforeAll and close it in afterAll.
// It goes through createAppDeps like main.ts does, overriding only what a test must control.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { buildApp, type BuildAppOptions } from '../app';
import { createCaller } from '../caller';
import { loadConfig } from '../config';
import type { SessionUser } from '../contracts/accounts';
import { createAppDeps, type AppDeps, type AppDepsOverrides } from '../deps';
import { createRateLimits } from '../rate-limit';
import { createContextInner } from '../trpc';
import { createTestDatabase, type TestDatabaseOptions } from './database';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  deps: AppDeps;
  database: AppDeps['database'];
  config: AppDeps['config'];
  /** An in-process tRPC caller, signed in as `user` when given. */
  caller(user?: SessionUser | null, clientIp?: string): ReturnType<typeof createCaller>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: AppDepsOverrides & BuildAppOptions & TestDatabaseOptions & { env?: Record<string, string> } = {},
): Promise<TestApp> {
  const { env, client, routes, bible, studyTools, ...overrides } = options;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ministry-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const database = overrides.database ?? (await createTestDatabase({ bible, studyTools }));
  const deps = await createAppDeps(config, {
    logger: pino({ level: 'silent' }),
    limits: createRateLimits(),
    sessionSecret: randomBytes(32).toString('hex'),
    ...overrides,
    database,
  });
  const app = await buildApp(deps, { ...(client ? { client } : {}), ...(routes ? { routes } : {}) });
  await app.ready();
  return {
    app,
    deps,
    database,
    config,
    caller: (user = null, clientIp = '127.0.0.1') =>
      createCaller(
        createContextInner({ ...deps, user, clientIp, session: { signIn: async () => {}, signOut: async () => {} } }),
      ),
    async close() {
      await app.close();
      await deps.close();
      if (!overrides.database) await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
