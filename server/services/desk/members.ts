// Members as the desk finds them: by any part of the username, in alphabetical order off the unique index on
// lower(username), a page at a time, each with the membership and the Premium period they hold (or held
// last) and their latest content purchases. Columns are named one by one: a password hash or anything of a
// session is never read, let alone sent.
import { and, asc, desc, ilike, inArray, lte, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { chatPremiumPeriods, contentPurchases, memberships, users } from '../../../db/schema';
import { DESK_PAGE_SIZE } from '../../contracts/desk';
import { MEMBER_PURCHASES_SHOWN, type DeskMember, type membersSearchOutput } from '../../contracts/desk-ledger';
import { decodeTextCursor, encodeTextCursor } from './cursor';
import { containing } from './search';

type Account = Pick<DeskMember, 'id' | 'username' | 'role' | 'createdAt'>;

const accountColumns = { id: users.id, username: users.username, role: users.role, createdAt: users.createdAt } satisfies Record<keyof Account, unknown>;

const usernameKey = sql<string>`lower(${users.username})`;

/** A page of members in alphabetical order; with `search`, those whose username holds it (without regard to case). */
export async function searchMembers(db: Db, { search, cursor }: { search?: string | undefined; cursor?: string | undefined }): Promise<z.infer<typeof membersSearchOutput>> {
  const after = cursor === undefined ? undefined : decodeTextCursor(cursor);
  const pattern = containing(search);
  const rows = await db
    .select({ ...accountColumns, key: usernameKey })
    .from(users)
    .where(and(pattern ? ilike(users.username, pattern) : undefined, after === undefined ? undefined : sql`${usernameKey} > ${after}`))
    .orderBy(usernameKey)
    .limit(DESK_PAGE_SIZE + 1);
  const page = rows.slice(0, DESK_PAGE_SIZE);
  if (page.length === 0) return { members: [], nextCursor: null };
  const ids = page.map(({ id }) => id);
  const [held, premium, purchases] = await Promise.all([heldMemberships(db, ids), heldPremium(db, ids), latestPurchases(db, ids)]);
  const last = page.at(-1);
  return {
    members: page.map(({ key: _key, ...account }) => ({
      ...account,
      membership: held.get(account.id) ?? null,
      premium: premium.get(account.id) ?? null,
      purchases: purchases.get(account.id) ?? [],
    })),
    nextCursor: rows.length > DESK_PAGE_SIZE && last ? encodeTextCursor(last.key) : null,
  };
}

/**
 * Which of a user's periods the desk shows: the active one ending last; else a revoked one (its payment went
 * back); else a checkout never paid. Ties go to the newest.
 */
function standingFirst(table: typeof memberships | typeof chatPremiumPeriods) {
  return [
    table.userId,
    sql`case ${table.status} when 'active' then 0 when 'revoked' then 1 else 2 end`,
    sql`${table.periodEnd} desc nulls last`,
    desc(table.createdAt),
    desc(table.id),
  ];
}

async function heldMemberships(db: Db, userIds: number[]): Promise<Map<number, NonNullable<DeskMember['membership']>>> {
  const rows = await db
    .selectDistinctOn([memberships.userId], { userId: memberships.userId, plan: memberships.plan, status: memberships.status, periodEnd: memberships.periodEnd })
    .from(memberships)
    .where(inArray(memberships.userId, userIds))
    .orderBy(...standingFirst(memberships));
  return new Map(rows.flatMap(({ userId, ...period }) => (userId === null ? [] : [[userId, period] as const])));
}

async function heldPremium(db: Db, userIds: number[]): Promise<Map<number, NonNullable<DeskMember['premium']>>> {
  const rows = await db
    .selectDistinctOn([chatPremiumPeriods.userId], {
      userId: chatPremiumPeriods.userId,
      plan: chatPremiumPeriods.plan,
      status: chatPremiumPeriods.status,
      periodEnd: chatPremiumPeriods.periodEnd,
    })
    .from(chatPremiumPeriods)
    .where(inArray(chatPremiumPeriods.userId, userIds))
    .orderBy(...standingFirst(chatPremiumPeriods));
  return new Map(rows.map(({ userId, ...period }) => [userId, period] as const));
}

/** Each user's content purchases, newest first, at most MEMBER_PURCHASES_SHOWN apiece. */
async function latestPurchases(db: Db, userIds: number[]): Promise<Map<number, DeskMember['purchases']>> {
  const ranked = db
    .select({
      id: contentPurchases.id,
      userId: contentPurchases.userId,
      type: contentPurchases.type,
      status: contentPurchases.status,
      createdAt: contentPurchases.createdAt,
      rank: sql<number>`row_number() over (partition by ${contentPurchases.userId} order by ${contentPurchases.createdAt} desc, ${contentPurchases.id} desc)`.as('rank'),
    })
    .from(contentPurchases)
    .where(inArray(contentPurchases.userId, userIds))
    .as('ranked');
  const rows = await db.select().from(ranked).where(lte(ranked.rank, MEMBER_PURCHASES_SHOWN)).orderBy(asc(ranked.userId), asc(ranked.rank));
  const byUser = new Map<number, DeskMember['purchases']>();
  for (const { userId, rank: _rank, ...purchase } of rows) {
    const list = byUser.get(userId) ?? [];
    list.push(purchase);
    byUser.set(userId, list);
  }
  return byUser;
}
