import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { membershipPlans } from '@/content/breakthrough-circle';
import { BreakthroughPlanCard } from './breakthrough-plan-card';
import classes from './breakthrough.module.css';

/** /breakthrough-circle#membership: the Monthly and Annual options. */
export function BreakthroughMembership() {
  return (
    <section id="membership" aria-labelledby="membership-heading" className={classes.membership}>
      <Container size="md">
        <Title order={2} id="membership-heading" ta="center" className={classes.membershipTitle}>
          Become a Member
        </Title>
        <Text size="lg" ta="center" mt="sm" className={classes.membershipLead}>
          Membership opens every member-only teaching, live call and prayer circle, and helps keep this ministry
          reaching people around the world. Cancel any time.
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg" mt="xl">
          {membershipPlans.map((plan) => (
            <BreakthroughPlanCard key={plan.id} plan={plan} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
