import { Anchor, Badge, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { LeaderResourceGuide } from '@/content/leader-resource-guides';
import { leaderCategoryLabel, leaderResourceTypeLabels } from '@/content/leader-resources';
import { HeroBanner } from '@/components/hero-banner';
import classes from './leader-resource-page.module.css';

/** The heading band of a leader resource page: a way back, title, type, category and summary. */
export function LeaderResourceHero({ resource }: { resource: LeaderResourceGuide }) {
  const wayBackAndBadges = (
    <>
      <Anchor component={Link} to="/spiritual-leaders" className={classes.back}>
        <IconArrowLeft size={16} aria-hidden="true" />
        Resources for Ministry Leaders
      </Anchor>
      <Group gap="xs" mt="lg" mb="md">
        <Badge color="gold.4" c="dark.8" variant="filled">
          {leaderResourceTypeLabels[resource.type]}
        </Badge>
        <Badge color="white" c="covenant.8" variant="filled">
          {leaderCategoryLabel(resource.category)}
        </Badge>
      </Group>
    </>
  );
  return (
    <HeroBanner
      preface={wayBackAndBadges}
      headline={resource.title}
      subtitle={resource.description}
      art={{ src: resource.image, alt: '', width: 400, height: 240 }}
      actions={null}
    />
  );
}
