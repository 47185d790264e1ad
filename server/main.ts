// The process entry: read the configuration, open the app's outside parts (deps.ts), serve the app.
//   tsx server/main.ts         serves the built client from dist/client (npm start)
//   tsx server/main.ts --dev   runs Vite in middleware mode with hot reload (npm run dev)
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { buildApp } from './app';
import type { ClientServing } from './client';
import { ConfigError, loadConfig, type Config } from './config';
import { createAppDeps } from './deps';
import { readGroundingAhead } from './services/chat/grounding';

const root = fileURLToPath(new URL('..', import.meta.url));

/** How long requests in flight may take to finish after SIGTERM before their connections are cut. */
const SHUTDOWN_GRACE_MS = 5_000;

async function main() {
  const config = readConfigOrExit();
  const dev = process.argv.includes('--dev');
  const deps = await createAppDeps(config);

  const client: ClientServing = dev
    ? { mode: 'vite', vite: await createViteDevServer(), indexHtmlPath: path.join(root, 'index.html') }
    : { mode: 'static', dir: config.clientDir };

  const app = await buildApp(deps, { client });
  deps.logger.info(`payments: ${deps.payments.kind === 'stripe' ? 'Stripe' : 'demo mode (no STRIPE_SECRET_KEY, no real charge)'}`);
  deps.logger.info(`database: ${deps.database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}`}`);
  await deps.outbox.start();
  deps.logger.info(`email: ${deps.outbox.destination}`);

  // SIGTERM/SIGINT: stop accepting, let in-flight requests finish (a few seconds at most), finish the emails
  // in hand, close the database cleanly, exit 0. `npm start` execs node, so the signal reaches this process.
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    deps.logger.info(`${signal} received: finishing requests in flight, then closing`);
    const force = setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    try {
      await app.close();
      if (client.mode === 'vite') await client.vite.close();
      await deps.close();
      process.exitCode = 0;
    } catch (error) {
      deps.logger.error({ err: error }, 'shutdown failed');
      process.exitCode = 1;
    } finally {
      clearTimeout(force);
      process.exit();
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  // One plain line for the person who started it, whatever the log format.
  process.stdout.write(`Listening on http://localhost:${port}\n`);
  // The chat's first question after a start would otherwise pay for reading its grounding's data (1-2 s).
  const readingSince = performance.now();
  void readGroundingAhead(deps.db).then(() => deps.logger.info(`grounding read ahead in ${Math.round(performance.now() - readingSince)} ms`));
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
