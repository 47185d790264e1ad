import { PageHero } from '@/features/layout/page-hero';

export function BibleReadingPage() {
  return (
    <PageHero title="Bible Reading" eyebrow="Bible Study Hub">
      This is where you read the Bible chapter by chapter, on your own or following a reading plan.
    </PageHero>
  );
}
