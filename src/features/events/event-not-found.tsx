import { IconCalendarQuestion } from '@tabler/icons-react';
import { ItemNotFound } from '@/components/item-not-found';

/** /events/<unknown>: no such event. */
export function EventNotFound() {
  return (
    <ItemNotFound
      title="Event Not Found"
      message="The event you're looking for doesn't exist or has been moved."
      icon={<IconCalendarQuestion size={40} stroke={1.5} />}
      back={{ to: '/events', label: 'Back to Events' }}
    />
  );
}
