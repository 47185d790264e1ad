import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { resolveSessionSecret } from './session';

describe('the session secret', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'secret-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('uses SESSION_SECRET when set', async () => {
    const secret = 's'.repeat(40);
    expect(await resolveSessionSecret(loadConfig({ SESSION_SECRET: secret, DATA_DIR: dataDir }))).toBe(secret);
  });

  it('outside production, generates one into DATA_DIR once and keeps it across restarts', async () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    const first = await resolveSessionSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(await resolveSessionSecret(config)).toBe(first);
    expect((await readFile(path.join(dataDir, 'session-secret'), 'utf8')).trim()).toBe(first);
    expect((await stat(path.join(dataDir, 'session-secret'))).mode & 0o777).toBe(0o600);
  });

  it('in production, a missing secret stops start-up with a line naming the variable', async () => {
    await expect(resolveSessionSecret(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, PAYMENTS: 'demo', PUBLIC_URL: 'https://livingwater.example' }))).rejects.toThrow(
      /^Invalid environment variable SESSION_SECRET: /,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'too-short' })).toThrow(/SESSION_SECRET/);
  });
});
