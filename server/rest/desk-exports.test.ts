import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, subscribers, users } from '../../db/schema';
import { NOT_SIGNED_IN_MESSAGE } from '../contracts/accounts';
import { STAFF_ONLY_MESSAGE } from '../contracts/desk';
import { DESK_EXPORTS, ledgerMessages } from '../contracts/desk-ledger';
import { subscriberPages } from '../services/desk/subscribers';
import { createTestApp, type TestApp } from '../test/app';
import { call, membersOf, type Member } from '../test/http';
import { EXPORT_PAGE_SIZE } from './desk-exports';

// The desk's CSV downloads over HTTP: who may have them, their headers, what is in them, streamed a page of
// rows at a time, and cells a spreadsheet would run as formulas escaped.

const BOM = '\uFEFF';

/** The file's records, split as a reader would: only the test's own cells hold commas or quotes, never line breaks. */
const records = (text: string) => text.replace(BOM, '').split('\r\n').slice(0, -1);

describe("the desk's CSV exports", () => {
  let t: TestApp;
  let member: Member;
  let staff: Member;
  let admin: Member;
  const signUp = membersOf(() => t, 'scribe-');
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    t = await createTestApp();
    member = await signUp();
    staff = await signUp();
    admin = await signUp();
    await t.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.user.id));
    await t.database.db.update(users).set({ role: 'admin' }).where(eq(users.id, admin.user.id));
    const consentedAt = new Date('2026-11-01T10:00:00Z');
    const confirmedAt = new Date('2026-11-01T10:05:00Z');
    // 2,500 subscribers (three pages as the export reads them), whose times repeat so a page may end mid-tie.
    await t.database.db.insert(subscribers).values(
      Array.from({ length: 2500 }, (_, i) => ({
        email: `reader-${String(i).padStart(4, '0')}@example.org`,
        firstName: 'Reader',
        lastName: String(i),
        source: 'newsletter' as const,
        consentedAt,
        confirmedAt,
        createdAt: new Date(Date.UTC(2026, 9, 1) + (i % 7) * 60_000),
      })),
    );
    // Sign-ups whose confirmation link was never followed: not subscribers, so never exported (decision 027).
    await t.database.db.insert(subscribers).values(
      Array.from({ length: 30 }, (_, i) => ({
        email: `reader-unconfirmed-${i}@example.org`,
        firstName: 'Reader',
        lastName: 'Unconfirmed',
        source: 'updates' as const,
        consentedAt,
        createdAt: new Date(Date.UTC(2026, 9, 1) + (i % 7) * 60_000),
      })),
    );
    await t.database.db.insert(subscribers).values([
      { email: 'mallory@example.net', firstName: '=HYPERLINK("http://evil.example","Click")', lastName: '+1 (555) 0100', source: 'updates', consentedAt, confirmedAt, createdAt: new Date('2026-11-02T10:00:00Z') },
      { email: '@mallory@example.net', firstName: '-2+3', lastName: '\tTabbed', source: 'newsletter', consentedAt, confirmedAt, createdAt: new Date('2026-11-01T10:00:00Z') },
    ]);
    await t.database.db.insert(payments).values([
      { gateway: 'demo', intentId: 'demo_pi_export_1', purpose: 'donation', status: 'succeeded', amountCents: 2500, email: 'ruth@example.org', description: '=SUM(A1:A9)', createdAt: new Date('2026-11-20T12:00:00Z') },
      { gateway: 'demo', intentId: 'demo_pi_export_2', purpose: 'membership', status: 'refunded', amountCents: 1499, userId: member.user.id, description: 'Breakthrough Circle Monthly membership', createdAt: new Date('2026-11-10T12:00:00Z'), reversedAt: new Date('2026-11-12T08:30:00Z') },
    ]);
  });
  afterAll(() => t.close());

  const download = (path: string, cookie?: string) => call(t, 'GET', path, cookie);

  it.each(Object.values(DESK_EXPORTS))('refuses %s to a visitor (401) and a member (403)', async (path) => {
    expect(await download(path)).toMatchObject({ status: 401, body: { error: 'UNAUTHORIZED', message: NOT_SIGNED_IN_MESSAGE } });
    expect(await download(path, member.cookie)).toMatchObject({ status: 403, body: { error: 'FORBIDDEN', message: STAFF_ONLY_MESSAGE } });
  });

  it('streams every confirmed subscriber to staff as a dated CSV attachment, newest first', async () => {
    const res = await download(DESK_EXPORTS.subscribers, staff.cookie);
    expect(res.status).toBe(200);
    expect(res.headers).toMatchObject({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': expect.stringMatching(new RegExp(`^attachment; filename="subscribers-${today}\\.csv"`)),
      'cache-control': 'no-store',
      // Written as it is read: no length known up front.
      'transfer-encoding': 'chunked',
    });
    expect(res.headers['content-length']).toBeUndefined();
    expect(res.text.startsWith(`${BOM}email,first name,last name,source,consented at,subscribed at,confirmed at\r\n`)).toBe(true);
    const rows = records(res.text).slice(1);
    expect(rows).toHaveLength(2502);
    // Across the pages' edges, every subscriber once.
    expect(new Set(rows.map((row) => row.split(',')[0])).size).toBe(2502);
    expect(rows[2]).toMatch(/^reader-\d{4}@example\.org,Reader,\d+,newsletter,2026-11-01T10:00:00\.000Z,2026-10-01T00:06:00\.000Z,2026-11-01T10:05:00\.000Z$/);
    expect(res.text).not.toContain('unconfirmed');
  });

  it('escapes cells a spreadsheet would run as formulas', async () => {
    const res = await download(`${DESK_EXPORTS.subscribers}?search=mallory`, staff.cookie);
    expect(records(res.text)).toEqual([
      'email,first name,last name,source,consented at,subscribed at,confirmed at',
      `mallory@example.net,"'=HYPERLINK(""http://evil.example"",""Click"")",'+1 (555) 0100,updates,2026-11-01T10:00:00.000Z,2026-11-02T10:00:00.000Z,2026-11-01T10:05:00.000Z`,
      `'@mallory@example.net,'-2+3,'\tTabbed,newsletter,2026-11-01T10:00:00.000Z,2026-11-01T10:00:00.000Z,2026-11-01T10:05:00.000Z`,
    ]);
  });

  it('reads the subscribers a page at a time, and only as they are taken', async () => {
    const pages = subscriberPages(t.database.db, 'reader', EXPORT_PAGE_SIZE);
    const first = await pages.next();
    expect(first.done ? [] : first.value).toHaveLength(EXPORT_PAGE_SIZE);
    const sizes = [];
    for await (const page of pages) sizes.push(page.length);
    expect(sizes).toEqual([1000, 500]);
  });

  it('exports the ledger with its filters, the amount column for admins only', async () => {
    const forStaff = await download(`${DESK_EXPORTS.ledger}?purpose=&status=&from=2026-11-01&to=2026-11-30`, staff.cookie);
    expect(forStaff.status).toBe(200);
    expect(forStaff.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="giving-ledger-${today}\\.csv"`));
    const [header, ...rows] = records(forStaff.text);
    expect(header).toBe('id,date,purpose,status,description,email,username,currency,reversed at');
    expect(rows.map((row) => row.split(',').slice(1))).toEqual([
      ['2026-11-20T12:00:00.000Z', 'donation', 'succeeded', "'=SUM(A1:A9)", 'ruth@example.org', '', 'usd', ''],
      ['2026-11-10T12:00:00.000Z', 'membership', 'refunded', 'Breakthrough Circle Monthly membership', '', member.user.username, 'usd', '2026-11-12T08:30:00.000Z'],
    ]);

    const forAdmin = await download(`${DESK_EXPORTS.ledger}?purpose=membership`, admin.cookie);
    const [adminHeader, ...adminRows] = records(forAdmin.text);
    expect(adminHeader).toBe('id,date,purpose,status,description,email,username,amount,currency,reversed at');
    expect(adminRows.map((row) => row.split(',').slice(2, 9))).toEqual([['membership', 'refunded', 'Breakthrough Circle Monthly membership', '', member.user.username, '14.99', 'usd']]);

    expect((await download(`${DESK_EXPORTS.ledger}?from=2026-12-01`, admin.cookie)).text).toBe(`${BOM}id,date,purpose,status,description,email,username,amount,currency,reversed at\r\n`);
  });

  it('answers a bad filter with 400 and its message, before any of the file', async () => {
    expect(await download(`${DESK_EXPORTS.ledger}?from=2026-11-31`, staff.cookie)).toMatchObject({ status: 400, body: { message: ledgerMessages.badDay } });
    expect(await download(`${DESK_EXPORTS.ledger}?from=2026-11-02&to=2026-11-01`, staff.cookie)).toMatchObject({ status: 400, body: { message: ledgerMessages.daysOutOfOrder } });
    expect((await download(`${DESK_EXPORTS.ledger}?purpose=tithe`, staff.cookie)).status).toBe(400);
  });
});
