import { BreakthroughFaq } from './breakthrough-faq';
import { BreakthroughHero } from './breakthrough-hero';
import { BreakthroughLogoBanner } from './breakthrough-logo-banner';
import { BreakthroughMembership } from './breakthrough-membership';
import { BreakthroughResources } from './breakthrough-resources';

/** /breakthrough-circle: the community, its free and premium resources, membership and FAQ. */
export function BreakthroughCirclePage() {
  return (
    <>
      <BreakthroughLogoBanner />
      <BreakthroughHero />
      <BreakthroughResources />
      <BreakthroughMembership />
      <BreakthroughFaq />
    </>
  );
}
