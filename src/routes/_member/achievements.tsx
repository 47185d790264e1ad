import { createFileRoute } from '@tanstack/react-router';
import { AchievementsPage } from '@/features/study/achievements-page';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/achievements')({
  head: () => pageMeta('Achievements', 'Your Bible Study Hub achievements, points and reading streaks.'),
  component: AchievementsPage,
});
