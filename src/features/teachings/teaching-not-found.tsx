import { IconBook2 } from '@tabler/icons-react';
import { ItemNotFound } from '@/components/item-not-found';

/** /teachings/<unknown>: no such teaching. */
export function TeachingNotFound() {
  return (
    <ItemNotFound
      title="Teaching Not Found"
      message="The teaching you're looking for doesn't exist or has been moved."
      icon={<IconBook2 size={40} stroke={1.5} />}
      back={{ to: '/teachings', label: 'Back to Teachings' }}
    />
  );
}
