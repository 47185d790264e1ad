// Rate limits, with rate-limiter-flexible: counters in memory by default, in Redis when REDIS_URL is set
// (so several app instances share them). Each rule names its budget and the message a limited client
// sees; procedures consume a rule with a key (the client address, a username). Every unit is spent
// before the work it guards (an atomic increment in either store), so parallel requests and the calls of
// one tRPC batch cannot all slip in under the limit. Sign-in's policy: docs/sign-in-throttling.md.
import { isIPv6 } from 'node:net';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { accountMessages } from './contracts/accounts';
import { AI_DAILY_CALLS, AI_DAILY_LIMIT_MESSAGE } from './contracts/api-limits';
import { TOO_MANY_REQUESTS_MESSAGE } from './contracts/common';
import { contentMessages } from './contracts/content';
import { accountEmailMessages } from './contracts/email';
import { passwordMessages } from './contracts/passwords';
import { AppError } from './errors';

/** A budget: past `points` uses in the window, the key is refused with 429 until the window ends. */
export interface LimitRule {
  points: number;
  durationSeconds: number;
  message: string;
}

/**
 * A slow-down: never refuses. The first `freeAttempts` uses in the window go straight through; each
 * further one waits, `firstDelayMs` doubling per use, up to `maxDelayMs`.
 */
