import { PageHero } from '@/components/page-hero';

export function AchievementsPage() {
  return (
    <PageHero title="Achievements" eyebrow="Bible Study Hub">
      This page shows the achievements, points and reading streaks you earn in the Bible Study Hub.
    </PageHero>
  );
}
