import { SimpleGrid } from '@mantine/core';
import { leaderBenefits } from '@/content/leaders';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { LeaderBenefitCard } from './leader-benefit-card';

/** Six reasons the resources serve leaders well. */
export function LeaderBenefitsSection() {
  return (
    <PageSection labelledBy="benefits-heading" spacing="even">
      <SectionHeading id="benefits-heading" title="Equipping You to Serve">
        Ministry is demanding. We want to lighten your load so you can spend more time with God and with your people.
      </SectionHeading>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
        {leaderBenefits.map((benefit) => (
          <LeaderBenefitCard key={benefit.id} benefit={benefit} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
