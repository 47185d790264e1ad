import { ministry } from '@/content/ministry';
import { PageHero } from '@/features/layout/page-hero';

export function TermsPage() {
  return (
    <PageHero title="Terms of Service">
      This page sets out the terms that apply when you use the {ministry.name} website and its services.
    </PageHero>
  );
}
