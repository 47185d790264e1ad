import { ministry } from '@/content/ministry';
import { PageHero } from '@/features/layout/page-hero';

export function DonatePage() {
  return (
    <PageHero title="Donate" eyebrow="Partner with us">
      This is where you can give a one-time gift to support the work of {ministry.name}.
    </PageHero>
  );
}
