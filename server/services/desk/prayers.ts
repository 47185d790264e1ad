// Prayer requests as the desk sees them: every one, private ones too, with the requester's email, a page at a
// time; and what staff do with them: take one off the wall or put it back, mark one answered with the praise
// the wall shows beside it. Each change is audited in its own transaction; the wall (and /resources, drawn
// with it) hears of it through the table's NOTIFY trigger (migration 0014), on every instance.
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { deskSettings, prayerRequests } from '../../../db/schema';
import {
  DESK_PAGE_SIZE,
  deskMessages,
  PRAYER_EXPIRY_DAYS_DEFAULT,
  type DeskPrayer,
  type deskPrayerFilters,
  type deskPrayersOutput,
  type PrayerSettings,
} from '../../contracts/desk';
import { AppError } from '../../errors';
import { tellRequesterAnswered, type RequesterNoticeDeps } from '../prayer/requester-notices';
import { PRAYER_WALL_CHANNEL, type PrayerWall } from '../prayer/wall';
import { awaitingApproval, expiredOffTheWall, onTheWall, wallStatus } from '../prayer/wall-rules';
import { recordStaffAction, type StaffActor } from './audit';
import { decodeCursor, encodeCursor, exactTime } from './cursor';

type DeskPrayerFilter = (typeof deskPrayerFilters)[number];

const shown: Record<DeskPrayerFilter, SQL | undefined> = {
  all: undefined,
  on_wall: onTheWall,
  awaiting_approval: awaitingApproval,
  expired: expiredOffTheWall,
  private: eq(prayerRequests.isPrivate, true),
  hidden: isNotNull(prayerRequests.hiddenAt),
};

const columns = {
  id: prayerRequests.id,
  name: prayerRequests.name,
  email: prayerRequests.email,
  request: prayerRequests.request,
  isPrivate: prayerRequests.isPrivate,
  hiddenAt: prayerRequests.hiddenAt,
  answeredAt: prayerRequests.answeredAt,
  praiseNote: prayerRequests.praiseNote,
  listedAt: prayerRequests.listedAt,
  wallStatus,
  createdAt: prayerRequests.createdAt,
  notifyWhenAnswered: prayerRequests.notifyWhenAnswered,
} satisfies Record<keyof DeskPrayer, unknown>;

/** A page of requests, newest first. */
export async function listDeskPrayers(db: Db, { show, cursor }: { show: DeskPrayerFilter; cursor?: string | undefined }): Promise<z.infer<typeof deskPrayersOutput>> {
  const after = cursor === undefined ? undefined : decodeCursor(cursor);
  const rows = await db
    .select({ ...columns, at: exactTime(prayerRequests.createdAt) })
    .from(prayerRequests)
    .where(and(shown[show], after && sql`(${prayerRequests.createdAt}, ${prayerRequests.id}) < (${after.at}::timestamptz, ${after.id})`))
    .orderBy(desc(prayerRequests.createdAt), desc(prayerRequests.id))
    .limit(DESK_PAGE_SIZE + 1);
  const page = rows.slice(0, DESK_PAGE_SIZE);
  const last = page.at(-1);
  return {
    prayers: page.map(({ at: _at, ...prayer }) => prayer),
    nextCursor: rows.length > DESK_PAGE_SIZE && last ? encodeCursor({ at: last.at, key: '', id: last.id }) : null,
  };
}

/** What a change to the wall needs: the database, and this instance's wall to read again before answering. */
export interface WallChangeDeps {
  db: Db;
  prayerWall: PrayerWall;
}

/** Takes a request off the wall (hidden) or puts it back. */
export async function setPrayerHidden({ db, prayerWall }: WallChangeDeps, actor: StaffActor, id: number, hidden: boolean): Promise<DeskPrayer> {
  const changed = await db.transaction(async (tx) => {
    const before = await lockPrayer(tx, id);
    const [after] = await tx
      .update(prayerRequests)
      .set({ hiddenAt: hidden ? (before.hiddenAt ?? sql`now()`) : null })
      .where(eq(prayerRequests.id, id))
      .returning(columns);
    if (!after) throw new AppError('NOT_FOUND', deskMessages.prayerNotFound);
    await recordStaffAction(tx, actor, {
      action: hidden ? 'prayer.hide' : 'prayer.show',
      subject: { type: 'prayer_request', id },
      before: { hidden: before.hiddenAt !== null },
      after: { hidden },
    });
    return after;
  });
  // As submitPrayer does: the next read of the wall here is the new one (other instances hear the NOTIFY).
  prayerWall.invalidate();
  return changed;
}

/**
 * Marks a request answered with its praise note, or (null) no longer answered. A requester who ticked "Tell me
 * when this prayer is answered" is emailed the praise in the same transaction, once per request.
 */
