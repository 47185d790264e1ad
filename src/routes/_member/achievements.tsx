import { createFileRoute } from '@tanstack/react-router';
import { AchievementsPage } from '@/features/study/achievements-page';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/achievements')({
  // Starts the page's four fetches on the way in (and when a link to it is hovered) without holding the
  // page: it reads the same queries and shows their loading and failures itself.
  loader: ({ context: { queryClient, trpc } }) => {
    void queryClient.prefetchQuery(trpc.study.achievements.queryOptions());
    void queryClient.prefetchQuery(trpc.study.myAchievements.queryOptions());
    void queryClient.prefetchQuery(trpc.study.myStreak.queryOptions());
    void queryClient.prefetchQuery(trpc.study.myChapters.queryOptions({}));
  },
  head: () => pageMeta('Achievements', 'Your Bible Study Hub achievements, points and reading streaks.'),
  component: AchievementsPage,
});
