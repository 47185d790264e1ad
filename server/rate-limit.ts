// Rate limits, with rate-limiter-flexible: counters in memory by default, in Redis when REDIS_URL is set
// (so several app instances share them). Each rule names its budget and the message a limited client
// sees; procedures consume a rule with a key (the client address, a username).
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { accountMessages } from './contracts/accounts';
import { TOO_MANY_REQUESTS_MESSAGE } from './contracts/common';
import { AppError } from './errors';

export interface LimitRule {
  points: number;
  durationSeconds: number;
  message: string;
}

export const limitRules = {
  /** Each public form, per client address. */
  publicForm: { points: 10, durationSeconds: 60, message: TOO_MANY_REQUESTS_MESSAGE },
  /** Payment intents (a new one per amount change on /donate), per client address. */
  paymentIntent: { points: 30, durationSeconds: 60, message: TOO_MANY_REQUESTS_MESSAGE },
  /** New accounts, per client address. */
  register: { points: 5, durationSeconds: 60 * 60, message: accountMessages.tooManyRegistrations },
  /** Failed sign-ins, per username (lower-cased) and per client address. */
  failedLoginByUser: { points: 5, durationSeconds: 15 * 60, message: accountMessages.tooManyLogins },
  failedLoginByAddress: { points: 20, durationSeconds: 15 * 60, message: accountMessages.tooManyLogins },
} satisfies Record<string, LimitRule>;

export type LimitName = keyof typeof limitRules;

export interface RateLimits {
  /** Counts one use of `name` by `key`; throws AppError TOO_MANY_REQUESTS when the budget is spent. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Throws like consume when the budget is already spent, without spending any. */
  check(name: LimitName, key: string): Promise<void>;
  /** Spends one unit without throwing (e.g. a failed sign-in). */
  penalize(name: LimitName, key: string): Promise<void>;
  /** Forgets `key`'s uses of `name` (e.g. after a successful sign-in). */
  reset(name: LimitName, key: string): Promise<void>;
}

export function createRateLimits(options: { redis?: Redis; rules?: Partial<Record<LimitName, LimitRule>> } = {}): RateLimits {
  const rules: Record<LimitName, LimitRule> = { ...limitRules, ...options.rules };
  const limiters = new Map<LimitName, RateLimiterAbstract>();
  for (const [name, rule] of Object.entries(rules) as [LimitName, LimitRule][]) {
    const base = { keyPrefix: `rl:${name}`, points: rule.points, duration: rule.durationSeconds };
    limiters.set(
      name,
      options.redis
        ? new RateLimiterRedis({ ...base, storeClient: options.redis, insuranceLimiter: new RateLimiterMemory(base) })
        : new RateLimiterMemory(base),
    );
  }
  const limiterOf = (name: LimitName) => {
    const limiter = limiters.get(name);
    if (!limiter) throw new Error(`No rate limit named ${name}`);
    return limiter;
  };

  return {
    async consume(name, key) {
      try {
        await limiterOf(name).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw new AppError('TOO_MANY_REQUESTS', rules[name].message);
        throw error;
      }
    },
    async check(name, key) {
      const used = await limiterOf(name).get(key);
      if (used && used.consumedPoints >= rules[name].points) throw new AppError('TOO_MANY_REQUESTS', rules[name].message);
    },
    async penalize(name, key) {
      await limiterOf(name).penalty(key, 1);
    },
    async reset(name, key) {
      await limiterOf(name).delete(key);
    },
  };
}
