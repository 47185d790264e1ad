// What a member has done, in numbers, and the one achievement engine. The engine runs after every read,
// plan update and quiz submit, in the same transaction, and answers the achievements that this activity
// unlocked. Unlocking is an insert that does nothing on the (user, achievement) unique key, so two
// parallel activities never unlock the same one twice.
import { and, asc, count, countDistinct, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { quizAttempts, readChapters, studyDays, userAchievements, userReadingPlans, users } from '../../../db/schema';
import type { AchievementType, AchievementView, UserAchievementView } from '../../contracts/study';
import { allAchievements } from './catalogue';
import { addDays, checkedTimeZone, localDay, streaksOf } from './days';

export interface StudyDeps {
  db: Db;
  clock: { now(): Date };
}

/** The figure each type of achievement counts. */
export type StudyMetrics = Record<AchievementType, number>;

/**
 * The member's time zone for this activity: the one the browser sent (checked, and kept on the user when
 * it changed), else the one kept, else UTC.
 */
export async function memberTimeZone(db: Db, userId: number, sent: string | undefined): Promise<string> {
  if (sent !== undefined) {
    const zone = checkedTimeZone(sent);
    await db.update(users).set({ timeZone: zone }).where(and(eq(users.id, userId), sql`${users.timeZone} is distinct from ${zone}`));
    return zone;
  }
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}

/** Counts today (in the member's zone) as a study day. */
export async function recordStudyDay(db: Db, userId: number, now: Date, zone: string) {
  await db.insert(studyDays).values({ userId, day: localDay(now, zone) }).onConflictDoNothing();
}

export async function studyDaysOf(db: Db, userId: number, since?: string): Promise<string[]> {
  const rows = await db
    .select({ day: studyDays.day })
    .from(studyDays)
    .where(and(eq(studyDays.userId, userId), since ? gte(studyDays.day, since) : undefined))
    .orderBy(asc(studyDays.day));
  return rows.map((row) => row.day);
}

/** Weeks of study days the streak answer lists, for the hub's calendar. */
const CALENDAR_WEEKS = 12;

export async function streakOf(deps: StudyDeps, userId: number) {
  const zone = await memberTimeZone(deps.db, userId, undefined);
  const today = localDay(deps.clock.now(), zone);
  const days = await studyDaysOf(deps.db, userId);
  const since = addDays(today, -(CALENDAR_WEEKS * 7 - 1));
  return { ...streaksOf(days, today), recentDays: days.filter((day) => day >= since), today };
}

export async function metricsOf(db: Db, userId: number, today: string): Promise<StudyMetrics> {
  const [[chapters], [plans], [quizzes], days] = await Promise.all([
    db.select({ n: count() }).from(readChapters).where(eq(readChapters.userId, userId)),
    db.select({ n: count() }).from(userReadingPlans).where(and(eq(userReadingPlans.userId, userId), isNotNull(userReadingPlans.completedAt))),
    db.select({ n: countDistinct(quizAttempts.quizId) }).from(quizAttempts).where(eq(quizAttempts.userId, userId)),
    studyDaysOf(db, userId),
  ]);
  return {
    reading: chapters?.n ?? 0,
    reading_plan: plans?.n ?? 0,
    quiz: quizzes?.n ?? 0,
    streak: streaksOf(days, today).longestStreak,
  };
}

/** Unlocks every achievement the member has now earned; answers those this call unlocked. */
export async function unlockEarned(db: Db, userId: number, now: Date, zone: string): Promise<AchievementView[]> {
  const metrics = await metricsOf(db, userId, localDay(now, zone));
  const earned = allAchievements().filter((achievement) => metrics[achievement.type] >= achievement.threshold);
  if (earned.length === 0) return [];
  const inserted = await db
    .insert(userAchievements)
    .values(earned.map((achievement) => ({ userId, achievementId: achievement.id, unlockedAt: now })))
    .onConflictDoNothing()
    .returning({ achievementId: userAchievements.achievementId });
  const unlocked = new Set(inserted.map((row) => row.achievementId));
  return earned.filter((achievement) => unlocked.has(achievement.id));
}

/** Every achievement the member unlocked or has made progress on (see userAchievementOutput). */
export async function userAchievementsOf(deps: StudyDeps, userId: number): Promise<UserAchievementView[]> {
  const zone = await memberTimeZone(deps.db, userId, undefined);
  const [metrics, unlocked] = await Promise.all([
    metricsOf(deps.db, userId, localDay(deps.clock.now(), zone)),
    deps.db.select().from(userAchievements).where(eq(userAchievements.userId, userId)),
  ]);
  const byAchievement = new Map(unlocked.map((row) => [row.achievementId, row]));
  return allAchievements().flatMap((achievement): UserAchievementView[] => {
    const row = byAchievement.get(achievement.id);
    if (row) return [{ id: row.id, achievementId: achievement.id, progress: 100, unlockedAt: row.unlockedAt }];
    const progress = Math.min(99, Math.floor((metrics[achievement.type] / achievement.threshold) * 100));
    return progress > 0 ? [{ id: null, achievementId: achievement.id, progress, unlockedAt: null }] : [];
  });
}
