import { useNavigate } from '@tanstack/react-router';
import type { TeachingCategory } from '@/content/teaching-categories';
import { NewsletterSection } from '@/components/newsletter/newsletter-section';
import { FeaturedTeachingSection } from './featured-teaching-section';
import { TeachingLibrary } from './teaching-library';
import { TeachingsHero } from './teachings-hero';

interface TeachingsPageProps {
  /** The series tab to show, from ?category= (all teachings when absent). */
  category: TeachingCategory | undefined;
}

/** /teachings: the hero, the library with its series tabs, the featured series and the newsletter. */
export function TeachingsPage({ category }: TeachingsPageProps) {
  const navigate = useNavigate();

  // Replace rather than push, and stay where the reader is: a tab is a filter, not a new page.
  const showCategory = (next: TeachingCategory | undefined) => {
    void navigate({ to: '/teachings', search: next ? { category: next } : {}, replace: true, resetScroll: false });
  };

  return (
    <>
      <TeachingsHero />
      <TeachingLibrary category={category} onCategoryChange={showCategory} />
      <FeaturedTeachingSection />
      <NewsletterSection
        id="newsletter"
        title="Never Miss a Teaching"
        description="Be the first to hear when new teachings, notes and audio are published. One encouraging email a week."
      />
    </>
  );
}
