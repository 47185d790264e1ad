// Sessions: an iron-session cookie, sealed (encrypted and signed) with SESSION_SECRET, httpOnly,
// SameSite=Lax, Secure when the site is served over https, for 30 days. It holds only the user id.
import { randomBytes } from 'node:crypto';
import { chmod, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SessionOptions } from 'iron-session';
import { ConfigError, type Config } from './config';

export interface SessionData {
  userId?: number;
}

export const SESSION_COOKIE = 'lwm_session';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export function sessionOptions(secret: string, secure: boolean): SessionOptions {
  return {
    password: secret,
    cookieName: SESSION_COOKIE,
    ttl: SESSION_TTL_SECONDS,
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
  };
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
