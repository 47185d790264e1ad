import { Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import shared from '@/components/page-blocks.module.css';
import { BreakthroughTags } from './breakthrough-tags';

interface BreakthroughResourceCardProps {
  resource: { title: string; description: string; format: string; thumbnail: string; tags: readonly string[] };
  typeLabel: string;
  /** Beside the type: the Free badge, or the price. */
  highlight: ReactNode;
  /** The access button. */
  children: ReactNode;
}

/** A community resource, free or premium: artwork, type, title, description, format, tags and access. */
export function BreakthroughResourceCard({ resource, typeLabel, highlight, children }: BreakthroughResourceCardProps) {
  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={shared.stackedCard}>
      <Card.Section>
        <Image src={resource.thumbnail} alt="" width={400} height={240} h={130} />
      </Card.Section>
      <Group justify="space-between" gap="xs" mt="md">
        <Badge variant="light" color="covenant">
          {typeLabel}
        </Badge>
        {highlight}
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
      {children}
    </Card>
  );
}
