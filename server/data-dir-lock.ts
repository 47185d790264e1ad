// The embedded database (PGlite) is one process's: two servers on one DATA_DIR lose and corrupt writes.
// The first server takes DATA_DIR/server.lock (created exclusively, holding its pid); a second one refuses to
// start. A lock left by a process that has died is taken over.
import { open, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError } from './config';

export interface DataDirLock {
  release(): Promise<void>;
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  const file = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const handle = await open(file, 'wx', 0o600);
      await handle.writeFile(String(process.pid));
      await handle.close();
      return { release: () => rm(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = Number.parseInt(await readFile(file, 'utf8').catch(() => ''), 10);
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw new ConfigError(
        `Another server (pid ${holder}) is already using DATA_DIR ${dataDir}. The embedded database serves one process: ` +
          'stop the other server, give this one its own DATA_DIR, or set DATABASE_URL to share a PostgreSQL server.',
      );
    }
    // Stale: its process is gone (or it is our own, from a start that failed half-way).
    await rm(file, { force: true });
  }
  throw new ConfigError(`Could not lock DATA_DIR ${dataDir}: another server keeps taking it.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
