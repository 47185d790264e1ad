import { Text } from '@mantine/core';
import type { LeaderResourceGuide } from '@/content/leader-resource-guides';
import { leaderCategoryLabel, leaderResourceTypeLabels } from '@/content/leader-resources';
import classes from './leader-resource-page.module.css';

/** Type, category, audience and length of a leader resource, as a definition list. */
export function LeaderResourceFacts({ resource }: { resource: LeaderResourceGuide }) {
  const facts = [
    ['Type', leaderResourceTypeLabels[resource.type]],
    ['Category', leaderCategoryLabel(resource.category)],
    ['For', resource.audience],
    ['Length', resource.duration],
  ] as const;
  return (
    <dl className={classes.facts}>
      {facts.map(([term, detail]) => (
        <div key={term} className={classes.fact}>
          <Text component="dt" size="xs" fw={700} tt="uppercase" c="covenant.8" className={classes.factTerm}>
            {term}
          </Text>
          <Text component="dd" size="sm">
            {detail}
          </Text>
        </div>
      ))}
    </dl>
  );
}
