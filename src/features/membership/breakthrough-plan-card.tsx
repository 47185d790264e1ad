import { Badge, Group, List, Paper, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { ButtonLink } from '@/components/button-link';
import type { MembershipPlan } from '@/content/breakthrough-circle';
import { formatUsd } from '@/lib/money';
import shared from '@/components/page-blocks.module.css';
import classes from './breakthrough.module.css';

/** One membership option with its price, what it includes and a join button to the checkout. */
export function BreakthroughPlanCard({ plan }: { plan: MembershipPlan }) {
  const featured = plan.savings !== undefined;
  return (
    <Paper radius="lg" p="xl" withBorder className={featured ? classes.planFeatured : classes.plan}>
      <Group justify="space-between" gap="xs">
        <Title order={3} className={classes.planName}>
          {plan.name}
        </Title>
        {plan.savings ? (
          <Badge color="gold.4" c="dark.8" variant="filled">
            {plan.savings}
          </Badge>
        ) : null}
      </Group>
      <Text mt="md">
        <span className={classes.planPrice}>{formatUsd(plan.price)}</span>{' '}
        <Text span c="gray.7">
          per {plan.interval}
        </Text>
      </Text>
      <List
        mt="lg"
        spacing="xs"
        size="sm"
        className={shared.grow}
        icon={
          <ThemeIcon size={20} radius="xl" color={featured ? 'gold.4' : 'covenant'} c={featured ? 'dark.8' : undefined}>
            <IconCheck size={14} aria-hidden="true" />
          </ThemeIcon>
        }
      >
        {plan.perks.map((perk) => (
          <List.Item key={perk}>{perk}</List.Item>
        ))}
      </List>
      <ButtonLink
        to="/membership-checkout"
        search={{ plan: plan.id }}
        size="md"
        radius="xl"
        mt="xl"
        fullWidth
        color={featured ? 'gold.4' : 'covenant'}
        c={featured ? 'dark.8' : undefined}
      >
        Join {plan.name}
        {' '}<VisuallyHidden>membership</VisuallyHidden>
      </ButtonLink>
    </Paper>
  );
}
