import { Badge, Card, Group, Image, Text, Title } from '@mantine/core';
import type { PremiumResource } from '@/content/breakthrough-circle';
import { premiumResourceTypeLabels } from '@/content/breakthrough-circle';
import { ministry } from '@/content/ministry';
import { BreakthroughAccessButton } from './breakthrough-access-button';
import { BreakthroughTags } from './breakthrough-tags';
import { formatPrice } from './breakthrough-price';
import shared from '@/features/layout/page-blocks.module.css';
import classes from './breakthrough.module.css';

/** A premium community resource with its price; bought on the community platform. */
export function BreakthroughPremiumCard({ resource }: { resource: PremiumResource }) {
  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={shared.stackedCard}>
      <Card.Section>
        <Image src={resource.thumbnail} alt="" h={130} />
      </Card.Section>
      <Group justify="space-between" gap="xs" mt="md">
        <Badge variant="light" color="covenant">
          {premiumResourceTypeLabels[resource.type]}
        </Badge>
        <Text fw={700} size="lg" c="covenant.9" className={classes.price}>
          {formatPrice(resource.price)}
        </Text>
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
      <BreakthroughAccessButton href={ministry.links.community.href} resourceTitle={resource.title} variant="filled">
        Get Access
      </BreakthroughAccessButton>
    </Card>
  );
}
