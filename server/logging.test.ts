import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prayerRequests } from '../db/schema';
import { createLogger } from './deps';
import { createTestApp, type TestApp } from './test/app';
import { postJson } from './test/http';

/** A log destination that keeps each line it is given in `lines`. */
function sinkInto(lines: string[]) {
  return new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
}

// A failed query used to be logged with its parameters: private prayer text, email addresses.
describe('the error log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logger: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, sinkInto(lines)) });
    // Make every prayer insert fail, as a database fault would.
    await t.database.db.execute(sql`alter table ${prayerRequests} add constraint fault check (length(request) < 5)`);
  });
  afterAll(() => t.close());

  it('names the failure but keeps what the person typed out of it', async () => {
    const secret = 'Please pray for my secret struggle with gambling debts.';
    const res = await postJson(t, '/api/prayer/submit', { name: 'Nicodemus', email: 'nicodemus@example.org', request: secret, isPrivate: true });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: 'INTERNAL_SERVER_ERROR', message: 'Something went wrong on our side. Please try again.' });
    const log = lines.join('');
    expect(log).toMatch(/insert into \\"prayer_requests\\"/); // the query text is kept
    expect(log).toMatch(/23514/); // check_violation: the code is kept
    expect(log).not.toContain('gambling');
    expect(log).not.toContain('nicodemus@example.org');
    expect(log).not.toContain('Nicodemus');
  });
});

// Stripe returns the browser to /thank-you?payment_intent=...&payment_intent_client_secret=..., and the
// request log used to record the whole URL, secret and all (issue 34, item 9).
describe('the request log', () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    t = await createTestApp({ logger: createLogger({ LOG_LEVEL: 'info', NODE_ENV: 'test' }, sinkInto(lines)) });
  });
  afterAll(() => t.close());

  it("keeps the path and the harmless parameters of a payment's return, but not its client secret", async () => {
    await t.app.inject({ method: 'GET', url: '/thank-you?payment_intent=pi_3Xyz&payment_intent_client_secret=pi_3Xyz_secret_Abc123&redirect_status=succeeded' });
    const log = lines.join('');
    expect(log).toContain('/thank-you?payment_intent=pi_3Xyz&payment_intent_client_secret=[redacted]&redirect_status=succeeded');
    expect(log).not.toContain('secret_Abc123');
  });

  it("keeps out who staff searched the desk for, in an export's search and in a desk call's input", async () => {
    await t.app.inject({ method: 'GET', url: '/api/desk/subscribers.csv?search=lydia%40thyatira.example' });
    const input = encodeURIComponent(JSON.stringify({ 0: { json: { search: 'lydia@thyatira.example' } } }));
    await t.app.inject({ method: 'GET', url: `/trpc/desk.unreadCounts,desk.subscribers?batch=1&input=${input}` });
    const log = lines.join('');
    expect(log).toContain('/api/desk/subscribers.csv?search=[redacted]');
    expect(log).toContain('/trpc/desk.unreadCounts,desk.subscribers?batch=1&input=[redacted]');
    expect(log).not.toContain('thyatira');
  });
});
