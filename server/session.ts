// Sessions: an iron-session cookie, sealed (encrypted and signed) with SESSION_SECRET, httpOnly,
// SameSite=Lax, Secure when the site is served over https, for 30 days. It holds only the id of the
// server-side session (services/accounts/sessions.ts), which logout revokes.
// Whatever a client sends as the cookie is untrusted: anything that does not unseal to the expected
// shape reads as signed out (and is cleared), never as an error.
import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sealData, unsealData } from 'iron-session';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { ConfigError, type Config } from './config';
import { SESSION_ID_PATTERN } from './services/accounts/sessions';

/** What the sealed cookie holds: the session's id (32 random bytes, base64url). */
const sessionData = z.object({ sessionId: z.string().regex(SESSION_ID_PATTERN) });
export type SessionData = z.infer<typeof sessionData>;

export const SESSION_COOKIE = 'lwm_session';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
/** The cookie outlives its seal by no more than this (iron-session's clock-skew margin). */
const CLOCK_SKEW_SECONDS = 60;
/**
 * Cookies already unsealed, kept a few minutes: unsealing (PBKDF and AES in WebCrypto) cost about 1.3 ms of every
 * signed-in request, the largest part of the chat's send path after the database. Only cookies that unsealed
 * to a valid session are kept, so garbage cannot fill it; whether the session is still live is asked of the
 * database on every request all the same, so a sign-out still takes effect at once.
 */
const UNSEALED_KEPT = 10_000;
const UNSEALED_KEPT_MS = 5 * 60_000;

/** Browsers keep cookies up to 4096 bytes; anything longer was not written by us. */
const MAX_COOKIE_VALUE_LENGTH = 4096;

/** The session cookie a request carried: none, one that is not ours or no longer valid, or its data. */
export type SessionCookie = { state: 'absent' } | { state: 'invalid' } | { state: 'valid'; data: SessionData };

export interface SessionCookies {
  read(cookieHeader: string | undefined): Promise<SessionCookie>;
  /** The Set-Cookie value that stores `data`; `secure` (the request came over https) sends it over https only. */
  seal(data: SessionData, secure: boolean): Promise<string>;
  /** The Set-Cookie value that makes the browser drop the cookie. */
  cleared(secure: boolean): string;
}

export function sessionCookies(secret: string): SessionCookies {
  const attributes = (secure: boolean) => `Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  const unsealedCookies = new LRUCache<string, SessionData>({ max: UNSEALED_KEPT, ttl: UNSEALED_KEPT_MS });
  return {
    async read(cookieHeader) {
      const value = cookieValue(cookieHeader, SESSION_COOKIE);
      if (value === undefined || value === '') return { state: 'absent' };
      if (value.length > MAX_COOKIE_VALUE_LENGTH) return { state: 'invalid' };
      const kept = unsealedCookies.get(value);
      if (kept) return { state: 'valid', data: kept };
      // unsealData answers {} for a bad signature or an expired seal and throws for other garbage.
      const unsealed: unknown = await unsealData(value, { password: secret, ttl: SESSION_TTL_SECONDS }).catch(() => undefined);
      const parsed = sessionData.safeParse(unsealed);
      if (!parsed.success) return { state: 'invalid' };
      unsealedCookies.set(value, parsed.data);
      return { state: 'valid', data: parsed.data };
    },
    async seal(data, secure) {
      const sealed = await sealData(data, { password: secret, ttl: SESSION_TTL_SECONDS });
      return `${SESSION_COOKIE}=${sealed}; Max-Age=${SESSION_TTL_SECONDS - CLOCK_SKEW_SECONDS}; ${attributes(secure)}`;
    },
    cleared(secure) {
      return `${SESSION_COOKIE}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; ${attributes(secure)}`;
    },
  };
}

/** The first value of cookie `name` in a Cookie header, as sent (undefined when absent). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() !== name) continue;
    const value = pair.slice(separator + 1).trim();
    return value.startsWith('"') && value.endsWith('"') && value.length >= 2 ? value.slice(1, -1) : value;
  }
  return undefined;
}

/**
 * SESSION_SECRET, or outside production a random secret generated once into DATA_DIR (so restarts keep
 * everyone signed in). In production a missing secret stops start-up.
 */
export async function resolveSessionSecret(config: Config): Promise<string> {
  if (config.SESSION_SECRET) return config.SESSION_SECRET;
  if (config.isProduction) {
    throw new ConfigError('Invalid environment variable SESSION_SECRET: required in production (at least 32 characters)');
  }
  const file = path.join(config.dataDir, 'session-secret');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  await chmod(file, 0o600);
  return secret;
}
