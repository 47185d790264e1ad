import { Button, Group } from '@mantine/core';
import type { ChapterPlace } from './bible-places';

interface ChapterStepperProps {
  previous: ChapterPlace | null;
  next: ChapterPlace | null;
  onGo: (place: ChapterPlace) => void;
}

/** Previous and Next chapter across the whole Bible; each says where it leads. */
export function ChapterStepper({ previous, next, onGo }: ChapterStepperProps) {
  return (
    <Group justify="space-between" gap="sm">
      <Button
        variant="default"
        disabled={!previous}
        onClick={() => previous && onGo(previous)}
        title={previous ? `${previous.book} ${previous.chapter}` : undefined}
        leftSection={<span aria-hidden="true">←</span>}
      >
        Previous
      </Button>
      <Button
        variant="default"
        disabled={!next}
        onClick={() => next && onGo(next)}
        title={next ? `${next.book} ${next.chapter}` : undefined}
        rightSection={<span aria-hidden="true">→</span>}
      >
        Next
      </Button>
    </Group>
  );
}
