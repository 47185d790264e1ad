import { Button, Group, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';

interface MediaDownloadCardProps {
  icon: Icon;
  title: string;
  description: string;
  href: string;
  /** 'Download Notes (PDF)' */
  downloadLabel: string;
  /** What the download is of, for screen readers: the teaching's title. */
  teachingTitle: string;
  children?: ReactNode;
}

/** A file that belongs to a teaching (its PDF notes or MP3 audio), with a download button. */
export function MediaDownloadCard({
  icon: MediaIcon,
  title,
  description,
  href,
  downloadLabel,
  teachingTitle,
  children,
}: MediaDownloadCardProps) {
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Group align="flex-start" wrap="nowrap" gap="lg">
        <ThemeIcon size={56} radius="md" color="covenant.0" c="covenant.7" aria-hidden="true">
          <MediaIcon size={30} stroke={1.6} />
        </ThemeIcon>
        <Stack gap="xs" style={{ flex: 1, minWidth: 0 }}>
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text c="gray.7">{description}</Text>
          {children}
          <div>
            <Button
              component="a"
              href={href}
              download
              radius="xl"
              mt="xs"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
            >
              {downloadLabel}
              <VisuallyHidden>: {teachingTitle}</VisuallyHidden>
            </Button>
          </div>
        </Stack>
      </Group>
    </Paper>
  );
}
