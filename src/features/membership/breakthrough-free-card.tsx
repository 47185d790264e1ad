import { Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import type { FreeResource } from '@/content/breakthrough-circle';
import { freeResourceTypeLabels } from '@/content/breakthrough-circle';
import { BreakthroughAccessButton } from './breakthrough-access-button';
import { BreakthroughTags } from './breakthrough-tags';
import shared from '@/features/layout/page-blocks.module.css';

/** A free community resource. */
export function BreakthroughFreeCard({ resource }: { resource: FreeResource }) {
  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={shared.stackedCard}>
      <Card.Section>
        <Image src={resource.thumbnail} alt="" h={130} />
      </Card.Section>
      <Group justify="space-between" gap="xs" mt="md">
        <Badge variant="light" color="covenant">
          {freeResourceTypeLabels[resource.type]}
        </Badge>
        <Badge variant="filled" color="teal.9">
          Free
        </Badge>
      </Group>
      <Title order={3} className={shared.smallCardTitle} mt="sm">
        {resource.title}
      </Title>
      <Text size="sm" c="gray.7" mt="xs" className={shared.grow}>
        {resource.description}
      </Text>
      <Text size="xs" fw={600} c="covenant.8" mt="sm">
        {resource.format}
      </Text>
      <BreakthroughTags tags={resource.tags} />
      <BreakthroughAccessButton href={resource.download} resourceTitle={resource.title}>
        Access Free
      </BreakthroughAccessButton>
    </Card>
  );
}
