import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { clientAddressKey, createRateLimits, slowdownDelayMs, type RateLimitOptions, type RateLimits } from './rate-limit';

// The same behaviour from both stores: memory always, Redis when REDIS_URL is set (CI sets it).
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(() => redis?.disconnect());

const stores: [string, () => RateLimitOptions][] = [['memory', () => ({})]];
if (redis) stores.push(['redis', () => ({ redis })]);

describe.each(stores)('rate limits in %s', (_store, options) => {
  const make = (): RateLimits => createRateLimits(options());
  const key = () => `test-${randomBytes(6).toString('hex')}`;

  it('lets the budget through, then answers TOO_MANY_REQUESTS with the rule message', async () => {
    const limits = make();
    const client = key();
    for (let i = 0; i < 10; i += 1) await limits.consume('publicForm', client);
    await expect(limits.consume('publicForm', client)).rejects.toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: 'Too many requests. Please wait a minute and try again.',
    });
    // Another key has its own budget.
    await expect(limits.consume('publicForm', key())).resolves.toBeUndefined();
  });

  it('says how long until the budget refills, and refills it when the window passes', async () => {
    const limits = createRateLimits({ ...options(), rules: { loginByAddress: { points: 2, durationSeconds: 1, message: 'Slow down' } } });
    const client = key();
    await limits.consume('loginByAddress', client);
    await limits.consume('loginByAddress', client);
    await expect(limits.consume('loginByAddress', client)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS', message: 'Slow down', retryAfterSeconds: 1 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(limits.consume('loginByAddress', client)).resolves.toBeUndefined();
  });

  it('gives a unit back with reward, and forgets a key with reset', async () => {
    const limits = make();
    const client = key();
    for (let i = 0; i < 5; i += 1) await limits.consume('loginByAddressAndUser', client);
    await limits.reward('loginByAddressAndUser', client);
    await limits.consume('loginByAddressAndUser', client);
    await expect(limits.consume('loginByAddressAndUser', client)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await limits.reset('loginByAddressAndUser', client);
    await expect(limits.consume('loginByAddressAndUser', client)).resolves.toBeUndefined();
  });

  it('slows a key down past its free uses, doubling the wait up to the cap, and never refuses', async () => {
    const waits: number[] = [];
    const limits = createRateLimits({ ...options(), sleep: async (ms) => void waits.push(ms) });
    const username = key();
    const delays = [];
    for (let i = 0; i < 12; i += 1) delays.push(await limits.slowDown('loginByUser', username));
    expect(delays).toEqual([0, 0, 0, 0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    expect(waits).toEqual([1000, 2000, 4000, 8000, 10_000, 10_000, 10_000]);
    // Attempts that succeed give their unit back, so they do not add to the wait.
    await limits.reward('loginByUser', username);
    await limits.reward('loginByUser', username);
    await limits.reward('loginByUser', username);
    await limits.reward('loginByUser', username);
    expect(await limits.slowDown('loginByUser', username)).toBe(8000);
  });

  it('really waits', async () => {
    const limits = createRateLimits({ ...options(), slowdowns: { loginByUser: { freeAttempts: 1, durationSeconds: 60, firstDelayMs: 200, maxDelayMs: 200 } } });
    const username = key();
    await limits.slowDown('loginByUser', username);
    const started = performance.now();
    await limits.slowDown('loginByUser', username);
    expect(performance.now() - started).toBeGreaterThanOrEqual(190);
  });
});

describe('the slow-down schedule', () => {
  it('is free for the first uses, then doubles from the first delay up to the cap', () => {
    const rule = { freeAttempts: 5, durationSeconds: 900, firstDelayMs: 1000, maxDelayMs: 10_000 };
    expect([0, 4, 5, 6, 7, 8, 9, 1000].map((previous) => slowdownDelayMs(rule, previous))).toEqual([0, 0, 1000, 2000, 4000, 8000, 10_000, 10_000]);
  });
});

describe.runIf(redis)('rate limits shared through Redis', () => {
  it('add up across app instances', async () => {
    if (!redis) throw new Error('unreachable');
    const client = `test-${randomBytes(6).toString('hex')}`;
    const first = createRateLimits({ redis });
    const second = createRateLimits({ redis });
    for (let i = 0; i < 10; i += 1) await (i % 2 ? first : second).consume('publicForm', client);
    await expect(first.consume('publicForm', client)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
  });
});

describe('the key a client address is limited by', () => {
  it('is the /64 of an IPv6 address, however it is written, and the address itself for IPv4', () => {
    expect(clientAddressKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:0db8:0001:0002::1')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:DB8:1:2::FFFF')).toBe('2001:db8:1:2::/64');
    expect(clientAddressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientAddressKey('::1')).toBe('0:0:0:0::/64');
    expect(clientAddressKey('2001:db8:1:3::1')).not.toBe(clientAddressKey('2001:db8:1:2::1'));
    expect(clientAddressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddressKey('203.0.113.7')).toBe('203.0.113.7');
  });
});
