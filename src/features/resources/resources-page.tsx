import { PageHero } from '@/features/layout/page-hero';

export function ResourcesPage() {
  return (
    <PageHero title="Resources" eyebrow="Equipping the saints">
      This page gathers study guides, sermons, devotionals and recommended books, together with our prayer wall and answers to common questions.
    </PageHero>
  );
}
