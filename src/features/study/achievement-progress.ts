// The achievements page's data: the catalogue joined with the member's records (members.md sections 2-4).
// An achievement is unlocked when the member has a record with a date; a locked one may still carry the
// progress made toward it (decision 007).
import type { AchievementType, AchievementView, UserAchievementView } from '@server/contracts/study';

export interface AchievementProgress {
  achievement: AchievementView;
  /** 0-100; 100 once unlocked. */
  progress: number;
  unlockedAt: Date | null;
}

export function achievementProgress(catalogue: readonly AchievementView[], records: readonly UserAchievementView[]): AchievementProgress[] {
  const recordOf = new Map(records.map((record) => [record.achievementId, record]));
  return catalogue.map((achievement) => {
    const record = recordOf.get(achievement.id);
    const unlockedAt = record?.unlockedAt ?? null;
    const progress = unlockedAt ? 100 : Math.min(100, Math.max(0, record?.progress ?? 0));
    return { achievement, progress, unlockedAt };
  });
}

/** Unlocked of all, and the points of the unlocked ones. */
export function achievementTotals(achievements: readonly AchievementProgress[]) {
  const unlocked = achievements.filter((entry) => entry.unlockedAt !== null);
  return {
    unlocked: unlocked.length,
    total: achievements.length,
    points: unlocked.reduce((sum, entry) => sum + entry.achievement.points, 0),
  };
}

/** The filter tabs: All, then one per type, in the spec's words. */
export const achievementFilters = [
  { value: 'all', label: 'All' },
  { value: 'reading', label: 'Reading' },
  { value: 'reading_plan', label: 'Plans' },
  { value: 'quiz', label: 'Quizzes' },
  { value: 'streak', label: 'Streaks' },
] as const satisfies readonly { value: AchievementType | 'all'; label: string }[];
export type AchievementFilter = (typeof achievementFilters)[number]['value'];

export function filterAchievements(achievements: readonly AchievementProgress[], filter: AchievementFilter): AchievementProgress[] {
  return filter === 'all' ? [...achievements] : achievements.filter((entry) => entry.achievement.type === filter);
}

export type LevelName = 'Bronze' | 'Silver' | 'Gold' | 'Basic';
const levelNames: Partial<Record<number, LevelName>> = { 1: 'Bronze', 2: 'Silver', 3: 'Gold' };

/** The spec's level names: 1 Bronze, 2 Silver, 3 Gold, anything else Basic. */
export function levelLabel(level: number): LevelName {
  return levelNames[level] ?? 'Basic';
}

const typeLabels: Record<AchievementType, string> = { reading: 'Reading', reading_plan: 'Reading Plan', quiz: 'Quiz', streak: 'Streak' };

export function typeLabel(type: AchievementType): string {
  return typeLabels[type];
}
