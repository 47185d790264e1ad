import { Badge, Button, Card, Group, Image, Text, Title } from '@mantine/core';
import { IconDownload, IconExternalLink } from '@tabler/icons-react';
import type { Resource } from '@/content/resources';
import { resourceCategories } from '@/content/resource-categories';
import { resourceTypeLabels } from '@/content/resources';
import { ComingSoonBadge } from '@/components/coming-soon';
import { NewTabHint } from '@/components/new-tab-hint';
import shared from '@/components/page-blocks.module.css';
import classes from './resources.module.css';

/** One resource; its button opens the resource in a new tab ('Download' for printable guides). */
export function ResourceCard({ resource }: { resource: Resource }) {
  const categoryLabel = resourceCategories.find((entry) => entry.value === resource.category)?.label;
  const isDownload = resource.type === 'pdf';
  return (
    <Card component="article" withBorder radius="lg" padding="lg" className={shared.stackedCard}>
      {resource.image ? (
        <Card.Section>
          <Image src={resource.image} alt="" width={400} height={240} h={140} />
        </Card.Section>
      ) : null}
      <Group gap="xs" mt="md">
        <Badge variant="light" color="covenant">
          {resourceTypeLabels[resource.type]}
        </Badge>
        {categoryLabel ? (
          <Badge variant="light" color="gold" c="gold.9">
            {categoryLabel}
          </Badge>
        ) : null}
      </Group>
      <Title order={3} className={shared.cardTitle} mt="sm">
        {resource.title}
      </Title>
      <Text size="sm" c="gray.7" mt="xs" className={classes.cardText}>
        {resource.description}
      </Text>
      {resource.comingSoon ? (
        <ComingSoonBadge color="gold.4" mt="md" size="lg" className={classes.cardAction} />
      ) : (
        <Button
          component="a"
          href={resource.link}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          radius="xl"
          mt="md"
          className={classes.cardAction}
          leftSection={
            isDownload ? <IconDownload size={18} aria-hidden="true" /> : <IconExternalLink size={18} aria-hidden="true" />
          }
        >
          {isDownload ? 'Download' : 'Access Resource'}
          <NewTabHint withIcon={false} about={resource.title} />
        </Button>
      )}
    </Card>
  );
}
