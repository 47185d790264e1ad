import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, postJson, trpcCall, type Member } from '../test/http';

// The desk's subscribers, as staff reach them over /trpc: searched, paged, and removed with an audit entry.
describe("the desk's subscribers", () => {
  let t: TestApp;
  let staff: Member;
  const signUp = membersOf(() => t, 'clerk-');

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    for (const [firstName, lastName, email] of [
      ['Priscilla', 'Tentmaker', 'priscilla@example.org'],
      ['Aquila', 'Tentmaker', 'aquila@example.org'],
      ['Apollos', '100% of Alexandria', 'apollos_1@example.net'],
    ]) {
      const res = await postJson(t, '/api/newsletter/subscribe', { firstName, lastName, email, consent: true });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(() => t.close());

  const desk = (path: string, input: object, type: 'query' | 'mutation' = 'query') => trpcCall(t, staff.cookie, `desk.${path}`, input, type);

  const emails = async (search?: string) => ((await desk('subscribers', search === undefined ? {} : { search })).data?.subscribers as { email: string }[]).map((s) => s.email);

  it('lists them newest first with consent and source, and searches email and name', async () => {
    expect(await emails()).toEqual(['apollos_1@example.net', 'aquila@example.org', 'priscilla@example.org']);
    const [first] = (await desk('subscribers', {})).data?.subscribers as { source: string; consentedAt: string }[];
    expect(first).toMatchObject({ source: 'newsletter', consentedAt: expect.any(String) });
    expect(await emails('tentmaker')).toEqual(['aquila@example.org', 'priscilla@example.org']);
    expect(await emails('PRISCILLA T')).toEqual(['priscilla@example.org']);
    // What staff type is matched as typed: % and _ are not wildcards.
    expect(await emails('100%')).toEqual(['apollos_1@example.net']);
    expect(await emails('s_1')).toEqual(['apollos_1@example.net']);
    expect(await emails('%')).toEqual(['apollos_1@example.net']);
  });

  it('removes one, keeping who did it and who it was in the audit log', async () => {
    const [aquila] = ((await desk('subscribers', { search: 'aquila' })).data?.subscribers as { id: number }[]);
    expect((await desk('removeSubscriber', { id: aquila?.id }, 'mutation')).status).toBe(200);
    expect(await emails()).toEqual(['apollos_1@example.net', 'priscilla@example.org']);
    expect((await desk('removeSubscriber', { id: aquila?.id }, 'mutation')).status).toBe(404);
    const [entry] = (await desk('auditLog', {})).data?.entries as { action: string; actor: string; before: Record<string, unknown>; after: unknown }[];
    expect(entry).toMatchObject({ action: 'subscriber.remove', actor: staff.user.username, before: { email: 'aquila@example.org', firstName: 'Aquila', source: 'newsletter' }, after: null });
  });
});
