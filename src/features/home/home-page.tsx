import type { ReactNode } from 'react';
import heroArt from '@/assets/home/hero-scene.svg';
import { NewsletterSection } from '@/components/newsletter/newsletter-section';
import { AiSermonBanner } from './ai-sermon-banner';
import { BibleChatPromo } from './bible-chat-promo';
import { BreakthroughCirclePromo } from '@/components/breakthrough-circle-promo';
import { ClosingCta } from './closing-cta';
import { FounderTeaser } from './founder-teaser';
import { HeroBanner } from '@/components/hero-banner';
import { MissionSection } from './mission-section';
import { StudyPromo } from './study-promo';
import { TeachingsShowcase } from './teachings-showcase';
import { TestimonialsSection } from './testimonials-section';

interface HomePageProps {
  /** The resources for ministry leaders, an area of its own that the route places here. */
  leaderResources: ReactNode;
}

/** The home page: the welcome, what the ministry offers and the ways to take part, top to bottom. */
export function HomePage({ leaderResources }: HomePageProps) {
  return (
    <>
      <AiSermonBanner />
      <HeroBanner
        eyebrow="Welcome home"
        headline="Experience God’s Love and the Power of the Holy Spirit"
        subtitle="Wherever you are on your journey, there is living water for the thirsty soul. Discover teachings, prayer and a family of faith that will walk with you."
        showLogo
        art={{ src: heroArt, alt: 'Illustration of the sun rising over still water, with a dove flying in the light', width: 640, height: 520 }}
      />
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
