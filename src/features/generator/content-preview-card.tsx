import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconShoppingCart } from '@tabler/icons-react';
import { contentMessages, type ContentPreview } from '@server/contracts/content';
import { formatCents } from '@/lib/money';
import { ContentBadges } from './content-badges';
import { ContentExcerpt } from './content-markdown';

interface ContentPreviewCardProps {
  preview: ContentPreview;
  /** Creating the payment: Purchase waits. */
  purchasing: boolean;
  onBack: () => void;
  onPurchase: () => void;
}

/** The preview (members.md section 3's fields), the server's price, and the way back or on to pay. */
export function ContentPreviewCard({ preview, purchasing, onBack, onPurchase }: ContentPreviewCardProps) {
  const titleId = 'content-preview-title';
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md">
        <ContentBadges type={preview.type} estimatedDuration={preview.estimatedDuration} writer={preview.writer} />
        <Title order={3} id={titleId}>
          {preview.title}
        </Title>

        <Stack gap={4}>
          <Title order={4} size="h5">
            Outline
          </Title>
          <List type="ordered" spacing={2}>
            {preview.outline.map((part, index) => (
              <List.Item key={index}>{part}</List.Item>
            ))}
          </List>
        </Stack>

        <Stack gap={4}>
          <Title order={4} size="h5">
            Preview
          </Title>
          <ContentExcerpt content={preview.previewContent} />
        </Stack>

        {preview.previewDiscussionQuestions.length > 0 ? (
          <Stack gap={4}>
            <Title order={4} size="h5">
              Discussion questions
            </Title>
            <List spacing={2}>
              {preview.previewDiscussionQuestions.map((question, index) => (
                <List.Item key={index}>{question}</List.Item>
              ))}
            </List>
          </Stack>
        ) : null}

        <Group justify="space-between" align="center" gap="md" mt="sm">
          <Text fz={24} fw={700} c="covenant.8">
            {`Price: ${formatCents(preview.priceCents)}`}
          </Text>
          <Group gap="sm">
            <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden="true" />} onClick={onBack}>
              {contentMessages.backToEdit}
            </Button>
            <Button leftSection={<IconShoppingCart size={16} aria-hidden="true" />} onClick={onPurchase} disabled={purchasing}>
              {purchasing ? 'Preparing payment...' : contentMessages.purchase}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
