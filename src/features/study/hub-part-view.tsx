import { Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import type { HubPart } from './hub-data';

interface HubPartViewProps<T> {
  part: HubPart<T>;
  /** What is loading, in words: "Loading your streak". */
  loadingLabel: string;
  /** What could not be loaded, in a sentence, under the toast that already said so. */
  failure: string;
  children: (data: T) => ReactNode;
}

/** A part of the hub: its spinner while it loads, a sentence and Try Again when it failed, else its content. */
export function HubPartView<T>({ part, loadingLabel, failure, children }: HubPartViewProps<T>) {
  if (part.status === 'pending') return <LoadingStatus label={loadingLabel} py="md" />;
  if (part.status === 'error') {
    return (
      <Stack gap="xs" align="flex-start">
        <Text c="gray.7">{failure}</Text>
        <Button variant="light" size="xs" onClick={part.retry}>
          Try Again
        </Button>
      </Stack>
    );
  }
  return children(part.data);
}
