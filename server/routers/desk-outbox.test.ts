import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema';
import { deskOutboxMessages } from '../contracts/desk-outbox';
import { createTestApp, type TestApp } from '../test/app';
import { membersOf, trpcCall, type Member } from '../test/http';

// The desk's outbox as staff reach it over /trpc: newest first a page at a time, by status, one message whole,
// and what may be sent again. (Sending, retries and "send again" after a failure: services/email.)
describe("the desk's outbox", () => {
  let t: TestApp;
  let staff: Member;
  const signUp = membersOf(() => t, 'outbox-clerk-');

  beforeAll(async () => {
    t = await createTestApp();
    staff = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    // 104 sent over the last days, one a minute, and one kept just now.
    await t.database.db.insert(outbox).values(
      Array.from({ length: 104 }, (_, index) => ({
        kind: 'email_confirmation' as const,
        to: `member${index + 1}@example.org`,
        subject: `Message ${index + 1}`,
        html: `<p>Message ${index + 1}</p>`,
        text: `Message ${index + 1}`,
        status: 'sent' as const,
        attempts: 1,
        sentAt: sql`now() - make_interval(mins => ${104 - index})`,
        createdAt: sql`now() - make_interval(mins => ${104 - index})`,
      })),
    );
    await t.database.db.insert(outbox).values({
      kind: 'email_changed',
      to: 'naomi@example.org',
      subject: 'The email address on your account was changed',
      html: '<p>Changed</p>',
      text: 'Changed',
      headers: { 'Reply-To': 'connect@livingwaterministries.org' },
      status: 'kept',
      attempts: 1,
    });
  });
  afterAll(() => t.close());

  const desk = (path: string, input: object, type: 'query' | 'mutation' = 'query') => trpcCall(t, staff.cookie, `desk.outbox.${path}`, input, type);
  type Page = { messages: { id: number; subject: string; status: string; to: string }[]; nextCursor: string | null };

  it('lists every message newest first, 100 to a page, without bodies', async () => {
    const first = (await desk('list', {})).data as Page;
    expect(first.messages).toHaveLength(100);
    expect(first.messages.slice(0, 3).map((message) => message.subject)).toEqual([
      'The email address on your account was changed',
      'Message 104',
      'Message 103',
    ]);
    expect(first.messages[0]).not.toHaveProperty('html');
    expect(first.messages[0]).not.toHaveProperty('text');
    const second = (await desk('list', { cursor: first.nextCursor })).data as Page;
    expect(second.messages.map((message) => message.subject)).toEqual(['Message 5', 'Message 4', 'Message 3', 'Message 2', 'Message 1']);
    expect(second.nextCursor).toBeNull();
    expect((await desk('list', { cursor: 'not ours' })).status).toBe(400);
  });

  it('lists one status', async () => {
    const kept = (await desk('list', { status: 'kept' })).data as Page;
    expect(kept.messages).toEqual([expect.objectContaining({ to: 'naomi@example.org', status: 'kept' })]);
    expect(((await desk('list', { status: 'failed' })).data as Page).messages).toEqual([]);
  });

  it('shows one message whole, with its headers, and says when it is not there', async () => {
    const [kept] = ((await desk('list', { status: 'kept' })).data as Page).messages;
    expect((await desk('message', { id: kept?.id })).data).toMatchObject({
      subject: 'The email address on your account was changed',
      html: '<p>Changed</p>',
      text: 'Changed',
      headers: { 'Reply-To': 'connect@livingwaterministries.org' },
    });
    expect(await desk('message', { id: 987_654 })).toMatchObject({ status: 404, message: deskOutboxMessages.notFound });
  });

  it('sends again only what failed or was kept', async () => {
    const [sent] = ((await desk('list', { status: 'sent' })).data as Page).messages;
    expect(await desk('resend', { id: sent?.id }, 'mutation')).toMatchObject({ status: 409, message: deskOutboxMessages.notResendable });
    const [kept] = ((await desk('list', { status: 'kept' })).data as Page).messages;
    expect(await desk('resend', { id: kept?.id }, 'mutation')).toMatchObject({ status: 200, data: { status: 'queued', attempts: 0 } });
    expect(await desk('resend', { id: 987_654 }, 'mutation')).toMatchObject({ status: 404, message: deskOutboxMessages.notFound });
  });
});