export async function setPrayerAnswered(
  { db, prayerWall, ...noticeDeps }: WallChangeDeps & RequesterNoticeDeps,
  actor: StaffActor,
  id: number,
  praiseNote: string | null,
): Promise<DeskPrayer> {
  const changed = await db.transaction(async (tx) => {
    const before = await lockPrayer(tx, id);
    const [after] = await tx
      .update(prayerRequests)
      .set(praiseNote === null ? { answeredAt: null, praiseNote: null } : { answeredAt: before.answeredAt ?? sql`now()`, praiseNote })
      .where(eq(prayerRequests.id, id))
      .returning(columns);
    if (!after) throw new AppError('NOT_FOUND', deskMessages.prayerNotFound);
    await recordStaffAction(tx, actor, {
      action: 'prayer.answered',
      subject: { type: 'prayer_request', id },
      before: { answered: before.answeredAt !== null, praiseNote: before.praiseNote },
      after: { answered: praiseNote !== null, praiseNote },
    });
    if (praiseNote !== null && after.notifyWhenAnswered) {
      await tellRequesterAnswered(tx, noticeDeps, { id, name: after.name, email: after.email, request: after.request, praiseNote });
    }
    return after;
  });
  prayerWall.invalidate();
  return changed;
}

/**
 * Puts a public request on the wall from now: approves one that waited for approval, or brings back one that
 * expired (or lists again one already there, which starts its days again).
 */
export async function putPrayerOnWall({ db, prayerWall }: WallChangeDeps, actor: StaffActor, id: number): Promise<DeskPrayer> {
  const changed = await db.transaction(async (tx) => {
    const before = await lockPrayer(tx, id);
    if (before.wallStatus === 'private' || before.wallStatus === 'hidden') throw new AppError('BAD_REQUEST', deskMessages.prayerNotListable);
    const [after] = await tx.update(prayerRequests).set({ listedAt: sql`now()` }).where(eq(prayerRequests.id, id)).returning(columns);
    if (!after) throw new AppError('NOT_FOUND', deskMessages.prayerNotFound);
    await recordStaffAction(tx, actor, {
      action: before.wallStatus === 'awaiting_approval' ? 'prayer.approve' : 'prayer.bring_back',
      subject: { type: 'prayer_request', id },
      before: { wallStatus: before.wallStatus, listedAt: before.listedAt?.toISOString() ?? null },
      after: { wallStatus: after.wallStatus, listedAt: after.listedAt?.toISOString() ?? null },
    });
    return after;
  });
  prayerWall.invalidate();
  return changed;
}

const settingsColumns = { expiryDays: deskSettings.prayerExpiryDays, approvalRequired: deskSettings.prayerApprovalRequired };

/** The wall's settings (the defaults if the row is gone). */
export async function readPrayerSettings(db: Db): Promise<PrayerSettings> {
  const [settings] = await db.select(settingsColumns).from(deskSettings).where(eq(deskSettings.id, 1));
  return settings ?? { expiryDays: PRAYER_EXPIRY_DAYS_DEFAULT, approvalRequired: false };
}

/**
 * Changes the wall's settings, audited. The wall may change with them (a shorter number of days takes requests
 * off it): every instance reads it again, through the same NOTIFY as a change to a request.
 */
export async function updatePrayerSettings({ db, prayerWall }: WallChangeDeps, actor: StaffActor, settings: PrayerSettings): Promise<PrayerSettings> {
  const changed = await db.transaction(async (tx) => {
    const before = await readPrayerSettings(tx);
    const values = { prayerExpiryDays: settings.expiryDays, prayerApprovalRequired: settings.approvalRequired, updatedAt: sql`now()` };
    const [after] = await tx
      .insert(deskSettings)
      .values({ id: 1, ...values })
      .onConflictDoUpdate({ target: deskSettings.id, set: values })
      .returning(settingsColumns);
    if (!after) throw new Error('The desk settings row was not written');
    await recordStaffAction(tx, actor, { action: 'settings.prayer_wall', subject: { type: 'desk_settings', id: 1 }, before: { ...before }, after: { ...after } });
    await tx.execute(sql`select pg_notify(${PRAYER_WALL_CHANNEL}, '')`);
    return after;
  });
  prayerWall.invalidate();
  return changed;
}

/** The request's row, locked until the transaction ends, so two changes at once are logged one after the other. */
async function lockPrayer(tx: Db, id: number) {
  const [prayer] = await tx.select(columns).from(prayerRequests).where(eq(prayerRequests.id, id)).for('update');
  if (!prayer) throw new AppError('NOT_FOUND', deskMessages.prayerNotFound);
  return prayer;
}
