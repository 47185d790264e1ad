// Three instances of the built app, started at the same moment on a fresh database in the real PostgreSQL,
// sharing one Redis, as an autoscaler or a rolling deploy starts them (docs/deployment.md). Each request goes
// to an instance of the test's choosing, as a load balancer without sticky sessions would send it.
//   DATABASE_URL  the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); the test creates
//                 and drops a database of its own there
//   REDIS_URL     the Redis server (default redis://127.0.0.1:6379/7, a database index of its own, emptied first)
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBuiltApp, type RunningApp } from '../scripts/start-built-app';

const serverUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379/7';
const databaseName = `cluster_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${databaseName}` }).toString();

let admin: postgres.Sql;
let instances: RunningApp[] = [];

beforeAll(async () => {
  if (!existsSync('dist/client/index.html')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${databaseName}"`);
  const redis = new Redis(redisUrl);
  await redis.flushdb();
  redis.disconnect();
  const env = {
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // One secret for all: a cookie sealed by one instance is opened by the others.
    SESSION_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    PAYMENTS: 'demo',
    STRIPE_SECRET_KEY: '',
    OPENAI_API_KEY: '',
    // The load balancer is the one proxy: each test client says who it is in X-Forwarded-For.
    TRUST_PROXY: '1',
  };
  // At the same moment, on the fresh database: one migrates and seeds, the others wait for it.
  instances = await Promise.all([1, 2, 3].map(() => startBuiltApp(env)));
});

afterAll(async () => {
  await Promise.all(instances.map((instance) => instance.stop()));
  await admin.unsafe(`drop database if exists "${databaseName}" with (force)`);
  await admin.end({ timeout: 5 });
});

/** A client of the cluster: one address, one cookie jar, any instance per request. */
function client(address = `10.${byte()}.${byte()}.${byte()}`) {
  let cookie = '';
  return async (instance: RunningApp, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const response = await fetch(instance.baseUrl + path, {
      method,
      headers: {
        'x-forwarded-for': address,
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const sessionCookie = response.headers.getSetCookie().find((line) => !/max-age=0|expires=thu, 01 jan 1970/i.test(line));
    if (sessionCookie) cookie = sessionCookie.split(';', 1)[0] ?? '';
    return { status: response.status, headers: response.headers, json: (await response.json().catch(() => null)) as Record<string, unknown> | null };
  };
}

const byte = () => 1 + Math.floor(Math.random() * 250);
const at = (index: number) => instances[index % instances.length] as RunningApp;

describe('three instances on one PostgreSQL and one Redis', () => {
  it('all started together on a fresh database, and answer', async () => {
    expect(instances).toHaveLength(3);
    for (const instance of instances) expect((await fetch(`${instance.baseUrl}/healthz`)).status).toBe(200);
  });

  it('hold a session signed in on one instance on the others, and its logout everywhere', async () => {
    const member = client();
    const username = `lydia_${randomBytes(3).toString('hex')}`;
    expect((await member(at(0), 'POST', '/api/register', { username, password: 'purple-cloth-9' })).status).toBe(201);
    const me = await member(at(1), 'GET', '/api/user');
    expect(me).toMatchObject({ status: 200, json: { username } });
    expect((await member(at(2), 'POST', '/api/logout')).status).toBe(200);
    // The jar keeps the cookie the logout told the browser to forget, as a stolen copy would: it is refused everywhere.
    for (const index of [0, 1, 2]) expect((await member(at(index), 'GET', '/api/user')).status).toBe(401);
  });

  it('show a prayer request sent to one instance on every wall at once, and a private one on none', async () => {
    const visitor = client();
    const marker = randomBytes(4).toString('hex');
    const send = (isPrivate: boolean) =>
      visitor(at(0), 'POST', '/api/prayer/submit', { name: 'Hannah', email: 'hannah@example.org', request: `Please pray for the harvest ${marker} ${isPrivate ? 'private' : 'public'}`, isPrivate });
    expect((await send(true)).status).toBe(201);
    expect((await send(false)).status).toBe(201);
    for (const index of [1, 2]) {
      await expect
        .poll(async () => JSON.stringify((await visitor(at(index), 'GET', '/api/prayer/requests')).json), { timeout: 2_000, interval: 20 })
        .toContain(`${marker} public`);
      expect(JSON.stringify((await visitor(at(index), 'GET', '/api/prayer/requests')).json)).not.toContain(`${marker} private`);
    }
  });

  it("hold a free member's daily allowance when eight questions reach the three at once: five answers, three 402", async () => {
    const member = client();
    const username = `silas_${randomBytes(3).toString('hex')}`;
    expect((await member(at(0), 'POST', '/api/register', { username, password: 'philippi-jail-2' })).status).toBe(201);
    const session = await member(at(1), 'POST', '/api/bible-chat/sessions', {});
    const sessionId = String(session.json?.sessionId);
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) => member(at(index), 'POST', `/api/bible-chat/sessions/${sessionId}/messages`, { message: 'What does John 3:16 say?' })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 200, 200, 200, 402, 402, 402]);
  });

  it('share a rate limit: the eleventh message from one address in a minute is refused, whichever instance takes it', async () => {
    const visitor = client('203.0.113.77');
    const statuses: number[] = [];
    let refused: Awaited<ReturnType<typeof visitor>> | undefined;
    for (let index = 0; index < 11; index++) {
      const answer = await visitor(at(index), 'POST', '/api/contact/submit', {
        name: 'Priscilla', email: 'priscilla@example.org', subject: 'General Inquiry', message: `Tent-making workshop question number ${index}`,
      });
      statuses.push(answer.status);
      refused = answer;
    }
    expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('charge a recurring gift once for each date due when the three run the schedule at the same moment', async () => {
    const member = client();
    const username = `lydia_${randomBytes(3).toString('hex')}`;
    expect((await member(at(0), 'POST', '/api/register', { username, password: 'seller-of-purple-4' })).status).toBe(201);
    // tRPC over HTTP as the browser calls it (superjson's envelope).
    const call = async (index: number, path: string, input: unknown, type: 'query' | 'mutation' = 'mutation') => {
      const envelope = JSON.stringify({ json: input });
      const answer =
        type === 'query' ? await member(at(index), 'GET', `/trpc/${path}?input=${encodeURIComponent(envelope)}`) : await member(at(index), 'POST', `/trpc/${path}`, { json: input });
      expect(answer.status, `${path}: ${JSON.stringify(answer.json)}`).toBe(200);
      return (answer.json as { result: { data: { json: Record<string, unknown> } } }).result.data.json;
    };
    const options = (await call(1, 'giving.options', undefined, 'query')) as { today: string; funds: { id: number; name: string }[] };
    const missions = options.funds.find((fund) => fund.name === 'Missions');
    const setup = await call(2, 'giving.startRecurring', { amount: 10, interval: 'week', startDate: options.today, fundId: missions?.id, coverFee: false });
    await call(0, 'payments.confirmDemo', { clientSecret: setup.clientSecret, cardNumber: '4242424242424242' });
    await call(1, 'giving.confirmRecurring', { giftId: setup.giftId });

    // The member is made an admin, and moves the demo clock on from the three instances at once: 3 × 14 days, and
    // each instance runs the schedule straight away, as its outbox worker also does every 30 s.
    const store = postgres(databaseUrl, { max: 1 });
    await store.unsafe(`update users set role = 'admin' where username = $1`, [username]);
    await Promise.all([0, 1, 2].map((index) => call(index, 'desk.giving.moveDemoClock', { days: 14 })));
    await Promise.all([0, 1, 2].map((index) => call(index, 'desk.giving.moveDemoClock', { days: 1 })));
    const charged = await store.unsafe(`select due_at, status from payments where recurring_gift_id = $1 order by due_at`, [Number(setup.giftId)]);
    // The card's charges at the demo gateway (the card saved for it is an intent of no amount, left out).
    const charges = await store.unsafe(`select count(*)::int as n from demo_payment_intents where metadata->>'giftId' = $1 and status = 'succeeded' and amount_cents > 0`, [String(setup.giftId)]);
    await store.end({ timeout: 5 });
    // 45 days on: the start and six weeks after it, each once.
    expect(charged.map((row) => row.status)).toEqual(Array<string>(7).fill('succeeded'));
    expect(new Set(charged.map((row) => String(row.due_at))).size).toBe(7);
    expect(charges[0]?.n).toBe(7);
  });

  it('lose no acknowledged write when an instance is killed during load', async () => {
    const marker = randomBytes(4).toString('hex');
    const acknowledged: string[] = [];
    let sent = 0;
    const total = 240;
    const victim = at(2);
    const worker = async () => {
      while (sent < total) {
        const index = sent++;
        if (index === 60) process.kill(victim.pid ?? 0, 'SIGKILL');
        const text = `Load ${marker} request number ${index}`;
        const answer = await client()(at(index), 'POST', '/api/prayer/submit', { name: 'Tabitha', email: 'tabitha@example.org', request: text, isPrivate: true })
          .catch(() => undefined);
        if (answer?.status === 201) acknowledged.push(text);
      }
    };
    await Promise.all(Array.from({ length: 12 }, worker));
    // Two instances kept answering; the killed one's requests failed and were not acknowledged.
    expect(acknowledged.length).toBeGreaterThan(total / 2);
    expect(acknowledged.length).toBeLessThan(total);
    const store = postgres(databaseUrl, { max: 1 });
    const stored = await store.unsafe(`select request from prayer_requests where request like $1`, [`Load ${marker} %`]);
    await store.end({ timeout: 5 });
    const inStore = new Set(stored.map((row) => String(row.request)));
    expect(acknowledged.filter((text) => !inStore.has(text))).toEqual([]);
  });
});
