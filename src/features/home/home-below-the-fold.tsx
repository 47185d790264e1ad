import type { ReactNode } from 'react';
import { BreakthroughCirclePromo } from '@/components/breakthrough-circle-promo';
import { NewsletterSection } from '@/components/newsletter/newsletter-section';
import { BibleChatPromo } from './bible-chat-promo';
import { ClosingCta } from './closing-cta';
import { FounderTeaser } from './founder-teaser';
import { MissionSection } from './mission-section';
import { StudyPromo } from './study-promo';
import { TeachingsShowcase } from './teachings-showcase';
import { TestimonialsSection } from './testimonials-section';

/** The home page below its hero: what the ministry offers and the ways to take part, top to bottom. */
export function HomeBelowTheFold({ leaderResources }: { leaderResources: ReactNode }) {
  return (
    <>
      <BibleChatPromo />
      <StudyPromo />
      <MissionSection />
      <TeachingsShowcase />
      <TestimonialsSection />
      <FounderTeaser />
      {leaderResources}
      <BreakthroughCirclePromo />
      <NewsletterSection
        id="newsletter"
        title="Join Our Weekly Communications"
        description="Receive new teachings, event news and a word of encouragement in your inbox every week."
      />
      <ClosingCta />
    </>
  );
}
