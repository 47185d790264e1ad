import { PageHero } from '@/features/layout/page-hero';

export function ResourceDetailPage() {
  return (
    <PageHero title="Resource" eyebrow="Resources">
      This page describes a single resource and how to access it.
    </PageHero>
  );
}
