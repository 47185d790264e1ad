import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import type { UpcomingResource } from '@/content/leaders';
import { upcomingResourceTypeLabels } from '@/content/leaders';
import { SubscribeDialogButton } from '@/components/newsletter/subscribe-dialog-button';
import { formatReleaseMonth } from './format-release-month';
import shared from '@/components/page-blocks.module.css';

/** A resource being written: type, release month and a Get Notified button. */
export function UpcomingResourceCard({ resource }: { resource: UpcomingResource }) {
  return (
    <Paper withBorder radius="lg" p="lg" className={shared.stackedCard}>
      <Group justify="space-between" gap="xs">
        <Badge color="covenant" variant="light">
          {upcomingResourceTypeLabels[resource.type]}
        </Badge>
        <Group gap={6} c="gold.9">
          <IconCalendarEvent size={18} aria-hidden="true" />
          <Text size="sm" fw={600}>
            <time dateTime={resource.releaseDate.slice(0, 7)}>{formatReleaseMonth(resource.releaseDate)}</time>
          </Text>
        </Group>
      </Group>
      <Title order={3} className={shared.cardTitle} mt="md">
        {resource.title}
      </Title>
      <Text c="gray.7" size="sm" mt="xs" className={shared.grow}>
        {resource.description}
      </Text>
      <SubscribeDialogButton mt="lg" radius="xl" variant="light">
        Get Notified
      </SubscribeDialogButton>
    </Paper>
  );
}
