import type { ReactNode } from 'react';
import heroArt from '@/assets/home/hero-scene.svg';
import { HeroBanner } from '@/components/hero-banner';
import { WhenNearViewport } from '@/components/when-near-viewport';
import { lazyBlock } from '@/lib/lazy-block';
import { AiSermonBanner } from './ai-sermon-banner';

// Everything below the hero is in the prerendered HTML; its code (the sections, their pictures, the cards
// and tabs they draw with) loads as the visitor nears it, after the page's frame and hero have hydrated.
const HomeBelowTheFold = lazyBlock('src/features/home/home-below-the-fold.tsx', () =>
  import('./home-below-the-fold').then((module) => module.HomeBelowTheFold),
);

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
      <WhenNearViewport placeholder={null}>
        <HomeBelowTheFold leaderResources={leaderResources} />
      </WhenNearViewport>
    </>
  );
}
