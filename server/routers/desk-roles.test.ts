import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, prayerRequests, subscribers, users } from '../../db/schema';
import type { UserRole } from '../contracts/accounts';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, trpcCall, type Member } from '../test/http';
import { appRouter } from './_app';

// Every procedure of the desk router, read from the router itself, against every role, over HTTP as the
// browser calls them. A new desk procedure fails here until it is built on staffProcedure or adminProcedure
// and given a row below (what a staff member or admin sends it, and who may call it).

interface Row {
  /** Who may call it; the others are refused. */
  allowed: 'staff' | 'admin';
  /** How an allowed caller may be answered (200 unless given). */
  letIn?: number;
  /** A valid input, so an allowed caller is answered 200. */
  input?: (ids: { messageId: number; staffId: number; prayerId: number; subscriberId: number }) => unknown;
}

const rows: Record<string, Row> = {
  'desk.inbox': { allowed: 'staff', input: () => ({ status: 'new' }) },
  'desk.unreadCounts': { allowed: 'staff' },
  'desk.setStatus': { allowed: 'staff', input: ({ messageId }) => ({ kind: 'contact_message', id: messageId, status: 'open' }) },
  'desk.assign': { allowed: 'staff', input: ({ messageId, staffId }) => ({ kind: 'contact_message', id: messageId, assigneeId: staffId }) },
  'desk.notes': { allowed: 'staff', input: ({ messageId }) => ({ kind: 'contact_message', id: messageId }) },
  'desk.addNote': { allowed: 'staff', input: ({ messageId }) => ({ kind: 'contact_message', id: messageId, body: 'Called back on Tuesday.' }) },
  'desk.reply': {
    allowed: 'staff',
    input: ({ messageId }) => ({ kind: 'contact_message', id: messageId, subject: 'Re: General Inquiry', body: 'Yes: Thursdays at 7 PM.' }),
  },
  'desk.replies': { allowed: 'staff', input: ({ messageId }) => ({ kind: 'contact_message', id: messageId }) },
  'desk.myNotifications': { allowed: 'staff' },
  'desk.setMyNotifications': { allowed: 'staff', input: () => ({ contactMessages: true, resourceRequests: false, prayerRequests: 'daily' }) },
  'desk.prayers': { allowed: 'staff', input: () => ({ show: 'private' }) },
  'desk.setPrayerHidden': { allowed: 'staff', input: ({ prayerId }) => ({ id: prayerId, hidden: true }) },
  'desk.setPrayerAnswered': { allowed: 'staff', input: ({ prayerId }) => ({ id: prayerId, praiseNote: 'The surgery went well.' }) },
  // The prayer is hidden by then (setPrayerHidden above): the first caller let in is told it cannot be listed.
  'desk.putPrayerOnWall': { allowed: 'staff', letIn: 400, input: ({ prayerId }) => ({ id: prayerId }) },
  'desk.prayerSettings': { allowed: 'staff' },
  'desk.setPrayerSettings': { allowed: 'admin', input: () => ({ expiryDays: 30, approvalRequired: false }) },
  'desk.subscribers': { allowed: 'staff', input: () => ({ search: 'example.org' }) },
  // Removed by the first caller let in; the others find it gone (404), which is not a refusal.
  'desk.removeSubscriber': { allowed: 'staff', letIn: 404, input: ({ subscriberId }) => ({ id: subscriberId }) },
  'desk.auditLog': { allowed: 'staff', input: () => ({}) },
  'desk.staff': { allowed: 'admin' },
  // The admin grants "deacon" staff (already held: nothing changes), then takes it away.
  'desk.grantRole': { allowed: 'admin', input: () => ({ username: 'deacon', role: 'staff' }) },
  'desk.revokeRole': { allowed: 'admin', input: () => ({ username: 'deacon', role: 'staff' }) },
  'desk.giving.ledger': { allowed: 'staff', input: () => ({ purpose: 'donation', from: '2026-01-01' }) },
  'desk.giving.monthlyTotals': { allowed: 'admin', input: () => ({}) },
  'desk.giving.donors': { allowed: 'staff', input: () => ({ search: 'example.org' }) },
  'desk.giving.setup': { allowed: 'staff' },
  'desk.giving.addFund': { allowed: 'admin', input: () => ({ name: `Fund ${randomUUID()}`, description: '' }) },
  // No such fund: an allowed caller is told it is not there (404), which is not a refusal.
  'desk.giving.updateFund': { allowed: 'admin', letIn: 404, input: () => ({ id: 999_999, name: 'Nowhere', description: '', hidden: true }) },
  'desk.giving.moveDemoClock': { allowed: 'admin', input: () => ({ days: 1 }) },
  'desk.giving.statement': { allowed: 'admin', letIn: 404, input: () => ({ year: 2001, email: 'nobody@example.org' }) },
  'desk.giving.sendStatements': { allowed: 'admin', input: () => ({ year: 2001 }) },
  'desk.members.search': { allowed: 'staff', input: () => ({ search: 'desk-role' }) },
  'desk.outbox.list': { allowed: 'staff', input: () => ({ status: 'failed' }) },
  // No such message: an allowed caller is told it is not there (404), which is not a refusal.
  'desk.outbox.message': { allowed: 'staff', letIn: 404, input: () => ({ id: 999_999 }) },
  'desk.outbox.resend': { allowed: 'staff', letIn: 404, input: () => ({ id: 999_999 }) },
};

