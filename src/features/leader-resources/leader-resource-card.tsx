import { Anchor, Badge, Card, Group, Image, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { LeaderResource } from '@/content/leader-resources';
import { leaderCategoryLabel, leaderResourceTypeLabels } from '@/content/leader-resources';
import shared from '@/components/page-blocks.module.css';
import classes from './leader-resources.module.css';

/** One resource in the ministry-leaders list, linking to its page. */
export function LeaderResourceCard({ resource }: { resource: LeaderResource }) {
  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={`${shared.stackedCard} ${shared.liftCard}`}>
      <Card.Section>
        <Image src={resource.image} alt="" width={400} height={240} h={150} className={classes.image} />
      </Card.Section>
      <Group gap="xs" mt="md">
        <Badge variant="light" color="covenant">
          {leaderResourceTypeLabels[resource.type]}
        </Badge>
        <Badge variant="light" color="gold" c="gold.9">
          {leaderCategoryLabel(resource.category)}
        </Badge>
      </Group>
      <Title order={3} className={classes.title} mt="sm">
        {resource.title}
      </Title>
      <Text size="sm" c="gray.7" mt="xs" className={classes.description}>
        {resource.description}
      </Text>
      <Anchor component={Link} to={resource.link} fw={600} mt="md" className={classes.link}>
        View Resource
        <VisuallyHidden>: {resource.title}</VisuallyHidden>
        <IconArrowRight size={16} aria-hidden="true" />
      </Anchor>
    </Card>
  );
}
