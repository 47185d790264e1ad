import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscribers } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { postJson } from '../test/http';

const ruth = { firstName: 'Ruth', lastName: 'Moabite', email: 'ruth@example.org', consent: true as const };

describe('POST /api/newsletter/subscribe', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const rowsFor = (email: string) => t.database.db.select().from(subscribers).where(eq(subscribers.email, email));

  it('subscribes, storing the address trimmed and lower-cased', async () => {
    const res = await postJson(t, '/api/newsletter/subscribe', { ...ruth, email: '  Ruth@Example.ORG ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, message: "You've been subscribed to our newsletter." });
    const [row] = await rowsFor('ruth@example.org');
    expect(row).toMatchObject({ firstName: 'Ruth', lastName: 'Moabite', source: 'newsletter' });
  });

  it('treats a known address as success and refreshes the names', async () => {
    const res = await postJson(t, '/api/newsletter/subscribe', { ...ruth, firstName: 'Naomi', email: 'RUTH@example.org' });
    expect(res.statusCode).toBe(200);
    const rows = await rowsFor('ruth@example.org');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.firstName).toBe('Naomi');
  });

  it.each([
    [{ firstName: '  ' }, 'First name is required'],
    [{ lastName: '' }, 'Last name is required'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: undefined }, 'Invalid email address'],
    [{ consent: false }, 'You must consent to receive emails'],
    [{ firstName: 'x'.repeat(101) }, 'Please keep this under 100 characters'],
  ])('refuses %o with 400 and the message', async (change, message) => {
    const res = await postJson(t, '/api/newsletter/subscribe', { ...ruth, email: 'boaz@example.org', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BAD_REQUEST', message });
  });

  it('drops a bot that fills the hidden field, answering as if it worked', async () => {
    const res = await postJson(t, '/api/newsletter/subscribe', { ...ruth, email: 'bot@example.org', website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(await rowsFor('bot@example.org')).toHaveLength(0);
  });

  it('limits each client address to 10 sign-ups a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await postJson(t, '/api/newsletter/subscribe', { ...ruth, email: `reader${i}@example.org` }, '192.0.2.7');
      statuses.push(res.statusCode);
      if (res.statusCode === 429) expect(res.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please wait a minute and try again.' });
    }
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    // Another address is not affected.
    expect((await postJson(t, '/api/newsletter/subscribe', { ...ruth, email: 'other@example.org' })).statusCode).toBe(200);
  });
});

describe('POST /api/subscribers (the subscribe dialog)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Follows the address's confirmation link, as its owner does (newsletter-double-opt-in.test.ts reads the real one). */
  const confirmed = (email: string) => t.database.db.update(subscribers).set({ confirmedAt: new Date() }).where(eq(subscribers.email, email));

  it('subscribes with 201, then answers 409 "already exists" for the same confirmed address in any case or spacing', async () => {
    const first = await postJson(t, '/api/subscribers', ruth);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ success: true, message: 'Thank you for subscribing to our updates.' });
    // Not confirmed yet: signing up again sends a new link, and is a success.
    expect((await postJson(t, '/api/subscribers', ruth)).statusCode).toBe(201);

    await confirmed('ruth@example.org');
    const again = await postJson(t, '/api/subscribers', { ...ruth, email: ' RUTH@EXAMPLE.org' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toContain('already exists');
  });

  it('shares one list with the newsletter section', async () => {
    await postJson(t, '/api/newsletter/subscribe', { ...ruth, email: 'lydia@example.org' });
    await confirmed('lydia@example.org');
    const res = await postJson(t, '/api/subscribers', { ...ruth, email: 'lydia@example.org' });
    expect(res.statusCode).toBe(409);
  });

  it.each([
    [{ email: 'nope' }, 'Please enter a valid email'],
    [{ consent: false }, 'You must agree to receive updates'],
    [{ firstName: '' }, 'First name is required'],
  ])('refuses %o with its own message', async (change, message) => {
    const res = await postJson(t, '/api/subscribers', { ...ruth, email: 'dorcas@example.org', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('answers CONFLICT over tRPC as well', async () => {
    await expect(t.caller().newsletter.subscribeToUpdates({ ...ruth })).rejects.toMatchObject({ code: 'CONFLICT' });
  });
});
