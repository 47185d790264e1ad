// The process entry: read the configuration, open and migrate the database, serve the app.
//   tsx server/main.ts         serves the built client from dist/client (npm start)
//   tsx server/main.ts --dev   runs Vite in middleware mode with hot reload (npm run dev)
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDatabase } from '../db';
import { Redis } from 'ioredis';
import { buildApp } from './app';
import type { ClientServing } from './client';
import { ConfigError, loadConfig, type Config } from './config';
import { createRateLimits } from './rate-limit';
import { DemoGateway } from './services/payments/demo-gateway';
import { StripeGateway } from './services/payments/stripe-gateway';
import { resolveSessionSecret } from './session';

const root = fileURLToPath(new URL('..', import.meta.url));

async function main() {
  const config = readConfigOrExit();
  const dev = process.argv.includes('--dev');
  await mkdir(config.dataDir, { recursive: true });

  const database = createDatabase(
    config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : { pgliteDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();

  const client: ClientServing = dev
    ? { mode: 'vite', vite: await createViteDevServer(), indexHtmlPath: path.join(root, 'index.html') }
    : { mode: 'static', dir: config.clientDir };

  const redis = config.REDIS_URL ? new Redis(config.REDIS_URL, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  const limits = createRateLimits(redis ? { redis } : {});

  const sessionSecret = await resolveSessionSecret(config);
  const payments = config.STRIPE_SECRET_KEY ? new StripeGateway(config.STRIPE_SECRET_KEY, { ...(config.STRIPE_WEBHOOK_SECRET ? { webhookSecret: config.STRIPE_WEBHOOK_SECRET } : {}) }) : new DemoGateway(database.db);

  const app = await buildApp({ config, database, client, limits, sessionSecret, payments });
  app.log.info(`payments: ${payments.kind === 'stripe' ? 'Stripe' : 'demo mode (no STRIPE_SECRET_KEY, no real charge)'}`);
  app.log.info(`database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);

  const shutdown = async (signal: string) => {
    app.log.info(`${signal} received, closing`);
    await app.close();
    if (client.mode === 'vite') await client.vite.close();
    await database.close();
    redis?.disconnect();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
}

function readConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function createViteDevServer() {
  const { createServer } = await import('vite');
  return createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
