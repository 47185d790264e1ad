// Where the PGlite templates of the server tests live between runs (server/test/global-setup.ts builds
// them, server/test/database.ts reads them), and how a worker waits for a template still being built.
import { existsSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const templateCache = path.resolve('node_modules/.cache/test-db');

/**
 * The templates of one key's folder: migrated; migrated with the Bible seeded; and with the study tools too,
 * as a started server has it (written last).
 */
export const templateFiles = (dir: string) => ({
  plain: path.join(dir, 'migrated.tar'),
  bible: path.join(dir, 'bible.tar'),
  study: path.join(dir, 'study-tools.tar'),
});

/**
 * Whether some key's templates are whole on disk. Any key's: templates for another schema are rebuilt while
 * the server files wait, which costs that run the build's seconds all the same.
 */
export function templatesCached(): boolean {
  return existsSync(templateCache) && readdirSync(templateCache).some((key) => existsSync(templateFiles(path.join(templateCache, key)).study));
}

/** Written instead of the templates when building them failed. */
export const templateError = (dir: string) => path.join(dir, 'error.txt');

/** Resolves once `file` exists, or fails with the build's error. */
export async function waitForTemplate(file: string, timeoutMs = 180_000): Promise<void> {
  const failed = templateError(path.dirname(file));
  for (const started = Date.now(); !existsSync(file); await sleep(50)) {
    if (existsSync(failed)) throw new Error(`Building the test database template failed:\n${await readFile(failed, 'utf8')}`);
    if (Date.now() - started > timeoutMs) throw new Error(`The test database template ${file} was not built in ${timeoutMs / 1000} s`);
  }
}
