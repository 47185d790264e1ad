import { LeaderResourcesSection } from '@/features/leader-resources/leader-resources-section';
import { CustomRequestSection } from './custom-request-section';
import { LeaderBenefitsSection } from './leader-benefits-section';
import { LeaderTestimonialsSection } from './leader-testimonials-section';
import { LeadersHero } from './leaders-hero';
import { UpcomingResourcesSection } from './upcoming-resources-section';
import shared from '@/features/layout/page-blocks.module.css';

/** /spiritual-leaders: resources, what is coming, what leaders say, and custom requests. */
export function SpiritualLeadersPage() {
  return (
    <>
      <LeadersHero />
      <LeaderBenefitsSection />
      <div id="leader-resources" className={shared.tint}>
        <LeaderResourcesSection />
      </div>
      <UpcomingResourcesSection />
      <LeaderTestimonialsSection />
      <CustomRequestSection />
    </>
  );
}
