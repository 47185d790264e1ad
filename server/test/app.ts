// Builds the real app on a fresh database for one test file. Call it in beforeAll and close it in afterAll.
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../../db';
import { buildApp, type BuildAppOptions } from '../app';
import { createCaller } from '../caller';
import { loadConfig, type Config } from '../config';
import { createRateLimits, type RateLimits } from '../rate-limit';
import { DemoGateway } from '../services/payments/demo-gateway';
import type { PaymentGateway } from '../services/payments/gateway';
import { sessionOptions } from '../session';
import type { SessionUser } from '../contracts/accounts';
import { createContextInner } from '../trpc';
import { createTestDatabase } from './database';

export interface TestApp {
  app: Awaited<ReturnType<typeof buildApp>>;
  database: Database;
  config: Config;
  /** An in-process tRPC caller, signed in as `user` when given. */
  caller(user?: SessionUser | null, clientIp?: string): ReturnType<typeof createCaller>;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    client?: BuildAppOptions['client'];
    limits?: RateLimits;
    /** The card processor; the demo gateway on the test database unless given. */
    payments?: (database: Database) => PaymentGateway;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ministry-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...options.env });
  const database = await createTestDatabase();
  const limits = options.limits ?? createRateLimits();
  const sessionSecret = randomBytes(32).toString('hex');
  const payments = options.payments?.(database) ?? new DemoGateway(database.db);
  const app = await buildApp({
    config,
    database,
    logger: false,
    limits,
    sessionSecret,
    payments,
    ...(options.client ? { client: options.client } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    caller: (user = null, clientIp = '127.0.0.1') =>
      createCaller(
        createContextInner({
          config,
          db: database.db,
          limits,
          sessionOptions: sessionOptions(sessionSecret, false),
          payments,
          user,
          clientIp,
          session: { signIn: async () => {}, signOut: async () => {} },
        }),
      ),
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
