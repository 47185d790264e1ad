// `npm run db:migrate`: the database's start-up work (migrations, then the Bible seed) as a release step, for
// a deploy that runs it once before starting the instances. The instances run it too on start, under the
// same lock, and find it done. On the embedded database it works while the server is stopped (the data
// directory is locked while a server runs).
import pino from 'pino';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './startup';

try {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const started = performance.now();
  const database = await openDatabase(config, logger);
  await database.close();
  process.stdout.write(`Database ready (${database.kind}): migrations applied, Bible seeded, in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
