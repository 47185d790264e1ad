import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unpackTemplate } from './test/database';

// SIGTERM used to kill the server through tsx without closing the database. Now the process itself gets
// the signal, stops accepting, finishes what is in flight, closes the embedded database and exits 0.
describe('stopping the server', () => {
  let dataDir: string;
  let clientDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ministry-stop-'));
    clientDir = await mkdtemp(path.join(tmpdir(), 'ministry-client-'));
    await writeFile(path.join(clientDir, 'index.html'), '<!doctype html><title>Living Water</title>');
    // The server's embedded database, already migrated and seeded (as after a first start), so the test
    // measures stopping, not seeding.
    await unpackTemplate(path.join(dataDir, 'pglite'), { bible: true });
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
    await rm(clientDir, { recursive: true, force: true });
  });

  function startServer() {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, CLIENT_DIR: clientDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', NODE_ENV: 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const listening = new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no Listening line:\n${output}`)), 45_000);
      child.stdout.on('data', () => {
        const match = /^Listening on (http:\/\/localhost:\d+)$/m.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1].replace('localhost', '127.0.0.1'));
        }
      });
    });
    return { child, exited, listening, output: () => output };
  }

  it('prints where it listens, exits 0 on SIGTERM with the database closed cleanly, and keeps what was written', async () => {
    const first = startServer();
    const url = await first.listening;
    const posted = await fetch(`${url}/api/prayer/submit`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Hannah', email: 'hannah@example.org', request: 'Please pray for a son.' }),
    });
    expect(posted.status).toBe(201);
    // A request in flight when the signal arrives (its body still arriving) is still answered.
    const body = JSON.stringify({ name: 'Samuel', email: 'samuel@example.org', request: 'Please pray for my mother Hannah.' });
    const inFlight = new Promise<number>((resolve, reject) => {
      const req = request(`${url}/api/prayer/submit`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => resolve(res.statusCode ?? 0));
      req.on('error', reject);
      req.write(body.slice(0, 20));
      setTimeout(() => {
        first.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(20)), 300);
      }, 300);
    });
    expect(await inFlight).toBe(201);
    expect(await first.exited).toBe(0);
    expect(first.output()).toMatch(/SIGTERM received/);
    await expect(readFile(path.join(dataDir, 'server.lock'), 'utf8')).rejects.toThrow();

    const second = startServer();
    const again = await second.listening;
    const wall = (await (await fetch(`${again}/api/prayer/requests`)).json()) as { prayerRequests: { name: string }[] };
    expect(wall.prayerRequests.map((prayer) => prayer.name)).toEqual(['Samuel', 'Hannah']);
    second.child.kill('SIGINT');
    expect(await second.exited).toBe(0);
  }, 120_000);
});
