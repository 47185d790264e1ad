import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createRateLimits, type RateLimits } from './rate-limit';

// The same behaviour from both stores: memory always, Redis when REDIS_URL is set (CI sets it).
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1 }) : undefined;
afterAll(() => redis?.disconnect());

const stores: [string, () => RateLimits][] = [['memory', () => createRateLimits()]];
if (redis) stores.push(['redis', () => createRateLimits({ redis })]);

describe.each(stores)('rate limits in %s', (_store, make) => {
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

  it('counts failures with penalize, refuses with check once spent, and forgets on reset', async () => {
    const limits = make();
    const username = key();
    for (let i = 0; i < 4; i += 1) await limits.penalize('failedLoginByUser', username);
    await expect(limits.check('failedLoginByUser', username)).resolves.toBeUndefined();
    await limits.penalize('failedLoginByUser', username);
    await expect(limits.check('failedLoginByUser', username)).rejects.toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    await limits.reset('failedLoginByUser', username);
    await expect(limits.check('failedLoginByUser', username)).resolves.toBeUndefined();
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
