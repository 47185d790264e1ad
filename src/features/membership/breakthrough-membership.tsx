import { SimpleGrid } from '@mantine/core';
import { membershipPlans } from '@/content/breakthrough-circle';
import { membershipTerms } from '@/content/membership-terms';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { BreakthroughPlanCard } from './breakthrough-plan-card';

/** /breakthrough-circle#membership: the Monthly and Annual options. */
export function BreakthroughMembership() {
  return (
    <PageSection id="membership" labelledBy="membership-heading" tone="deep" spacing="even" size="md">
      <SectionHeading id="membership-heading" title="Become a Member" tone="dark">
        Membership opens every member-only teaching, live call and prayer circle, and helps keep this ministry
        reaching people around the world. {membershipTerms.lead}
      </SectionHeading>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {membershipPlans.map((plan) => (
          <BreakthroughPlanCard key={plan.id} plan={plan} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
