import { PageHero } from '@/features/layout/page-hero';

export function TeachingDetailPage() {
  return (
    <PageHero title="Teaching" eyebrow="Teachings">
      This page presents a single teaching with its video, notes and audio downloads.
    </PageHero>
  );
}
