import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';

// Two servers on one DATA_DIR lost 3,632 acknowledged writes in one run: the second must refuse to start.
describe('one server per DATA_DIR', () => {
  const dirs: string[] = [];
  const freshDir = async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'ministry-lock-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('refuses a second server on the same embedded database, with a message that says what to do', async () => {
    const dataDir = await freshDir();
    // This process holds the data directory, as a running server would.
    const first = await lockDataDir(dataDir);
    // The embedded database only: when CI runs this file against Postgres, DATABASE_URL must not reach the child.
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
    const second = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(second.status).toBe(1);
    expect(second.stderr).toMatch(new RegExp(`Another server \\(pid ${process.pid}\\) is already using DATA_DIR .*set DATABASE_URL`));
    await first.release();
    await expect(readFile(path.join(dataDir, 'server.lock'), 'utf8')).rejects.toThrow();
  });

  it('takes over a lock left by a process that has died', async () => {
    const dataDir = await freshDir();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(path.join(dataDir, 'server.lock'), String(dead));
    const lock = await lockDataDir(dataDir);
    expect(await readFile(path.join(dataDir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    await lock.release();
  });

  it('refuses while a live process holds it, and not after it is released', async () => {
    const dataDir = await freshDir();
    await writeFile(path.join(dataDir, 'server.lock'), String(process.ppid));
    await expect(lockDataDir(dataDir)).rejects.toThrow(/Another server/);
    await rm(path.join(dataDir, 'server.lock'));
    const lock = await lockDataDir(dataDir);
    await lock.release();
  });
});
