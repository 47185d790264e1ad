import { Badge, Group } from '@mantine/core';
import { CONTENT_TYPES, type ContentPreview, type ContentType } from '@server/contracts/content';

interface ContentBadgesProps {
  type: ContentType;
  estimatedDuration: string;
  /** Who wrote it: the offline drafter is labelled, the AI model is not. */
  writer: ContentPreview['writer'] | null;
}

/** What a preview or a written text is: its type, its length in minutes, and the offline label when no AI key wrote it. */
export function ContentBadges({ type, estimatedDuration, writer }: ContentBadgesProps) {
  return (
    <Group gap="xs">
      <Badge variant="light">{CONTENT_TYPES[type].productName}</Badge>
      <Badge variant="outline" color="gray">{`Estimated duration: ${estimatedDuration}`}</Badge>
      {writer?.kind === 'offline' ? (
        <Badge variant="light" color="gold.6" c="covenant.9">
          {writer.label}
        </Badge>
      ) : null}
    </Group>
  );
}
