import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, registerSecurityHeaders } from './security';

/** The headers a page (text/html) gets from `register`, without the ones every reply has. */
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void> | void, url = '/') {
  const app = Fastify();
  await register(app);
  app.get('/', async (_req, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html><title>ok</title>'));
  app.get('/api/thing', async () => ({ ok: true }));
  app.get('/assets/app.js', async (_req, reply) => reply.type('text/javascript').send('export {};'));
  app.get('/cached', async (_req, reply) => reply.status(304).send());
  const { 'content-type': _type, 'content-length': _length, date: _date, connection: _connection, ...security } = (await app.inject(url)).headers;
  await app.close();
  return security;
}

// The headers are computed once at start; helmet, configured as the app once configured it, is the reference.
describe('security headers', () => {
  for (const https of [false, true]) {
    for (const dev of [false, true]) {
      it(`are exactly what helmet sends (https: ${https}, dev: ${dev})`, async () => {
        const ours = await headersOf((app) => registerSecurityHeaders(app, { https, dev }));
        const helmets = await headersOf(async (app) => {
          await app.register(helmet, {
            contentSecurityPolicy: dev ? false : { useDefaults: false, directives: contentSecurityPolicy(https) },
            crossOriginEmbedderPolicy: false,
            hsts: https ? { maxAge: 15552000, includeSubDomains: true } : false,
            referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
          });
        });
        expect(ours).toEqual(helmets);
        expect(Object.keys(ours).length).toBeGreaterThan(9);
      });
    }
  }

  it('give a page a CSP that allows Stripe and the embeds', async () => {
    const headers = await headersOf((app) => registerSecurityHeaders(app, { https: false, dev: false }));
    const csp = String(headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toMatch(/frame-src [^;]*https:\/\/js\.stripe\.com[^;]*https:\/\/www\.youtube-nocookie\.com[^;]*https:\/\/open\.spotify\.com/);
    expect(csp).toContain("object-src 'none'");
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("lets a page load pictures only from itself and Stripe, so a picture's address cannot carry what the page holds away", async () => {
    const headers = await headersOf((app) => registerSecurityHeaders(app, { https: false, dev: false }));
    const imgSrc = /img-src ([^;]*)/.exec(String(headers['content-security-policy']))?.[1]?.split(' ');
    expect(imgSrc).toEqual(["'self'", 'data:', 'blob:', 'https://*.stripe.com']);
  });

  for (const [what, url] of [
    ['JSON', '/api/thing'],
    ['a script', '/assets/app.js'],
  ]) {
    it(`give ${what} the short set: nothing in it may load, run or be framed`, async () => {
      for (const https of [false, true]) {
        const headers = await headersOf((app) => registerSecurityHeaders(app, { https, dev: false }), url);
        expect(headers).toEqual({
          'content-security-policy': "default-src 'none';frame-ancestors 'none'",
          'cross-origin-resource-policy': 'same-origin',
          'referrer-policy': 'strict-origin-when-cross-origin',
          ...(https ? { 'strict-transport-security': 'max-age=15552000; includeSubDomains' } : {}),
          'x-content-type-options': 'nosniff',
          'x-frame-options': 'DENY',
        });
      }
    });
  }

  it('give an answer without a body type (a 304 revalidating a page) the page set, which the browser keeps with the page', async () => {
    const headers = await headersOf((app) => registerSecurityHeaders(app, { https: false, dev: false }), '/cached');
    expect(String(headers['content-security-policy'])).toContain("script-src 'self' https://js.stripe.com");
  });
});
