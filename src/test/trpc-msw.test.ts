import { describe, expect, it } from 'vitest';
import { trpcMutation, trpcQueries } from './trpc-msw';

// The mocks are typed from AppRouter: these lines must not compile, or a mock could drift from the server.
describe('typed tRPC mocks', () => {
  it('refuse, at typecheck, a path, an input or an answer the router does not have', () => {
    // @ts-expect-error: there is no procedure prayer.delete
    trpcMutation('prayer.delete', () => ({ success: true as const, message: 'ok' }));
    // @ts-expect-error: prayer.submit answers { success: true, message }, not { ok }
    trpcMutation('prayer.submit', () => ({ ok: true }));
    // @ts-expect-error: the wall's requests carry createdAt as a Date
    trpcQueries({ 'prayer.list': () => ({ prayerRequests: [{ id: 1, name: 'Hannah', request: 'Pray', createdAt: 'yesterday' }] }) });
    const submit = trpcMutation('prayer.submit', (input) => {
      // @ts-expect-error: the input has no field `prayer` (it is `request`)
      void input.prayer;
      return { success: true, message: input.request };
    });
    expect(submit.received).toEqual([]);
  });
});
