import helmet from '@fastify/helmet';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, registerSecurityHeaders } from './security';

/** The headers a reply gets from `register`, without the ones every reply has. */
async function headersOf(register: (app: ReturnType<typeof Fastify>) => Promise<void> | void) {
  const app = Fastify();
  await register(app);
  app.get('/', async () => 'ok');
  const { 'content-type': _type, 'content-length': _length, date: _date, connection: _connection, ...security } = (await app.inject('/')).headers;
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
});
