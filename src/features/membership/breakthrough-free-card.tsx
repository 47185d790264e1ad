import { Badge } from '@mantine/core';
import type { FreeResource } from '@/content/breakthrough-circle';
import { freeResourceTypeLabels } from '@/content/breakthrough-circle';
import { BreakthroughAccessButton } from './breakthrough-access-button';
import { BreakthroughResourceCard } from './breakthrough-resource-card';

/** A free community resource. */
export function BreakthroughFreeCard({ resource }: { resource: FreeResource }) {
  return (
    <BreakthroughResourceCard
      resource={resource}
      typeLabel={freeResourceTypeLabels[resource.type]}
      highlight={
        <Badge variant="filled" color="teal.9">
          Free
        </Badge>
      }
    >
      <BreakthroughAccessButton href={resource.download} resourceTitle={resource.title}>
        Access Free
      </BreakthroughAccessButton>
    </BreakthroughResourceCard>
  );
}
