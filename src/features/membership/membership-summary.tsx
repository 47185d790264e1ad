import { Divider, Group, List, Paper, Text, Title } from '@mantine/core';
import { MEMBERSHIP_PLANS, type MembershipPlanId } from '@server/contracts/membership';
import { membershipPlans } from '@/content/breakthrough-circle';
import { membershipTerms } from '@/content/membership-terms';
import { formatCents } from '@/lib/money';
import classes from './membership-checkout.module.css';

/** What the chosen plan includes and what is charged today. */
export function MembershipSummary({ planId }: { planId: MembershipPlanId }) {
  const plan = MEMBERSHIP_PLANS[planId];
  const perks = membershipPlans.find((candidate) => candidate.id === planId)?.perks ?? [];
  const price = formatCents(plan.priceCents);
  return (
    <Paper component="section" withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} className={classes.summary} aria-labelledby="membership-summary-heading">
      <Title order={2} size="h3" id="membership-summary-heading">
        Order summary
      </Title>
      <Group justify="space-between" mt="md">
        <Text fw={600}>Breakthrough Circle {plan.name}</Text>
        <Text fw={600}>
          {price} per {plan.interval}
        </Text>
      </Group>
      <List size="sm" spacing={4} mt="sm">
        {perks.map((perk) => (
          <List.Item key={perk}>{perk}</List.Item>
        ))}
      </List>
      <Divider my="md" />
      <Group justify="space-between">
        <Text fw={700}>Due today</Text>
        <Text fw={700} data-testid="membership-total">
          {price}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" mt="sm">
        {membershipTerms.note(plan.interval)}
      </Text>
    </Paper>
  );
}
