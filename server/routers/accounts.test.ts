import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { nextClientAddress, postJson } from '../test/http';

/** The session cookie from a response, ready to send back. */
function sessionCookie(res: { headers: Record<string, unknown> }): string {
  const header = res.headers['set-cookie'];
  const cookies = Array.isArray(header) ? header : [String(header ?? '')];
  const session = cookies.find((cookie: string) => cookie.startsWith('lwm_session='));
  if (!session) throw new Error('no session cookie was set');
  return String(session.split(';')[0]);
}

describe('accounts over the documented paths', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/user', headers: cookie ? { cookie } : {} });

  it('registers, signs the new member in with a sealed, httpOnly, SameSite=Lax cookie for 30 days', async () => {
    const res = await postJson(t, '/api/register', { username: 'Timothy', password: 'faithful-servant' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), username: 'Timothy', subscriptionTier: 'free' });
    const header = String([res.headers['set-cookie']].flat()[0]);
    expect(header).toMatch(/^lwm_session=Fe26\.2\*/); // sealed by iron, not readable JSON
    expect(header).toMatch(/HttpOnly/i);
    expect(header).toMatch(/SameSite=Lax/i);
    const maxAge = Number(/Max-Age=(\d+)/i.exec(header)?.[1]);
    expect(maxAge / 86_400).toBeCloseTo(30, 1); // iron-session keeps a minute in hand for clock skew
    expect(header).not.toMatch(/Secure/); // http here; Secure when PUBLIC_URL is https (below)
    expect(header).not.toContain('Timothy');

    const user = await me(sessionCookie(res));
    expect(user.statusCode).toBe(200);
    expect(user.json()).toMatchObject({ username: 'Timothy', subscriptionTier: 'free' });
  });

  it('stores an argon2id hash, never the password', async () => {
    const [row] = await t.database.db.select().from(users).where(eq(users.username, 'Timothy'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.passwordHash).not.toContain('faithful-servant');
  });

  it('refuses a taken username in another case with 409', async () => {
    const res = await postJson(t, '/api/register', { username: 'timothy', password: 'another-password' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'CONFLICT', message: 'That username is already taken. Please choose another.' });
  });

  it.each([
    [{ username: 'Ti' }, 'Username must be at least 3 characters'],
    [{ username: 'x'.repeat(33) }, 'Username must be at most 32 characters'],
    [{ username: 'tim othy' }, 'Username may use only letters, digits, ".", "_" and "-"'],
    [{ password: 'short' }, 'Password must be at least 8 characters'],
    [{ password: 'p'.repeat(257) }, 'Password must be at most 256 characters'],
    [{ username: undefined }, 'Username is required'],
  ])('validates registration %o', async (change, message) => {
    const res = await postJson(t, '/api/register', { username: 'Silas', password: 'a-good-password', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('signs in by username in any case, and answers a wrong password and an unknown user alike', async () => {
    const ok = await postJson(t, '/api/login', { username: 'TIMOTHY', password: 'faithful-servant' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ username: 'Timothy' });
    expect((await me(sessionCookie(ok))).statusCode).toBe(200);

    const wrongPassword = await postJson(t, '/api/login', { username: 'Timothy', password: 'wrong-password' });
    const unknownUser = await postJson(t, '/api/login', { username: 'Nobody', password: 'wrong-password' });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownUser.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknownUser.json());
    expect(wrongPassword.json().message).toBe('Invalid username or password');
    expect(wrongPassword.headers['set-cookie']).toBeUndefined();
  });

  it('logs out for real: the session cookie is cleared and the old one shows nobody signed in', async () => {
    const login = await postJson(t, '/api/login', { username: 'Timothy', password: 'faithful-servant' });
    const cookie = sessionCookie(login);
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie, 'content-type': 'application/json' }, payload: '{}' });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(String([out.headers['set-cookie']].flat()[0])).toMatch(/^lwm_session=;.*Max-Age=0/i);
    // iron-session cookies are stateless; the browser drops the cleared cookie, so its next request is anonymous.
    expect((await me()).statusCode).toBe(401);
  });

  it('rejects a tampered cookie as signed out', async () => {
    const login = await postJson(t, '/api/login', { username: 'Timothy', password: 'faithful-servant' });
    const cookie = sessionCookie(login);
    // Flip one character in the middle of the sealed value (the encrypted user id).
    const middle = Math.floor(cookie.length / 2);
    const tampered = cookie.slice(0, middle) + (cookie[middle] === 'A' ? 'B' : 'A') + cookie.slice(middle + 1);
    expect((await me(tampered)).statusCode).toBe(401);
    expect((await me('lwm_session=Fe26.2**forged')).statusCode).toBe(401);
  });

  it('refuses cross-site writes', async () => {
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { username: 'Timothy', password: 'faithful-servant' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error).toBe('FORBIDDEN');

    const formPost = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'username=Timothy&password=faithful-servant',
    });
    expect(formPost.statusCode).toBe(415);

    const sameSite = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: 'http://localhost:80', host: 'localhost:80', 'content-type': 'application/json' },
      payload: { username: 'Timothy', password: 'faithful-servant' },
    });
    expect(sameSite.statusCode).toBe(200);
  });
});

describe('sign-in throttling', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await postJson(t, '/api/register', { username: 'Barnabas', password: 'son-of-encouragement' });
  });
  afterAll(() => t.close());

  it('stops guessing one username after 5 failures, even from new addresses', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await postJson(t, '/api/login', { username: 'barnabas', password: `guess-${attempt}` })).statusCode).toBe(401);
    }
    const blocked = await postJson(t, '/api/login', { username: 'Barnabas', password: 'son-of-encouragement' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('stops one address after 20 failures across usernames', async () => {
    const address = nextClientAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      await postJson(t, '/api/login', { username: `visitor${attempt}`, password: 'wrong-password' }, address);
    }
    expect((await postJson(t, '/api/login', { username: 'visitor99', password: 'wrong-password' }, address)).statusCode).toBe(429);
    expect((await postJson(t, '/api/login', { username: 'visitor99', password: 'wrong-password' })).statusCode).toBe(401);
  });

  it('limits new accounts per address', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await postJson(t, '/api/register', { username: `newcomer${i}`, password: 'a-good-password' }, address)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the cookie over https', () => {
  it('is Secure when PUBLIC_URL is https', async () => {
    const t = await createTestApp({ env: { PUBLIC_URL: 'https://livingwater.example' } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { origin: 'https://livingwater.example', 'content-type': 'application/json' },
      payload: { username: 'Phoebe', password: 'servant-of-the-church' },
    });
    expect(res.statusCode).toBe(201);
    expect(String([res.headers['set-cookie']].flat()[0])).toMatch(/;\s*Secure/i);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=/);
    await t.close();
  });
});