/** How HTTP calls a procedure: a query by GET, a mutation by POST (tRPC keeps it on the procedure's _def). */
function callType(procedure: unknown): 'query' | 'mutation' {
  const type = (procedure as { _def?: { type?: unknown } })._def?.type;
  if (type !== 'query' && type !== 'mutation') throw new Error(`Not a query or a mutation: ${String(type)}`);
  return type;
}

// tRPC keeps every procedure by its full path in _def.procedures.
const deskProcedures = Object.entries(appRouter._def.procedures)
  .filter(([path]) => path.startsWith('desk.'))
  .map(([path, procedure]) => ({ path, type: callType(procedure) }));

describe('who may call the desk', () => {
  let t: TestApp;
  const signUp = membersOf(() => t, 'desk-role-');
  const callers: Partial<Record<'member' | 'staff' | 'admin', Member>> = {};
  const ids = { messageId: 0, staffId: 0, prayerId: 0, subscriberId: 0 };

  beforeAll(async () => {
    t = await createTestApp();
    const withRole = async (role: UserRole) => {
      const member = await signUp();
      await t.database.db.update(users).set({ role }).where(eq(users.id, member.user.id));
      return member;
    };
    callers.member = await withRole('member');
    callers.staff = await withRole('staff');
    callers.admin = await withRole('admin');
    ids.staffId = callers.staff.user.id;
    await t.database.db.insert(users).values({ username: 'deacon', passwordHash: 'not-a-real-hash', role: 'staff' });
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Lydia', email: 'lydia@example.org', subject: 'General Inquiry', message: 'Do you have a Thursday study group?' })
      .returning({ id: contactMessages.id });
    ids.messageId = message?.id ?? 0;
    const [prayer] = await t.database.db
      .insert(prayerRequests)
      .values({ name: 'Dorcas', email: 'dorcas@example.org', request: 'For the widows of Joppa.' })
      .returning({ id: prayerRequests.id });
    ids.prayerId = prayer?.id ?? 0;
    const [subscriber] = await t.database.db
      .insert(subscribers)
      .values({ email: 'tabitha@example.org', firstName: 'Tabitha', lastName: 'of Joppa', consentedAt: new Date(), source: 'newsletter' })
      .returning({ id: subscribers.id });
    ids.subscriberId = subscriber?.id ?? 0;
  });
  afterAll(() => t.close());

  async function call(path: string, type: 'query' | 'mutation', cookie: string | undefined) {
    return (await trpcCall(t, cookie, path, rows[path]?.input?.(ids), type)).status;
  }

  it('finds the desk procedures on the router, each with a row here', () => {
    expect(deskProcedures.map(({ path }) => path).sort()).toEqual(Object.keys(rows).sort());
  });

  it.each(['visitor', 'member', 'staff', 'admin'] as const)('answers a %s as its role allows', async (role) => {
    const answers: Record<string, number> = {};
    const expected: Record<string, number> = {};
    for (const { path, type } of deskProcedures) {
      const status = await call(path, type, role === 'visitor' ? undefined : callers[role]?.cookie);
      const row = rows[path];
      // A row whose first caller let in uses up its subject answers the later ones so (removed: 404).
      answers[path] = row?.letIn !== undefined && status === row.letIn ? 200 : status;
      expected[path] = role === 'visitor' ? 401 : role === 'member' || (role === 'staff' && row?.allowed === 'admin') ? 403 : 200;
    }
    expect(answers).toEqual(expected);
  });
});
