import type { AchievementView, UserAchievementView } from '@server/contracts/study';

/** The hub shows this many of the latest unlocks (members.md section 9). */
export const RECENT_ACHIEVEMENTS = 3;

export interface UnlockedAchievement {
  achievement: AchievementView;
  unlockedAt: Date;
}

/**
 * What the Achievements card shows: how many of the catalogue the member unlocked, and the latest
 * unlocks, newest first. The member's list also holds locked entries (no date), which do not count.
 */
export function achievementSummary(catalogue: readonly AchievementView[], mine: readonly UserAchievementView[]) {
  const byId = new Map(catalogue.map((achievement) => [achievement.id, achievement]));
  const unlocked: UnlockedAchievement[] = [];
  for (const record of mine) {
    const achievement = byId.get(record.achievementId);
    if (achievement && record.unlockedAt) unlocked.push({ achievement, unlockedAt: record.unlockedAt });
  }
  unlocked.sort((a, b) => b.unlockedAt.getTime() - a.unlockedAt.getTime());
  return { unlockedCount: unlocked.length, total: catalogue.length, recent: unlocked.slice(0, RECENT_ACHIEVEMENTS) };
}
