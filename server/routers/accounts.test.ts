import { eq } from 'drizzle-orm';
import { sealData, unsealData } from 'iron-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema';
import { createRateLimits } from '../rate-limit';
import { revokeAllSessions } from '../services/accounts/sessions';
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

/** One tRPC mutation over HTTP, as the browser sends it (superjson). */
function trpcPost(t: TestApp, path: string, input: unknown, remoteAddress = nextClientAddress(), headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify({ json: input }),
    remoteAddress,
  });
}

/** One batched tRPC request calling `path` once per input. */
function trpcBatch(t: TestApp, path: string, inputs: unknown[], remoteAddress = nextClientAddress()) {
  const payload = Object.fromEntries(inputs.map((input, index) => [index, { json: input }]));
  return t.app.inject({
    method: 'POST',
    url: `/trpc/${inputs.map(() => path).join(',')}?batch=1`,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
    remoteAddress,
  });
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
    expect(res.json()).toEqual({ id: expect.any(Number), username: 'Timothy', subscriptionTier: 'free', role: 'member' });
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
    expect(user.json()).toMatchObject({ username: 'Timothy', subscriptionTier: 'free', role: 'member' });
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

  it('logs out for real: the session is revoked on the server, so a cookie captured before logout signs nobody in', async () => {
    const login = await postJson(t, '/api/login', { username: 'Timothy', password: 'faithful-servant' });
    const cookie = sessionCookie(login);
    // The cookie carries only the session's id, sealed.
    expect(await unsealData(cookie.slice('lwm_session='.length), { password: t.deps.sessionSecret })).toEqual({ sessionId: expect.stringMatching(/^[\w-]{43}$/) });
    expect((await me(cookie)).statusCode).toBe(200);

    // As the spec's client sends it: no body, no content type.
    const out = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true });
    expect(String([out.headers['set-cookie']].flat()[0])).toMatch(/^lwm_session=;.*Max-Age=0/i);

    const replayed = await me(cookie);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json()).toEqual({ error: 'UNAUTHORIZED', message: 'You need to sign in first.' });
    expect(String([replayed.headers['set-cookie']].flat()[0])).toMatch(/^lwm_session=;.*Max-Age=0/i);
    const overTrpc = await t.app.inject({ method: 'GET', url: '/trpc/accounts.session', headers: { cookie } });
    expect(overTrpc.json()).toEqual({ result: { data: { json: null } } });
  });

  it('ends the session a browser had when it signs in again, and keeps other browsers signed in', async () => {
    const first = sessionCookie(await postJson(t, '/api/login', { username: 'Timothy', password: 'faithful-servant' }));
    const other = sessionCookie(await postJson(t, '/api/login', { username: 'Timothy', password: 'faithful-servant' }));
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie: first, 'content-type': 'application/json' },
      payload: { username: 'Timothy', password: 'faithful-servant' },
      remoteAddress: nextClientAddress(),
    });
    expect(again.statusCode).toBe(200);
    expect((await me(first)).statusCode).toBe(401);
    expect((await me(sessionCookie(again))).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(200);
  });

  it('signs out every session of a user with revokeAllSessions (for a password change), and only theirs', async () => {
    const timothy = [0, 1].map(async () => sessionCookie(await postJson(t, '/api/login', { username: 'Timothy', password: 'faithful-servant' })));
    const titus = sessionCookie(await postJson(t, '/api/register', { username: 'Titus', password: 'sound-doctrine' }));
    const cookies = await Promise.all(timothy);
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.username, 'Timothy'));
    expect(await revokeAllSessions(t.database.db, row?.id ?? 0)).toBeGreaterThanOrEqual(2);
    for (const cookie of cookies) expect((await me(cookie)).statusCode).toBe(401);
    expect((await me(titus)).statusCode).toBe(200);
  });

  it('signs out a session past its expiry', async () => {
    const cookie = sessionCookie(await postJson(t, '/api/login', { username: 'Timothy', password: 'faithful-servant' }));
    const { sessionId } = await unsealData<{ sessionId: string }>(cookie.slice('lwm_session='.length), { password: t.deps.sessionSecret });
    await t.database.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, sessionId));
    expect((await me(cookie)).statusCode).toBe(401);
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

  const sealedAs = (data: unknown) => (secret: string) => sealData(data as Record<string, unknown>, { password: secret, ttl: 3600 });
  it.each<[string, (secret: string) => string | Promise<string>]>([
    ['not URL-encoded', () => '%%%'],
    ['very long garbage', () => 'garbage'.repeat(1200)],
    ['not an iron seal', () => 'not-an-iron-seal'],
    ['iron-shaped garbage', () => 'Fe26.2*1*a*b*c*d*e*f~2'],
    ['iron-shaped, no password id', () => 'Fe26.2**a*b*c*d*e*f'],
    ['iron-shaped, bad version', () => 'Fe26.2*1*a*b*c*d*e*f~x'],
    ['a valid seal of a string', sealedAs('hello')],
    ['a valid seal of an array', sealedAs([1, 2])],
    ['a valid seal of a text user id', sealedAs({ userId: '1 or 1=1' })],
    ['a valid seal of a huge user id', sealedAs({ userId: 1e300 })],
    ['a valid seal of a session that does not exist', sealedAs({ sessionId: 'A'.repeat(43) })],
    ['a valid seal from before sessions were stored', sealedAs({ userId: 1 })],
  ])('treats a session cookie that is %s as signed out, and clears it', async (_kind, value) => {
    const cookie = `theme=dark; lwm_session=${await value(t.deps.sessionSecret)}`;
    const cleared = /^lwm_session=;.*Max-Age=0/i;

    const user = await me(cookie);
    expect(user.statusCode).toBe(401);
    expect(user.json()).toEqual({ error: 'UNAUTHORIZED', message: 'You need to sign in first.' });
    expect(String([user.headers['set-cookie']].flat()[0])).toMatch(cleared);

    const session = await t.app.inject({ method: 'GET', url: '/trpc/accounts.session', headers: { cookie } });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toEqual({ result: { data: { json: null } } });
    expect(String([session.headers['set-cookie']].flat()[0])).toMatch(cleared);

    // Signing in over it replaces it with one working cookie.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { cookie, 'content-type': 'application/json' },
      payload: { username: 'Timothy', password: 'faithful-servant' },
      remoteAddress: nextClientAddress(),
    });
    expect(login.statusCode).toBe(200);
    expect([login.headers['set-cookie']].flat()).toHaveLength(1);
    expect((await me(sessionCookie(login))).statusCode).toBe(200);
  });

  it('reads the session cookie only for procedures that need the user: a public one leaves even a bad cookie alone', async () => {
    const cookie = 'lwm_session=not-an-iron-seal';
    for (const url of ['/api/prayer/requests', '/trpc/prayer.list', '/trpc/bible.books']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['set-cookie'], url).toBeUndefined();
    }
    // In a batch, the call that needs the user reads it once, for the whole request.
    const batch = await t.app.inject({ method: 'GET', url: '/trpc/prayer.list,accounts.session?batch=1&input=%7B%7D', headers: { cookie } });
    expect(batch.statusCode).toBe(200);
    expect([batch.headers['set-cookie']].flat()).toEqual([expect.stringMatching(/^lwm_session=;.*Max-Age=0/i)]);
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
  /** The waits the per-username slow-down asked for, recorded instead of slept. */
  const waits: number[] = [];
  const members = { Barnabas: 'son-of-encouragement', Lydia: 'seller-of-purple', Priscilla: 'tent-maker-of-corinth', Apollos: 'mighty-in-the-scriptures' };
  beforeAll(async () => {
    t = await createTestApp({ limits: createRateLimits({ sleep: async (ms) => void waits.push(ms) }) });
    for (const [username, password] of Object.entries(members)) await postJson(t, '/api/register', { username, password });
  });
  afterAll(() => t.close());

  const login = (username: string, password: string, address = nextClientAddress()) => postJson(t, '/api/login', { username, password }, address);
  const tooManyLogins = { error: 'TOO_MANY_REQUESTS', message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' };

  it('refuses a batch of more than 10 calls whole, with a clear 400, before any password is tried', async () => {
    const guesses = [...Array.from({ length: 299 }, (_, i) => ({ username: 'Barnabas', password: `guess-${i}` })), { username: 'Barnabas', password: members.Barnabas }];
    const res = await trpcBatch(t, 'accounts.login', guesses);
    expect(res.statusCode).toBe(400);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toMatchObject({ error: { json: { message: 'A request may batch at most 10 calls.', data: { code: 'BAD_REQUEST', httpStatus: 400 } } } });
    expect(JSON.stringify(res.json())).not.toContain('Barnabas');
  });

  it('counts every call of a batch before its password is checked: 9 guesses then the right password are refused from the 6th on', async () => {
    const guesses = [...Array.from({ length: 9 }, (_, i) => ({ username: 'Lydia', password: `guess-${i}` })), { username: 'lydia', password: members.Lydia }];
    const res = await trpcBatch(t, 'accounts.login', guesses);
    expect(res.headers['set-cookie']).toBeUndefined();
    const statuses = (res.json() as { error?: { json: { data: { httpStatus: number } } } }[]).map((call) => call.error?.json.data.httpStatus ?? 200);
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429, 429, 429]);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(890);
  });

  it('counts parallel sign-ins before any password is checked; then the right password is refused from that address too', async () => {
    const address = nextClientAddress();
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => login('Priscilla', `guess-${i}`, address)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);

    const right = await login('Priscilla', members.Priscilla, address);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(tooManyLogins);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(right.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(right.headers['set-cookie']).toBeUndefined();
    // The owner, elsewhere, still gets in.
    expect((await login('Priscilla', members.Priscilla)).statusCode).toBe(200);
  });

  it('does not let anyone lock the owner out: guesses from many addresses slow the username down, never refuse it', async () => {
    waits.length = 0;
    const attacker = nextClientAddress();
    for (let i = 0; i < 5; i += 1) expect((await login('Apollos', `guess-${i}`, attacker)).statusCode).toBe(401);
    // That address has spent its budget for this username...
    expect((await login('Apollos', 'guess-5', attacker)).json()).toEqual(tooManyLogins);
    expect(waits).toEqual([]);
    // ...others may keep guessing, each attempt waiting longer (1 s, doubling, at most 10 s)...
    for (let i = 0; i < 3; i += 1) expect((await login('Apollos', `guess-${6 + i}`)).statusCode).toBe(401);
    expect(waits).toEqual([1000, 2000, 4000]);
    // ...and the owner, from their own address, is slowed down too but signs in.
    const owner = await login('Apollos', members.Apollos);
    expect(owner.statusCode).toBe(200);
    expect(waits).toEqual([1000, 2000, 4000, 8000]);
    for (let i = 0; i < 2; i += 1) await login('Apollos', `guess-${9 + i}`);
    expect(waits.slice(4)).toEqual([8000, 10_000]);
  });

  it('stops one address after 20 attempts across usernames, the right password too, and only that address', async () => {
    const address = nextClientAddress();
    for (let attempt = 0; attempt < 20; attempt += 1) {
      expect((await login(`visitor${attempt}`, 'wrong-password', address)).statusCode).toBe(401);
    }
    const refused = await login('Barnabas', members.Barnabas, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(tooManyLogins);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('visitor99', 'wrong-password')).statusCode).toBe(401);
    expect((await login('Barnabas', members.Barnabas)).statusCode).toBe(200);
  });

  it('gives a successful sign-in its unit back: members sharing one address are not refused for signing in', async () => {
    const address = nextClientAddress();
    for (let attempt = 0; attempt < 25; attempt += 1) {
      expect((await login('Barnabas', members.Barnabas, address)).statusCode).toBe(200);
    }
  });

  it('limits new accounts per address', async () => {
    const address = nextClientAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await postJson(t, '/api/register', { username: `newcomer${i}`, password: 'a-good-password' }, address)).statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });

  it('says when to come back: every 429 carries Retry-After in seconds, over /api and over /trpc', async () => {
    const address = nextClientAddress();
    for (let i = 0; i < 5; i += 1) await postJson(t, '/api/register', { username: `pilgrim${i}`, password: 'a-good-password' }, address);

    const rest = await postJson(t, '/api/register', { username: 'pilgrim5', password: 'a-good-password' }, address);
    expect(rest.statusCode).toBe(429);
    expect(rest.json()).toEqual({ error: 'TOO_MANY_REQUESTS', message: 'Too many new accounts from this connection. Please try again in an hour.' });
    expect(rest.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(rest.headers['retry-after'])).toBeGreaterThan(3500);
    expect(Number(rest.headers['retry-after'])).toBeLessThanOrEqual(3600);

    const single = await trpcPost(t, 'accounts.register', { username: 'pilgrim6', password: 'a-good-password' }, address);
    expect(single.statusCode).toBe(429);
    expect(Number(single.headers['retry-after'])).toBeGreaterThan(3500);

    const batch = await trpcBatch(t, 'accounts.register', [{ username: 'pilgrim7', password: 'a-good-password' }, { username: 'pilgrim8', password: 'a-good-password' }], address);
    expect(batch.statusCode).toBe(429);
    expect(Number(batch.headers['retry-after'])).toBeGreaterThan(3500);
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

  // A production site without PUBLIC_URL, behind a proxy that ends TLS and says so in X-Forwarded-Proto: before,
  // its cookie went out without Secure and its pages without HSTS.
  it('is Secure, with HSTS, when the trusted proxy says the request came over https, and only then', async () => {
    const t = await createTestApp({ env: { TRUST_PROXY: '1' } });
    const register = (username: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/register', headers: { 'content-type': 'application/json', ...headers }, payload: { username, password: 'servant-of-the-church' } });

    const overHttps = await register('Junia', { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.7' });
    expect(overHttps.statusCode).toBe(201);
    expect(String([overHttps.headers['set-cookie']].flat()[0])).toMatch(/;\s*Secure/i);
    expect(overHttps.headers['strict-transport-security']).toMatch(/max-age=/);

    const plain = await register('Andronicus', { 'x-forwarded-proto': 'http', 'x-forwarded-for': '198.51.100.8' });
    expect(plain.statusCode).toBe(201);
    expect(String([plain.headers['set-cookie']].flat()[0])).not.toMatch(/Secure/i);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    await t.close();

    // Without TRUST_PROXY, a client's own X-Forwarded-Proto is not believed.
    const direct = await createTestApp();
    const claimed = await direct.app.inject({ method: 'GET', url: '/api/user', headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers['strict-transport-security']).toBeUndefined();
    await direct.close();
  });
});
