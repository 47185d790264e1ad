import { Anchor, Badge, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { LeaderResourceGuide } from '@/content/leader-resources';
import { leaderCategoryLabel, leaderResourceTypeLabels } from '@/content/leader-resources';
import classes from './leader-resource-page.module.css';

/** The heading band of a leader resource page: a way back, title, type, category and summary. */
export function LeaderResourceHero({ resource }: { resource: LeaderResourceGuide }) {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="lg" className={classes.heroInner}>
        <div className={classes.heroText}>
          <Anchor component={Link} to="/spiritual-leaders" className={classes.back}>
            <IconArrowLeft size={16} aria-hidden="true" />
            Resources for Ministry Leaders
          </Anchor>
          <Group gap="xs" mt="lg">
            <Badge color="gold.4" c="dark.8" variant="filled">
              {leaderResourceTypeLabels[resource.type]}
            </Badge>
            <Badge color="white" c="covenant.8" variant="filled">
              {leaderCategoryLabel(resource.category)}
            </Badge>
          </Group>
          <Title order={1} id="page-title" className={classes.title} mt="md">
            {resource.title}
          </Title>
          <Text className={classes.lead}>{resource.description}</Text>
        </div>
        <img src={resource.image} alt="" className={classes.heroArt} width={400} height={240} />
      </Container>
    </section>
  );
}
