import { Button, Group } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { contentMessages, downloadFileName, type DownloadFormat } from '@server/contracts/content';

/** The address the server answers a download at (it needs the session cookie, which a plain link sends). */
export function contentDownloadPath(id: number, format: DownloadFormat): string {
  return `/api/content/${id}/download?format=${format}`;
}

const formats: { format: DownloadFormat; label: string; says: string }[] = [
  { format: 'md', label: contentMessages.download, says: 'Download Markdown' },
  { format: 'docx', label: 'Word', says: 'Download Word' },
  { format: 'pdf', label: 'PDF', says: 'Download PDF' },
];

/** Download (Markdown, named from the title as members.md section 9 says), then Word and PDF. */
export function DownloadLinks({ id, title, size = 'sm' }: { id: number; title: string; size?: 'xs' | 'sm' }) {
  return (
    <Group gap="xs">
      {formats.map(({ format, label, says }, index) => (
        <Button
          key={format}
          component="a"
          size={size}
          variant={index === 0 ? 'filled' : 'light'}
          href={contentDownloadPath(id, format)}
          download={downloadFileName(title, format)}
          leftSection={<IconDownload size={16} aria-hidden="true" />}
          aria-label={`${says}: ${title}`}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
