import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEALTH_PING_TIMEOUT_MS } from './app';
import { DATABASE_BUSY_MESSAGE } from './errors';
import { createTestApp, type TestApp } from './test/app';

// A locked table used to stall every request for 13 s. Now a request waits for a lock at most
// LOCK_TIMEOUT_MS and a statement runs at most STATEMENT_TIMEOUT_MS, then answers 503 with Retry-After.
describe('a database that is slow or locked', () => {
  it('makes the health check say the database is slow', async () => {
    const t = await createTestApp();
    const ping = t.database.ping;
    // Time runs as usual, and the test moves it on over the health check's wait instead of waiting it out.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    t.database.ping = () => new Promise((resolve) => setTimeout(() => resolve(true), 5_000));
    const answer = t.app.inject({ method: 'GET', url: '/healthz' });
    await vi.advanceTimersByTimeAsync(HEALTH_PING_TIMEOUT_MS);
    const res = await answer;
    vi.useRealTimers();
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ status: 'unavailable', database: 'slow' });
    t.database.ping = ping;
    await t.close();
  });

  it('answers a statement cancelled by a timeout with 503, its message and Retry-After', async () => {
    const t = await createTestApp();
    // The error Postgres raises for statement_timeout, as drizzle wraps it.
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const select = t.database.db.select.bind(t.database.db);
    t.database.db.select = (() => {
      throw Object.assign(new Error('Failed query: select ...'), { cause: cancelled });
    }) as unknown as typeof select;
    const res = await t.app.inject({ method: 'GET', url: '/api/prayer/requests' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ error: 'SERVICE_UNAVAILABLE', message: DATABASE_BUSY_MESSAGE });
    const trpc = await t.app.inject({ method: 'GET', url: '/trpc/prayer.list' });
    expect(trpc.statusCode).toBe(503);
    expect(trpc.headers['retry-after']).toBe('5');
    t.database.db.select = select;
    await t.close();
  });

  describe.runIf(process.env.DATABASE_URL)('on PostgreSQL, with the table locked by another session', () => {
    let t: TestApp;
    let other: postgres.Sql;
    beforeAll(async () => {
      t = await createTestApp();
      // The test database's own URL: the app's pool and this second session share it.
      const result: unknown = await t.database.db.execute(sql`select current_database() as name`);
      const [row] = (Array.isArray(result) ? result : []) as { name: string }[];
      const url = new URL(process.env.DATABASE_URL ?? '');
      url.pathname = `/${row?.name ?? ''}`;
      other = postgres(url.toString(), { max: 1, onnotice: () => {} });
    });
    afterAll(async () => {
      await other.end({ timeout: 5 });
      await t.close();
    });

    it('answers 503 within the lock timeout instead of waiting', async () => {
      await other.begin(async (tx) => {
        await tx.unsafe(`lock table prayer_requests in access exclusive mode`);
        const started = Date.now();
        const res = await t.app.inject({ method: 'GET', url: '/api/prayer/requests' });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('5');
        expect(Date.now() - started).toBeLessThan(4_000);
      });
      expect((await t.app.inject({ method: 'GET', url: '/api/prayer/requests' })).statusCode).toBe(200);
    });
  });
});
