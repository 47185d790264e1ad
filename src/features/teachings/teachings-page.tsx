import { PageHero } from '@/features/layout/page-hero';
import type { TeachingCategory } from '@/content/teaching-categories';
import { teachingCategoryLabel } from '@/content/teaching-categories';

interface TeachingsPageProps {
  category: TeachingCategory | undefined;
}

export function TeachingsPage({ category }: TeachingsPageProps) {
  return (
    <PageHero title="Teachings" eyebrow={category ? teachingCategoryLabel(category) : 'All Teachings'}>
      This library gathers our teachings on the Holy Spirit, for new believers and for deeper Bible study.
    </PageHero>
  );
}
