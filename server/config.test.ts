import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults for a machine with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./.data'));
    expect(config.isProduction).toBe(false);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', STRIPE_SECRET_KEY: ' ' }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ STRIPE_SECRET_KEY: 'pk_test_123' }, 'STRIPE_SECRET_KEY'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'not a url' }, 'PUBLIC_URL'],
  ])('stops with one line naming the variable for %o', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`^Invalid environment variable ${variable}: `));
  });

  it('refuses to take demo payments in production unless PAYMENTS=demo says so', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PUBLIC_URL: 'https://livingwater.example' } as const;
    expect(() => loadConfig(production)).toThrow(/^Invalid environment variable STRIPE_SECRET_KEY: required to take real payments/);
    expect(() => loadConfig({ PAYMENTS: 'stripe' })).toThrow(ConfigError);
    expect(loadConfig({ ...production, PAYMENTS: 'demo' }).PAYMENTS).toBe('demo');
    expect(loadConfig({ ...production, STRIPE_SECRET_KEY: 'sk_live_123' }).isProduction).toBe(true);
    expect(() => loadConfig({ PAYMENTS: 'paypal' })).toThrow(/^Invalid environment variable PAYMENTS: must be stripe or demo/);
  });

  it('requires PUBLIC_URL in production, unless TRUST_PROXY names the proxy that says whether a request came over https', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(40), PAYMENTS: 'demo' } as const;
    expect(() => loadConfig(production)).toThrow(/^Invalid environment variable PUBLIC_URL: required in production/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://livingwater.example' }).isProduction).toBe(true);
    expect(loadConfig({ ...production, TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBeUndefined();
  });

  it('reads SMTP_URL and MAIL_FROM, and the site address links in email lead to', () => {
    const unset = loadConfig({});
    expect(unset.SMTP_URL).toBeUndefined();
    expect(unset.MAIL_FROM).toBeUndefined();
    expect(unset.siteUrl).toBe('http://localhost:3000');
    const set = loadConfig({
      SMTP_URL: 'smtps://ministry:secret@smtp.example.org:465',
      MAIL_FROM: '"Living Water" <hello@example.org>',
      PUBLIC_URL: 'https://livingwater.example/',
    });
    expect(set.SMTP_URL).toBe('smtps://ministry:secret@smtp.example.org:465');
    expect(set.MAIL_FROM).toBe('"Living Water" <hello@example.org>');
    expect(set.siteUrl).toBe('https://livingwater.example');
    expect(loadConfig({ MAIL_FROM: 'hello@example.org' }).MAIL_FROM).toBe('hello@example.org');
    for (const SMTP_URL of ['mail.example.org', 'http://smtp.example.org', 'smtp://']) {
      expect(() => loadConfig({ SMTP_URL })).toThrow(/^Invalid environment variable SMTP_URL: /);
    }
    for (const MAIL_FROM of ['The ministry', 'a@example.org, b@example.org', 'nobody@localhost']) {
      expect(() => loadConfig({ MAIL_FROM })).toThrow(/^Invalid environment variable MAIL_FROM: must be one email address/);
    }
    // In production a message's links must lead to the site: PUBLIC_URL is required to send email.
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 's'.repeat(40),
      PAYMENTS: 'demo',
      TRUST_PROXY: '1',
      SMTP_URL: 'smtp://smtp.example.org',
    } as const;
    expect(() => loadConfig(production)).toThrow(/^Invalid environment variable PUBLIC_URL: required to send email/);
    expect(loadConfig({ ...production, PUBLIC_URL: 'https://livingwater.example' }).SMTP_URL).toBe('smtp://smtp.example.org');
  });

  it('reads TRUST_PROXY as no proxy, a hop count, or the proxies\' addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 10.1.0.0/16,fd00::/8,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.2',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
  });

  it('refuses TRUST_PROXY=true, which would believe the address a client writes, saying what to give instead', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /^Invalid environment variable TRUST_PROXY: true would believe any X-Forwarded-For a client writes; give the number of proxies in front of the server \(e\.g\. 1\) or their addresses/,
    );
  });

  it.each(['yes', '10.0.0.300', '10.0.0.0/33', '10.0.0.1,,10.0.0.2', 'proxy.example', '-1'])('refuses TRUST_PROXY=%s in one line', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid environment variable TRUST_PROXY: "[^"\n]*" is not a hop count, an IP address, a CIDR range/);
  });
});
