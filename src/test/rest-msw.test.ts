import { afterEach, describe, expect, it } from 'vitest';
import { server } from './msw-server';
import { restApi } from './rest-msw';

describe('typed REST mocks', () => {
  afterEach(() => server.resetHandlers());

  it('answer a documented path with its documented shape', async () => {
    server.use(
      restApi.get('/api/prayer/requests', ({ response }) =>
        response(200).json({
          prayerRequests: [{ id: 1, name: 'Hannah', request: 'Pray for my son.', createdAt: '2026-11-20T09:00:00.000Z', answeredAt: null, praiseNote: null, prayedCount: 0 }],
        }),
      ),
    );
    const res = await fetch('http://localhost/api/prayer/requests');
    expect(await res.json()).toEqual({
      prayerRequests: [{ id: 1, name: 'Hannah', request: 'Pray for my son.', createdAt: '2026-11-20T09:00:00.000Z', answeredAt: null, praiseNote: null, prayedCount: 0 }],
    });
  });

  it('answer errors with the API error body', async () => {
    server.use(
      restApi.post('/api/prayer/submit', ({ response }) =>
        response(429).json({ error: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please wait a minute and try again.' }),
      ),
    );
    const res = await fetch('http://localhost/api/prayer/submit', { method: 'POST', body: '{}' });
    expect(res.status).toBe(429);
    expect(await res.json()).toMatchObject({ error: 'TOO_MANY_REQUESTS' });
  });

  it('refuse, at typecheck, a path or a shape the API does not document', () => {
    // @ts-expect-error: no such documented path
    restApi.get('/api/prayer/list', ({ response }) => response(200).json({}));
    // @ts-expect-error: prayerRequests must be a list of { id, name, request, createdAt }
    restApi.get('/api/prayer/requests', ({ response }) => response(200).json({ prayerRequests: [{ id: 'one' }] }));
    expect(true).toBe(true);
  });
});
