import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './errors';
import { buildOpenApiDocument } from './openapi';
import { createRateLimits } from './rate-limit';
import { registerRestRoutes, restRoutes, type RestRoute } from './rest';
import { DemoGateway } from './services/payments/demo-gateway';
import { sessionOptions } from './session';
import { createTestApp, type TestApp } from './test/app';

const greeting = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.email('Valid email is required'),
});

// A table of its own, to prove the adapter's status mapping independently of today's procedures.
const probeRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/api/probe/{kind}',
    summary: 'probe',
    tag: 'Probe',
    input: greeting.extend({ kind: z.string() }),
    output: z.object({ hello: z.string() }),
    status: 201,
    async run(_api, input) {
      const { name, kind } = greeting.extend({ kind: z.string() }).parse(input);
      if (kind === 'conflict') throw new AppError('CONFLICT', 'This email already exists');
      if (kind === 'limit') throw new AppError('TOO_MANY_REQUESTS', 'Too many requests. Please wait a minute and try again.');
      if (kind === 'pay') throw new AppError('PAYMENT_REQUIRED', 'Upgrade to premium');
      if (kind === 'crash') throw new Error('database password is hunter2');
      return { hello: name };
    },
  },
];

describe('the REST adapter', () => {
  let t: TestApp;
  const app = Fastify({ logger: false });
  beforeAll(async () => {
    t = await createTestApp();
    registerRestRoutes(
      app,
      {
        config: t.config,
        db: t.database.db,
        limits: createRateLimits(),
        sessionOptions: sessionOptions('x'.repeat(32), false),
        payments: new DemoGateway(t.database.db),
      },
      probeRoutes,
    );
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await t.close();
  });

  const post = (kind: string, payload: object) => app.inject({ method: 'POST', url: `/api/probe/${kind}`, payload });

  it('answers success with the route status and the shaped body', async () => {
    const res = await post('ok', { name: ' Ruth ', email: 'ruth@example.org' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ hello: 'Ruth' });
  });

  it('maps bad input to 400 with the first validation message', async () => {
    const res = await post('ok', { name: '', email: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: 'Name is required' });
  });

  it.each([
    ['conflict', 409, 'CONFLICT', 'This email already exists'],
    ['limit', 429, 'TOO_MANY_REQUESTS', 'Too many requests. Please wait a minute and try again.'],
    ['pay', 402, 'PAYMENT_REQUIRED', 'Upgrade to premium'],
  ])('maps a %s error to %i', async (kind, status, error, message) => {
    const res = await post(kind, { name: 'Ruth', email: 'ruth@example.org' });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ error, message });
  });

  it('never leaks an internal error message', async () => {
    const res = await post('crash', { name: 'Ruth', email: 'ruth@example.org' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('hunter2');
    expect(res.json()).toMatchObject({ error: 'INTERNAL_SERVER_ERROR' });
  });
});

describe('the OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is served at /api/openapi.json and lists every path of the REST table', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    for (const entry of restRoutes) {
      expect(doc.paths[entry.path]?.[entry.method.toLowerCase()], `${entry.method} ${entry.path}`).toBeDefined();
    }
    const user = doc.paths['/api/user'].get;
    expect(user.responses['200'].content['application/json'].schema.properties.username).toEqual({ type: 'string' });
    expect(user.responses['401']).toBeDefined();
  });

  it('documents path parameters and the body from the same schema', () => {
    const doc = buildOpenApiDocument(probeRoutes, { title: 't', version: '1' });
    const op = doc.paths['/api/probe/{kind}']?.post as {
      parameters: { name: string; in: string }[];
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown>; required: string[] } } } };
      responses: Record<string, unknown>;
    };
    expect(op.parameters).toEqual([expect.objectContaining({ name: 'kind', in: 'path' })]);
    const body = op.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['name', 'email']);
    expect(body.required).toEqual(['name', 'email']);
    expect(Object.keys(op.responses)).toEqual(['201', '400']);
  });
});
