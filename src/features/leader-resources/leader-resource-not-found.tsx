import { IconBookOff } from '@tabler/icons-react';
import { ItemNotFound } from '@/components/item-not-found';

/** Shown at /resources/{slug} when no resource has that slug. */
export function LeaderResourceNotFound() {
  return (
    <ItemNotFound
      title="Resource Not Found"
      message="The resource you’re looking for doesn’t exist or has been moved."
      icon={<IconBookOff size={40} stroke={1.5} />}
      back={{ to: '/resources', label: 'Browse Resources', withArrow: false }}
      setsDocumentTitle={false}
    />
  );
}
