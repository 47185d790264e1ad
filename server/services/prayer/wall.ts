// The prayer wall, kept in memory (decision 012). Every visit to /resources reads it and it changes only when a
// request is submitted (or a row is changed by hand), so it is read from the database once per change, not once
// per visit, and kept until the first request on it expires (the desk's number of days). What changes it:
// - on this instance, submitPrayer invalidates it after its insert, before it answers;
// - anywhere (another instance, psql), the trigger on prayer_requests (migration 0014) sends NOTIFY
//   prayer_wall_changed when a statement that touched the table commits; every instance LISTENs (deps.ts) and
//   invalidates, and on Postgres also whenever its listening connection (re)connects, since it may have missed
//   some while it was down (on PGlite the one connection hears its own writes: a test's or a script's).
// A read that was already loading when the wall was invalidated still answers its callers, but is not kept.
import type { Db } from '../../../db';
import { prayerListOutput, type PublicPrayerRequest } from '../../contracts/prayer';
import { weakEtag } from '../../etag';
import { publicPrayersQuery } from './prayer';

/** The channel the trigger on prayer_requests notifies. */
export const PRAYER_WALL_CHANNEL = 'prayer_wall_changed';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface PrayerWallSnapshot {
  /** When the first request shown expires off the wall (ms since the epoch): the copy is good until then. */
  goodUntil: number;
  /** What prayer.list answers. */
  list: { prayerRequests: PublicPrayerRequest[] };
  /** The list as the REST path sends it (JSON, dates as ISO strings). */
  json: string;
  /** A weak validator of `json` (weak: the body may be sent compressed). */
  etag: string;
}

export interface PrayerWall {
  /** The wall as it is now: from memory, or loaded once for every caller waiting on it. */
  current(): Promise<PrayerWallSnapshot>;
  /** The wall may have changed: the next read loads it again. */
  invalidate(): void;
  /** True while `snapshot` is the wall kept in memory: nothing has invalidated it since it was read. */
  isCurrent(snapshot: PrayerWallSnapshot): boolean;
}

export function createPrayerWall(db: Db): PrayerWall {
  let kept: Promise<PrayerWallSnapshot> | undefined;
  let keptSnapshot: PrayerWallSnapshot | undefined;
  const invalidate = () => {
    kept = undefined;
    keptSnapshot = undefined;
  };
  return {
    current() {
      // Time also changes the wall: a request listed the desk's number of days ago has just left it.
      if (keptSnapshot && Date.now() >= keptSnapshot.goodUntil) invalidate();
      if (kept) return kept;
      const loading = loadSnapshot(db);
      kept = loading;
      loading.then(
        (snapshot) => {
          if (kept === loading) keptSnapshot = snapshot;
        },
        // A failed read is not kept: the next caller tries again.
        () => {
          if (kept === loading) kept = undefined;
        },
      );
      return loading;
    },
    invalidate,
    isCurrent(snapshot) {
      return snapshot === keptSnapshot && Date.now() < snapshot.goodUntil;
    },
  };
}

async function loadSnapshot(db: Db): Promise<PrayerWallSnapshot> {
  // Parsed once here rather than on every answer: a row that drifts from the contract still fails.
  const rows = await publicPrayersQuery(db);
  const list = prayerListOutput.parse({ prayerRequests: rows });
  const json = JSON.stringify(list);
  const expiries = rows.map(({ listedAt, wallDays }) => (listedAt?.getTime() ?? 0) + wallDays * DAY_MS);
  return { list, json, etag: weakEtag(json), goodUntil: Math.min(Infinity, ...expiries) };
}
