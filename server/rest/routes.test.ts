import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idParam } from '../contracts/common';
import { AppError } from '../errors';
import { createTestApp, type TestApp } from '../test/app';
import { buildOpenApiDocument } from './openapi';
import { eventStream, fileReply, route, type RestRoute } from './route';
import { restRoutes } from './routes';

const greeting = z.object({
  name: z.string().trim().min(1, 'Name is required'),
  email: z.email('Valid email is required'),
});

// A table of its own, to prove the adapter's status mapping independently of today's procedures.
const probeRoutes: RestRoute[] = [
  route({
    method: 'POST',
    path: '/api/probe/{kind}',
    summary: 'probe',
    tag: 'Probe',
    input: greeting.extend({ kind: z.string() }),
    output: z.object({ hello: z.string() }),
    status: 201,
    async run(_api, { name, kind }) {
      if (kind === 'conflict') throw new AppError('CONFLICT', 'This email already exists');
      if (kind === 'limit') throw new AppError('TOO_MANY_REQUESTS', 'Too many requests. Please wait a minute and try again.');
      if (kind === 'pay') throw new AppError('PAYMENT_REQUIRED', 'Upgrade to premium');
      if (kind === 'crash') throw new Error('database password is hunter2');
      if (kind === 'drift') return { hello: name, email: 'leaked@example.org' };
      return { hello: name };
    },
  }),
  route({
    method: 'GET',
    path: '/api/probe/plans/{planId}',
    summary: 'a numeric path parameter',
    tag: 'Probe',
    input: z.object({ planId: idParam('Plan id') }),
    output: z.object({ planId: z.number(), type: z.literal('number') }),
    run: async (_api, { planId }) => ({ planId, type: 'number' as const }),
  }),
  route({
    method: 'GET',
    path: '/api/probe/download',
    summary: 'a file',
    tag: 'Probe',
    input: z.object({}),
    output: z.string(),
    contentType: 'text/markdown',
    run: async () => fileReply('Psalm 23 — notes.md', 'text/markdown; charset=utf-8', '# The Lord is my shepherd\n'),
  }),
  route({
    method: 'GET',
    path: '/api/probe/stream',
    summary: 'an event stream',
    tag: 'Probe',
    input: z.object({}),
    output: z.string(),
    contentType: 'text/event-stream',
    run: async () =>
      eventStream(
        (async function* () {
          yield { event: 'delta', data: { text: 'In the beginning' } };
          yield { event: 'delta', data: { text: ' was the Word' } };
          yield { event: 'done', data: { complete: true } };
        })(),
      ),
  }),
];

describe('the REST adapter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ routes: probeRoutes });
  });
  afterAll(() => t.close());

  const post = (kind: string, payload: object) =>
    t.app.inject({ method: 'POST', url: `/api/probe/${kind}`, payload, headers: { 'content-type': 'application/json' } });

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

  it('answers only what the output contract documents', async () => {
    const res = await post('drift', { name: 'Ruth', email: 'ruth@example.org' });
    expect(res.json()).toEqual({ hello: 'Ruth' });
  });

  it('coerces a numeric path parameter, and refuses one that is not a whole number', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/probe/plans/7' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ planId: 7, type: 'number' });
    for (const bad of ['seven', '1.5', '-2']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/probe/plans/${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ error: 'BAD_REQUEST', message: 'Plan id must be a whole number' });
    }
  });

  it('sends a file download with its type and name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/download' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Psalm 23 _ notes.md"; filename*=UTF-8''Psalm%2023%20%E2%80%94%20notes.md`,
    );
    expect(res.body).toBe('# The Lord is my shepherd\n');
  });

  it('streams Server-Sent Events', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/stream' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.body).toBe(
      'event: delta\ndata: {"text":"In the beginning"}\n\n' +
        'event: delta\ndata: {"text":" was the Word"}\n\n' +
        'event: done\ndata: {"complete":true}\n\n',
    );
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
    const plan = doc.paths['/api/probe/plans/{planId}']?.get as { parameters: { name: string; in: string; schema: object }[] };
    expect(plan.parameters).toEqual([expect.objectContaining({ name: 'planId', in: 'path', schema: expect.objectContaining({ type: 'integer' }) })]);
    const download = doc.paths['/api/probe/download']?.get as { responses: { 200: { content: object } } };
    expect(Object.keys(download.responses[200].content)).toEqual(['text/markdown']);
  });
});