export interface SlowdownRule {
  freeAttempts: number;
  durationSeconds: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

const FIFTEEN_MINUTES = 15 * 60;

export const limitRules = {
  /** Each public form, per client address. */
  publicForm: { points: 10, durationSeconds: 60, message: TOO_MANY_REQUESTS_MESSAGE },
  /** "I prayed" presses, per client address: a visitor praying down the wall presses a few a minute. */
  prayed: { points: 60, durationSeconds: 60, message: TOO_MANY_REQUESTS_MESSAGE },
  /** Bible searches, per client address: a reader searches a few times a minute; each new one costs the database. */
  bibleSearch: { points: 30, durationSeconds: 60, message: TOO_MANY_REQUESTS_MESSAGE },
  /** Payment intents (a new one per amount change on /donate), per client address. */
  paymentIntent: { points: 30, durationSeconds: 60, message: TOO_MANY_REQUESTS_MESSAGE },
  /**
   * Checks of an open payment with the gateway (/thank-you, /welcome-to-breakthrough), per client address
   * (clientAddressKey): a settled payment is read from the store and costs nothing. The welcome page polls
   * every 2 s while a payment is being confirmed, 30 a minute; two tabs or a shared connection still fit.
   */
  paymentStatus: { points: 60, durationSeconds: 60, message: TOO_MANY_REQUESTS_MESSAGE },
  /** Questions to the AI (the Bible chat, the generator), per member: Premium is unlimited per day, not per second. */
  aiCall: { points: 20, durationSeconds: 60, message: TOO_MANY_REQUESTS_MESSAGE },
  /** Content-generator previews, per member: each one is a call to the AI (members.md: the preview's own 429 text). */
  contentPreview: { points: 10, durationSeconds: 10 * 60, message: contentMessages.tooManyRequests },
  /** Every call to the AI provider, per member and 24 hours (aiBudgetOf): what the AI may cost (contracts/api-limits.ts). */
  aiDaily: { points: AI_DAILY_CALLS, durationSeconds: 24 * 60 * 60, message: AI_DAILY_LIMIT_MESSAGE },
  /** New accounts, per client address. */
  register: { points: 5, durationSeconds: 60 * 60, message: accountMessages.tooManyRegistrations },
  /**
   * Newsletter confirmation emails to one address (a hash of it), from either form and any client: nobody's mailbox
   * is flooded by sign-ups typed in their name. Past it the form answers success and sends nothing (decision 027).
   */
  newsletterConfirmationByAddress: { points: 3, durationSeconds: 60 * 60, message: TOO_MANY_REQUESTS_MESSAGE },
  /** Confirmation links sent (an address added, changed, or sent again), per member. */
  emailLinkByMember: { points: 5, durationSeconds: 60 * 60, message: accountEmailMessages.tooManyLinks },
  /** Confirmation links sent to one address (a hash of it), from every account: nobody's mailbox is flooded. */
  emailLinkByAddress: { points: 5, durationSeconds: 60 * 60, message: accountEmailMessages.tooManyLinks },
  /**
   * "Forgot password?" per client address, and per account asked about (a member's id, or a hash of what was
   * typed when nothing matched). Past either, the answer is the same as ever and nothing is sent: a refusal
   * would tell an account apart (decision 026). The message is never shown.
   */
  passwordResetByAddress: { points: 5, durationSeconds: 60 * 60, message: passwordMessages.linkSent },
  passwordResetByAccount: { points: 5, durationSeconds: 60 * 60, message: passwordMessages.linkSent },
  /** Password changes on /account, per member: each checks the current password, which a stolen session would guess. */
  passwordChange: { points: 5, durationSeconds: FIFTEEN_MINUTES, message: passwordMessages.tooManyChanges },
  /** Sign-in attempts per client address, whatever the username (a success gives its unit back). */
  loginByAddress: { points: 20, durationSeconds: FIFTEEN_MINUTES, message: accountMessages.tooManyLogins },
  /** Sign-in attempts per client address and username (a success clears it). */
  loginByAddressAndUser: { points: 5, durationSeconds: FIFTEEN_MINUTES, message: accountMessages.tooManyLogins },
} satisfies Record<string, LimitRule>;

export const slowdownRules = {
  /** Sign-in attempts per username from every address: slowed, never refused, so nobody can lock the owner out. */
  loginByUser: { freeAttempts: 5, durationSeconds: FIFTEEN_MINUTES, firstDelayMs: 1000, maxDelayMs: 10_000 },
} satisfies Record<string, SlowdownRule>;

export type LimitName = keyof typeof limitRules;
export type SlowdownName = keyof typeof slowdownRules;

export interface RateLimits {
  /** Counts one use of `name` by `key`; throws AppError TOO_MANY_REQUESTS (with Retry-After) when the budget is spent. */
  consume(name: LimitName, key: string): Promise<void>;
  /** Gives back one use counted for `key` (e.g. by an attempt that turned out well). */
  reward(name: LimitName | SlowdownName, key: string): Promise<void>;
  /** Forgets `key`'s uses of `name`. */
  reset(name: LimitName | SlowdownName, key: string): Promise<void>;
  /** Counts one use of `name` by `key` and waits as the rule says for the uses already counted; resolves to the wait in ms. */
  slowDown(name: SlowdownName, key: string): Promise<number>;
}

export interface RateLimitOptions {
  redis?: Redis;
  rules?: Partial<Record<LimitName, LimitRule>>;
  slowdowns?: Partial<Record<SlowdownName, SlowdownRule>>;
  /** How a slow-down waits; tests may pass one that records instead. */
  sleep?: (ms: number) => Promise<void>;
}

/** How long the use after `previousUses` counted ones waits under `rule`. */
export function slowdownDelayMs(rule: SlowdownRule, previousUses: number): number {
  const beyondFree = previousUses - rule.freeAttempts;
  if (beyondFree < 0) return 0;
  return Math.min(rule.firstDelayMs * 2 ** Math.min(beyondFree, 30), rule.maxDelayMs);
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The refusal of a spent budget, with how long until it refills (rate-limiter-flexible's msBeforeNext). */
function tooMany(rule: LimitRule, res: RateLimiterRes): AppError {
  return new AppError('TOO_MANY_REQUESTS', rule.message, { retryAfterSeconds: Math.max(1, Math.ceil(res.msBeforeNext / 1000)) });
}

export function createRateLimits(options: RateLimitOptions = {}): RateLimits {
  const rules: Record<LimitName, LimitRule> = { ...limitRules, ...options.rules };
  const slowdowns: Record<SlowdownName, SlowdownRule> = { ...slowdownRules, ...options.slowdowns };
  const sleep = options.sleep ?? realSleep;
  const limiters = new Map<string, RateLimiterAbstract>();
  const budgets: [string, { points: number; durationSeconds: number }][] = [
    ...Object.entries(rules),
    // A slow-down never refuses: its counter only has to count.
    ...Object.entries(slowdowns).map(([name, rule]): [string, { points: number; durationSeconds: number }] => [
      name,
      { points: Number.MAX_SAFE_INTEGER, durationSeconds: rule.durationSeconds },
    ]),
  ];
  for (const [name, rule] of budgets) {
    const base = { keyPrefix: `rl:${name}`, points: rule.points, duration: rule.durationSeconds };
    limiters.set(
      name,
      options.redis
        ? new RateLimiterRedis({ ...base, storeClient: options.redis, insuranceLimiter: new RateLimiterMemory(base) })
        : new RateLimiterMemory(base),
    );
  }
  const limiterOf = (name: LimitName | SlowdownName) => {
    const limiter = limiters.get(name);
    if (!limiter) throw new Error(`No rate limit named ${name}`);
    return limiter;
  };

  return {
    async consume(name, key) {
      try {
        await limiterOf(name).consume(key);
      } catch (error) {
        if (error instanceof RateLimiterRes) throw tooMany(rules[name], error);
        throw error;
      }
    },
    async reward(name, key) {
      await limiterOf(name).reward(key, 1);
    },
    async reset(name, key) {
      await limiterOf(name).delete(key);
    },
    async slowDown(name, key) {
      // penalty() is the same atomic increment as consume(), and never rejects.
      const counted = await limiterOf(name).penalty(key, 1);
      const delay = slowdownDelayMs(slowdowns[name], counted.consumedPoints - 1);
      if (delay > 0) await sleep(delay);
      return delay;
    },
  };
}

/**
 * A member's daily AI budget (the aiDaily rule), which the chat and the generator spend one unit of right
 * before each call to the AI provider: a call never made (refused, or an answer already written) costs nothing.
 */
export function aiBudgetOf(limits: RateLimits, userId: number): { spend(): Promise<void> } {
  return { spend: () => limits.consume('aiDaily', `user-${userId}`) };
}

/**
 * The key a client's address is limited by. An IPv6 client usually holds a whole /64 (one home or phone
 * network), and could take a new address from it for every request: it is limited by that /64
 * (`2001:db8:1:2::/64`). An IPv4 address, or one mapped into IPv6 (`::ffff:203.0.113.7`), is itself.
 */
export function clientAddressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail] = address.toLowerCase().split('%', 1)[0]?.split('::') ?? [];
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap(ipv4AsGroups) : []);
  const left = groups(head);
  const right = groups(tail);
  const full = tail === undefined ? left : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return `${full
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/** The last part of an IPv6 address may be written as IPv4 (`::1.2.3.4`): two groups. */
function ipv4AsGroups(part: string): string[] {
  if (!part.includes('.')) return [part];
  const [a = 0, b = 0, c = 0, d = 0] = part.split('.').map(Number);
  return [((a << 8) | b).toString(16), ((c << 8) | d).toString(16)];
}
