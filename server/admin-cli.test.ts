import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db';
import { auditLog, users } from '../db/schema';
import { lockDataDir } from './data-dir-lock';
import { unpackTemplate } from './test/database';

// `npm run admin` run as the operator runs it, on a file-backed embedded database of its own (a copy of the
// migrated, seeded template, so the command finds nothing to prepare). Each run opens that database anew in a
// child process, a few seconds apiece.
const SEVERAL_RUNS_MS = 120_000;

describe('npm run admin', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ministry-admin-'));
    await unpackTemplate(path.join(dataDir, 'pglite'), { bible: true });
    await withDatabase((db) => db.insert(users).values(['alice', 'barnabas'].map((username) => ({ username, passwordHash: 'not-a-real-hash' }))));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function withDatabase<T>(work: (db: ReturnType<typeof createDatabase>['db']) => Promise<T>): Promise<T> {
    const database = createDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  function admin(...args: string[]): Promise<{ status: number | null; stdout: string; stderr: string }> {
    // The embedded database only: when CI runs this file against Postgres, DATABASE_URL must not reach the child.
    const { DATABASE_URL: _database, REDIS_URL: _redis, ...env } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/admin-cli.ts', ...args], {
      env: { ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    return new Promise((resolve, reject) => {
      child.on('error', reject);
      child.on('close', (status) => resolve({ status, stdout, stderr }));
    });
  }

  it('makes the first admin and says what it did, then grants and removes staff; each change is in the audit log', async () => {
    expect(await admin('grant', 'alice', 'admin')).toMatchObject({ status: 0, stdout: 'alice is now admin (was member)\n' });
    expect(await admin('grant', 'Barnabas', 'staff')).toMatchObject({ status: 0, stdout: 'barnabas is now staff (was member)\n' });
    expect(await admin('grant', 'barnabas', 'staff')).toMatchObject({ status: 0, stdout: 'barnabas is already staff\n' });
    expect(await admin('revoke', 'barnabas', 'staff')).toMatchObject({ status: 0, stdout: 'barnabas is now member (was staff)\n' });

    const { roles, entries } = await withDatabase(async (db) => ({
      roles: await db.select({ username: users.username, role: users.role }).from(users).orderBy(asc(users.username)),
      entries: await db.select().from(auditLog).orderBy(asc(auditLog.id)),
    }));
    expect(roles).toEqual([
      { username: 'alice', role: 'admin' },
      { username: 'barnabas', role: 'member' },
    ]);
    expect(entries.map(({ actorId, actor, action, subjectType, before, after }) => ({ actorId, actor, action, subjectType, before, after }))).toEqual([
      { actorId: null, actor: 'command line', action: 'role.grant', subjectType: 'user', before: { role: 'member' }, after: { role: 'admin' } },
      { actorId: null, actor: 'command line', action: 'role.grant', subjectType: 'user', before: { role: 'member' }, after: { role: 'staff' } },
      { actorId: null, actor: 'command line', action: 'role.revoke', subjectType: 'user', before: { role: 'staff' }, after: { role: 'member' } },
    ]);
  }, SEVERAL_RUNS_MS);

  it('refuses to remove the last admin, an unknown user, an unknown role, and a role the user does not hold', async () => {
    await admin('grant', 'alice', 'admin');
    expect(await admin('revoke', 'alice', 'admin')).toMatchObject({ status: 1, stderr: 'alice is the last admin: make someone else an admin first.\n' });
    expect(await admin('grant', 'nobody', 'staff')).toMatchObject({ status: 1, stderr: 'There is no user named "nobody".\n' });
    const wrongRole = await admin('grant', 'alice', 'bishop');
    expect(wrongRole.status).toBe(1);
    expect(wrongRole.stderr).toMatch(/^Unknown role "bishop": use staff or admin\.\nUsage: npm run admin -- grant/);
    expect(await admin('revoke', 'barnabas', 'admin')).toMatchObject({ status: 1, stderr: 'barnabas is not admin (they are member).\n' });
    expect((await admin('promote', 'alice')).stderr).toMatch(/^Usage: /);
  }, SEVERAL_RUNS_MS);

  it('says to stop the server while one holds the embedded database', async () => {
    // This process holds the data directory, as a running server would.
    const lock = await lockDataDir(dataDir);
    try {
      const refused = await admin('grant', 'barnabas', 'staff');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toMatch(/already using DATA_DIR[\s\S]*stop the server, run the command again[\s\S]*PostgreSQL \(DATABASE_URL\)/);
    } finally {
      await lock.release();
    }
  });
});
