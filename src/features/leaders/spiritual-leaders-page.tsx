import type { ReactNode } from 'react';
import { CustomRequestSection } from './custom-request-section';
import { LeaderBenefitsSection } from './leader-benefits-section';
import { LeaderTestimonialsSection } from './leader-testimonials-section';
import { LeadersHero } from './leaders-hero';
import { UpcomingResourcesSection } from './upcoming-resources-section';
import shared from '@/components/page-blocks.module.css';

interface SpiritualLeadersPageProps {
  /** The resources list (#leader-resources), from the leader-resources area; the route places it. */
  leaderResources: ReactNode;
}

/** /spiritual-leaders: resources, what is coming, what leaders say, and custom requests. */
export function SpiritualLeadersPage({ leaderResources }: SpiritualLeadersPageProps) {
  return (
    <>
      <LeadersHero />
      <LeaderBenefitsSection />
      <div id="leader-resources" className={shared.tint}>
        {leaderResources}
      </div>
      <UpcomingResourcesSection />
      <LeaderTestimonialsSection />
      <CustomRequestSection />
    </>
  );
}
