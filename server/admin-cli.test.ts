import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../db';
import { auditLog, users } from '../db/schema';
import { adminCommand } from './admin-command';
import { lockDataDir } from './data-dir-lock';
import { unpackTemplate } from './test/database';

// `npm run admin` on a file-backed embedded database of its own (a copy of the migrated, seeded template, so the
// command finds nothing to prepare), each run opening that database anew. Run as the operator runs it, in a child
// process (`admin`), where the process itself matters: the first change, its answer on stdout and exit code 0,
// and the refusal while another process holds the database, on stderr with exit code 1. The other cases run the
// same command in this process (`adminHere`), with the same arguments, environment, output and exit code: a child
// process took 2-3 s of CPU apiece, most of it loading the app's modules again.
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

  type Outcome = { status: number | null; stdout: string; stderr: string };

  function admin(...args: string[]): Promise<Outcome> {
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

  /** The same command in this process: what it would write to stdout, and to stderr through console.error. */
  async function adminHere(...args: string[]): Promise<Outcome> {
    let stdout = '';
    let stderr = '';
    const status = await adminCommand(args, {
      env: { DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test' },
      stdout: (text) => (stdout += text),
      stderr: (...data) => (stderr += `${format(...data)}\n`),
    });
    return { status, stdout, stderr };
  }

  it('makes the first admin and says what it did, then grants and removes staff; each change is in the audit log', async () => {
    expect(await admin('grant', 'alice', 'admin')).toMatchObject({ status: 0, stdout: 'alice is now admin (was member)\n' });
    expect(await adminHere('grant', 'Barnabas', 'staff')).toMatchObject({ status: 0, stdout: 'barnabas is now staff (was member)\n' });
    expect(await adminHere('grant', 'barnabas', 'staff')).toMatchObject({ status: 0, stdout: 'barnabas is already staff\n' });
    expect(await adminHere('revoke', 'barnabas', 'staff')).toMatchObject({ status: 0, stdout: 'barnabas is now member (was staff)\n' });

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
    await adminHere('grant', 'alice', 'admin');
    expect(await adminHere('revoke', 'alice', 'admin')).toMatchObject({ status: 1, stderr: 'alice is the last admin: make someone else an admin first.\n' });
    expect(await adminHere('grant', 'nobody', 'staff')).toMatchObject({ status: 1, stderr: 'There is no user named "nobody".\n' });
    const wrongRole = await adminHere('grant', 'alice', 'bishop');
    expect(wrongRole.status).toBe(1);
    expect(wrongRole.stderr).toMatch(/^Unknown role "bishop": use staff or admin\.\nUsage: npm run admin -- grant/);
    expect(await adminHere('revoke', 'barnabas', 'admin')).toMatchObject({ status: 1, stderr: 'barnabas is not admin (they are member).\n' });
    expect((await adminHere('promote', 'alice')).stderr).toMatch(/^Usage: /);
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
