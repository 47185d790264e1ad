import { PageHero } from '@/components/page-hero';

export function BibleStudyPage() {
  return (
    <PageHero title="Bible Study Hub" eyebrow="Grow in the Word">
      The Bible Study Hub brings together reading plans, quizzes, achievements and your daily reading streak.
    </PageHero>
  );
}
