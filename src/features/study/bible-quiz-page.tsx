import { PageHero } from '@/components/page-hero';

export function BibleQuizPage() {
  return (
    <PageHero title="Bible Quiz" eyebrow="Bible Study Hub">
      This is where you take a Bible quiz and see your score.
    </PageHero>
  );
}
