import { Text } from '@mantine/core';
import type { PremiumResource } from '@/content/breakthrough-circle';
import { premiumResourceTypeLabels } from '@/content/breakthrough-circle';
import { ministry } from '@/content/ministry';
import { formatUsd } from '@/lib/money';
import { BreakthroughAccessButton } from './breakthrough-access-button';
import { BreakthroughResourceCard } from './breakthrough-resource-card';
import classes from './breakthrough.module.css';

/** A premium community resource with its price; bought on the community platform. */
export function BreakthroughPremiumCard({ resource }: { resource: PremiumResource }) {
  return (
    <BreakthroughResourceCard
      resource={resource}
      typeLabel={premiumResourceTypeLabels[resource.type]}
      highlight={
        <Text fw={700} size="lg" c="covenant.9" className={classes.price}>
          {formatUsd(resource.price)}
        </Text>
      }
    >
      <BreakthroughAccessButton href={ministry.links.community.href} resourceTitle={resource.title} variant="filled">
        Get Access
      </BreakthroughAccessButton>
    </BreakthroughResourceCard>
  );
}
