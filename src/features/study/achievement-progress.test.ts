import type { AchievementView } from '@server/contracts/study';
import { describe, expect, it } from 'vitest';
import { achievementProgress, achievementTotals, filterAchievements, levelLabel, typeLabel } from './achievement-progress';

const achievement = (id: number, type: AchievementView['type'], points: number): AchievementView => ({
  id,
  name: `Achievement ${id}`,
  description: '',
  icon: 'award',
  type,
  level: 1,
  points,
  threshold: 1,
});
const catalogue = [achievement(1, 'reading', 10), achievement(2, 'quiz', 25), achievement(3, 'streak', 50), achievement(4, 'quiz', 5)];
const unlockedAt = new Date('2025-01-01T12:00:00Z');

describe('achievement progress', () => {
  it('joins the catalogue with the member’s records: unlocked at 100, locked with its progress or 0', () => {
    const joined = achievementProgress(catalogue, [
      { id: 9, achievementId: 2, progress: 100, unlockedAt },
      { id: null, achievementId: 3, progress: 60, unlockedAt: null },
      // A record from before the catalogue changed is ignored.
      { id: 10, achievementId: 99, progress: 100, unlockedAt },
    ]);
    expect(joined.map(({ achievement: { id }, progress, unlockedAt: at }) => ({ id, progress, at }))).toEqual([
      { id: 1, progress: 0, at: null },
      { id: 2, progress: 100, at: unlockedAt },
      { id: 3, progress: 60, at: null },
      { id: 4, progress: 0, at: null },
    ]);
  });

  it('counts the unlocked ones and only their points', () => {
    const joined = achievementProgress(catalogue, [
      { id: 9, achievementId: 2, progress: 100, unlockedAt },
      { id: 10, achievementId: 4, progress: 100, unlockedAt },
      { id: null, achievementId: 3, progress: 99, unlockedAt: null },
    ]);
    expect(achievementTotals(joined)).toEqual({ unlocked: 2, total: 4, points: 30 });
  });

  it('filters by type, All keeping every one', () => {
    const joined = achievementProgress(catalogue, []);
    expect(filterAchievements(joined, 'all')).toHaveLength(4);
    expect(filterAchievements(joined, 'quiz').map((entry) => entry.achievement.id)).toEqual([2, 4]);
    expect(filterAchievements(joined, 'reading_plan')).toEqual([]);
  });

  it('names levels 1 Bronze, 2 Silver, 3 Gold and any other Basic', () => {
    expect([1, 2, 3, 0, 4].map(levelLabel)).toEqual(['Bronze', 'Silver', 'Gold', 'Basic', 'Basic']);
  });

  it('names the types', () => {
    expect((['reading', 'reading_plan', 'quiz', 'streak'] as const).map(typeLabel)).toEqual(['Reading', 'Reading Plan', 'Quiz', 'Streak']);
  });
});
