import type { ReactNode } from 'react';
import { NewsletterSection } from '@/components/newsletter/newsletter-section';
import { GeneratorPromo } from './generator-promo';
import { PrayerWallSection } from './prayer-wall-section';
import { ResourceFaqSection } from './resource-faq-section';
import { ResourceLibrary } from './resource-library';
import { ResourcesHero } from './resources-hero';

interface ResourcesPageProps {
  /** The prayer wall, from the prayer area; the route places it. */
  prayerWall: ReactNode;
}

/** /resources: the hero, the AI generator promo, the resource library, the prayer wall, FAQ and newsletter. */
export function ResourcesPage({ prayerWall }: ResourcesPageProps) {
  return (
    <>
      <ResourcesHero />
      <GeneratorPromo />
      <ResourceLibrary />
      <PrayerWallSection>{prayerWall}</PrayerWallSection>
      <ResourceFaqSection />
      <NewsletterSection
        id="newsletter"
        title="New Resources in Your Inbox"
        description="Be the first to hear when we publish a new study guide, devotional or teaching series."
      />
    </>
  );
}
