// Starts the real server entry on a free loopback port with a fresh DATA_DIR (so a fresh embedded
// database) and waits until it is healthy. Used by the e2e suite and the benchmark.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const STARTUP_LIMIT_MS = 180_000;

export interface RunningApp {
  baseUrl: string;
  /** The server's process id (the benchmark reads its CPU time). */
  pid: number | undefined;
  stop(): Promise<void>;
}

export interface StartOptions {
  /**
   * Work on the database before the server starts (its DATA_DIR, empty and not yet locked by the server): the
   * benchmark seeds the desk's rows and the e2e suite makes its staff there.
   */
  prepare?: (dataDir: string) => Promise<void>;
}

export async function startBuiltApp(env: Record<string, string> = {}, { prepare }: StartOptions = {}): Promise<RunningApp> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'ministry-app-'));
  if (prepare) {
    try {
      await prepare(dataDir);
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const stop = async () => {
    if (server.exitCode === null) server.kill('SIGTERM');
    await exited;
    await rm(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  // Ready means healthy; an exit means it never will be. A fresh DATA_DIR runs PGlite's initdb, the
  // migrations and the Bible seed before the server listens, which took 42-48 s on two busy cores (a
  // 45 s limit failed whole e2e runs). The deadline only catches a server that hangs, so it sits well
  // past any real start.
  const deadline = Date.now() + STARTUP_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      await stop();
      throw new Error(`the server exited with code ${server.exitCode}`);
    }
    if (await fetch(`${baseUrl}/healthz`).then((res) => res.ok, () => false)) return { baseUrl, pid: server.pid, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`the server did not become healthy within ${STARTUP_LIMIT_MS / 1000} s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}
