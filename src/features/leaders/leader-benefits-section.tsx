import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { leaderBenefits } from '@/content/leaders';
import { LeaderBenefitCard } from './leader-benefit-card';
import shared from '@/features/layout/page-blocks.module.css';

/** Six reasons the resources serve leaders well. */
export function LeaderBenefitsSection() {
  return (
    <section aria-labelledby="benefits-heading" className={shared.section}>
      <Container size="lg">
        <Title order={2} id="benefits-heading" ta="center">
          Equipping You to Serve
        </Title>
        <Text c="gray.7" size="lg" ta="center" mt="sm" className={shared.centredLead}>
          Ministry is demanding. We want to lighten your load so you can spend more time with God and with your people.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" mt="xl">
          {leaderBenefits.map((benefit) => (
            <LeaderBenefitCard key={benefit.id} benefit={benefit} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
