import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, resourceRequests, users } from '../../db/schema';
import type { SessionUser, UserRole } from '../contracts/accounts';
import { DESK_PAGE_SIZE, UNREAD_COUNT_CAP, type InboxItem, type InboxStatus } from '../contracts/desk';
import { recordStaffAction } from '../services/desk/audit';
import { createTestApp, type TestApp } from '../test/app';

async function userWithRole(t: TestApp, username: string, role: UserRole): Promise<SessionUser> {
  const [row] = await t.database.db.insert(users).values({ username, passwordHash: 'not-a-real-hash', role }).returning();
  if (!row) throw new Error('no user');
  return { id: row.id, username: row.username, subscriptionTier: 'free', role: row.role };
}

/** A time `micros` microseconds into 2026, as Postgres keeps it (a JavaScript Date would round it to the millisecond). */
const at = (micros: number) => sql`timestamptz '2026-01-01 00:00:00Z' + ${micros} * interval '1 microsecond'`;

describe('the inbox', () => {
  let t: TestApp;
  let staff: SessionUser;
  // Contact messages two to a microsecond and resource requests one to each, all within one millisecond:
  // every page boundary falls among rows that only the exact time, the kind and the id tell apart.
  const CONTACTS = 150;
  const REQUESTS = 80;
  const expected: { kind: InboxItem['kind']; id: number; micros: number; status: InboxStatus }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    staff = await userWithRole(t, 'phoebe', 'staff');
    const statusOf = (index: number): InboxStatus => (['new', 'open', 'done'] as const)[index % 3] ?? 'new';
    const contacts = await t.database.db
      .insert(contactMessages)
      .values(
        Array.from({ length: CONTACTS }, (_, index) => ({
          name: `Sender ${index}`,
          email: `sender${index}@example.org`,
          subject: 'General Inquiry' as const,
          message: `Message number ${index}`,
          status: statusOf(index),
          createdAt: at(Math.floor(index / 2)),
        })),
      )
      .returning({ id: contactMessages.id });
    const requests = await t.database.db
      .insert(resourceRequests)
      .values(
        Array.from({ length: REQUESTS }, (_, index) => ({
          name: `Leader ${index}`,
          email: `leader${index}@example.org`,
          ministry: 'Antioch Fellowship',
          resourceType: 'Sermon Series',
          description: `Request number ${index}`,
          status: statusOf(index + 1),
          createdAt: at(index),
        })),
      )
      .returning({ id: resourceRequests.id });
    contacts.forEach(({ id }, index) => expected.push({ kind: 'contact_message', id, micros: Math.floor(index / 2), status: statusOf(index) }));
    requests.forEach(({ id }, index) => expected.push({ kind: 'resource_request', id, micros: index, status: statusOf(index + 1) }));
    expected.sort((a, b) => b.micros - a.micros || (a.kind < b.kind ? 1 : a.kind > b.kind ? -1 : 0) || b.id - a.id);
  });
  afterAll(() => t.close());

  async function everyPage(status?: InboxStatus) {
    const pages: InboxItem[][] = [];
    let cursor: string | undefined;
    do {
      const page = await t.caller(staff).desk.inbox({ status, cursor });
      pages.push(page.items);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return pages;
  }

  it('lists messages and requests together, newest first, 100 to a page, each once', async () => {
    const pages = await everyPage();
    expect(pages.map((page) => page.length)).toEqual([DESK_PAGE_SIZE, DESK_PAGE_SIZE, CONTACTS + REQUESTS - 2 * DESK_PAGE_SIZE]);
    expect(pages.flat().map(({ kind, id }) => ({ kind, id }))).toEqual(expected.map(({ kind, id }) => ({ kind, id })));
  });

  it('filters by status, still paged', async () => {
    for (const status of ['new', 'open', 'done'] as const) {
      const items = (await everyPage(status)).flat();
      expect(items.map(({ kind, id }) => ({ kind, id }))).toEqual(expected.filter((item) => item.status === status).map(({ kind, id }) => ({ kind, id })));
    }
  });

  it('gives each item its sender, subject and text', async () => {
    const items = (await t.caller(staff).desk.inbox({})).items;
    const request = items.find((item) => item.kind === 'resource_request');
    expect(request).toMatchObject({ name: 'Leader 79', email: 'leader79@example.org', subject: 'Sermon Series for Antioch Fellowship', body: 'Request number 79', assignee: null });
  });

  it('refuses a cursor it did not hand out', async () => {
    await expect(t.caller(staff).desk.inbox({ cursor: 'not-a-cursor' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('counts what is new', async () => {
    expect(await t.caller(staff).desk.unreadCounts()).toEqual({ inbox: expected.filter((item) => item.status === 'new').length });
  });
});

describe('what staff do on the desk, each in the audit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function newMessage() {
    const [message] = await t.database.db
      .insert(contactMessages)
      .values({ name: 'Lydia', email: 'lydia@example.org', subject: 'Pastoral Counseling', message: 'Could someone call me this week?' })
      .returning({ id: contactMessages.id });
    if (!message) throw new Error('no message');
    return { kind: 'contact_message' as const, id: message.id };
  }

  it('opens, assigns and notes a message, and logs who did what, before and after', async () => {
    const phoebe = await userWithRole(t, 'phoebe', 'staff');
    const aquila = await userWithRole(t, 'aquila', 'staff');
    const member = await userWithRole(t, 'eutychus', 'member');
    const item = await newMessage();
    const desk = t.caller(phoebe).desk;

    expect(await desk.setStatus({ ...item, status: 'open' })).toEqual({ ...item, status: 'open', assignee: null });
    expect(await desk.assign({ ...item, assigneeId: aquila.id })).toEqual({ ...item, status: 'open', assignee: { id: aquila.id, username: 'aquila' } });
    await expect(desk.assign({ ...item, assigneeId: member.id })).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Messages can be assigned only to staff.' });
    const note = await desk.addNote({ ...item, body: '  Called her back; she will come on Sunday.  ' });
    expect(note).toMatchObject({ body: 'Called her back; she will come on Sunday.', author: { id: phoebe.id, username: 'phoebe' } });
    expect((await desk.notes(item)).notes).toEqual([note]);
    await expect(desk.setStatus({ kind: 'resource_request', id: 999_999, status: 'done' })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    const [listed] = (await desk.inbox({ status: 'open' })).items;
    expect(listed).toMatchObject({ ...item, status: 'open', assignee: { id: aquila.id, username: 'aquila' } });

    const { entries } = await desk.auditLog({});
    expect(entries.map(({ actor, action, subjectType, subjectId, before, after }) => ({ actor, action, subjectType, subjectId, before, after }))).toEqual([
      { actor: 'phoebe', action: 'inbox.note', subjectType: 'contact_message', subjectId: item.id, before: null, after: { noteId: note.id, body: note.body } },
      { actor: 'phoebe', action: 'inbox.assign', subjectType: 'contact_message', subjectId: item.id, before: { assignedTo: null }, after: { assignedTo: aquila.id } },
      { actor: 'phoebe', action: 'inbox.status', subjectType: 'contact_message', subjectId: item.id, before: { status: 'new' }, after: { status: 'open' } },
    ]);
  });

  it('lets an admin grant and remove staff, never the last admin', async () => {
    const priscilla = await userWithRole(t, 'priscilla', 'admin');
    await userWithRole(t, 'silas', 'member');
    const desk = t.caller(priscilla).desk;

    expect(await desk.grantRole({ username: 'Silas', role: 'staff' })).toEqual({ username: 'silas', role: 'staff', previousRole: 'member' });
    expect((await desk.staff()).staff.map(({ username, role }) => ({ username, role }))).toEqual(
      expect.arrayContaining([
        { username: 'priscilla', role: 'admin' },
        { username: 'silas', role: 'staff' },
      ]),
    );
    expect(await desk.revokeRole({ username: 'silas', role: 'staff' })).toEqual({ username: 'silas', role: 'member', previousRole: 'staff' });

    const admins = await t.database.db.select({ username: users.username }).from(users).where(eq(users.role, 'admin'));
    expect(admins).toEqual([{ username: 'priscilla' }]);
    await expect(desk.revokeRole({ username: 'priscilla', role: 'admin' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'priscilla is the last admin: make someone else an admin first.',
    });
    await desk.grantRole({ username: 'silas', role: 'admin' });
    expect(await desk.revokeRole({ username: 'priscilla', role: 'admin' })).toMatchObject({ role: 'member' });

    const roleChanges = await t.database.db.select({ actor: auditLog.actor, action: auditLog.action, after: auditLog.after }).from(auditLog).where(eq(auditLog.subjectType, 'user')).orderBy(asc(auditLog.id));
    expect(roleChanges).toEqual([
      { actor: 'priscilla', action: 'role.grant', after: { role: 'staff' } },
      { actor: 'priscilla', action: 'role.revoke', after: { role: 'member' } },
      { actor: 'priscilla', action: 'role.grant', after: { role: 'admin' } },
      { actor: 'priscilla', action: 'role.revoke', after: { role: 'member' } },
    ]);
  });

  it('counts unread items up to the cap, however many have piled up', async () => {
    const reader = await userWithRole(t, 'erastus', 'staff');
    await t.database.db.execute(sql`insert into contact_messages (name, email, subject, message)
      select 'Sender', 'sender@example.org', 'General Inquiry', 'Message number ' || n from generate_series(1, ${UNREAD_COUNT_CAP}) n`);
    expect(await t.caller(reader).desk.unreadCounts()).toEqual({ inbox: UNREAD_COUNT_CAP });
  });

  it('pages the audit log, newest first', async () => {
    const reader = await userWithRole(t, 'tertius', 'staff');
    const before = (await t.database.db.select({ id: auditLog.id }).from(auditLog)).length;
    await t.database.db.transaction(async (tx) => {
      for (let step = 0; step < DESK_PAGE_SIZE + 20; step += 1) {
        await recordStaffAction(tx, { userId: reader.id, label: 'tertius' }, { action: 'inbox.status', subject: { type: 'contact_message', id: step + 1 }, before: null, after: null });
      }
    });
    const first = await t.caller(reader).desk.auditLog({});
    expect(first.entries).toHaveLength(DESK_PAGE_SIZE);
    const rest = await t.caller(reader).desk.auditLog({ cursor: first.nextCursor ?? undefined });
    expect(rest.nextCursor).toBeNull();
    const ids = [...first.entries, ...rest.entries].map((entry) => entry.id);
    expect(ids).toHaveLength(before + DESK_PAGE_SIZE + 20);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });
});
