import heroArt from '@/assets/home/hero-scene.svg';
import { LeaderResourcesSection } from '@/features/leader-resources/leader-resources-section';
import { NewsletterSection } from '@/features/newsletter/newsletter-section';
import { AiSermonBanner } from './ai-sermon-banner';
import { BibleChatPromo } from './bible-chat-promo';
import { BreakthroughCirclePromo } from '@/features/layout/breakthrough-circle-promo';
import { ClosingCta } from './closing-cta';
import { FounderTeaser } from './founder-teaser';
import { HeroBanner } from '@/features/layout/hero-banner';
import { MissionSection } from './mission-section';
import { StudyPromo } from './study-promo';
import { TeachingsShowcase } from './teachings-showcase';
import { TestimonialsSection } from './testimonials-section';

export function HomePage() {
  return (
    <>
      <AiSermonBanner />
      <HeroBanner
        eyebrow="Welcome home"
        headline="Experience God’s Love and the Power of the Holy Spirit"
        subtitle="Wherever you are on your journey, there is living water for the thirsty soul. Discover teachings, prayer and a family of faith that will walk with you."
        showLogo
        art={{ src: heroArt, alt: 'Illustration of the sun rising over still water, with a dove flying in the light' }}
      />
      <BibleChatPromo />
      <StudyPromo />
      <MissionSection />
      <TeachingsShowcase />
      <TestimonialsSection />
      <FounderTeaser />
      <LeaderResourcesSection />
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
