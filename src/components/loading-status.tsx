import { Center, Loader, Stack, Text, VisuallyHidden, type BoxProps, type MantineSize } from '@mantine/core';

interface LoadingStatusProps extends Pick<BoxProps, 'py' | 'mih'> {
  /** What is loading, in words ('Loading prayer requests'): what screen readers hear. */
  label: string;
  /** Shows the words under the spinner as well; they are read either way. */
  showLabel?: boolean;
  size?: MantineSize;
}

/**
 * The one loading indicator of the app: a role="status" region that says in words what is loading. The
 * spinner is decoration, hidden from assistive technology, and never carries a label of its own (a plain
 * element may not: axe's aria-prohibited-attr).
 */
export function LoadingStatus({ label, showLabel = false, size = 'md', py = 'xl', mih }: LoadingStatusProps) {
  return (
    <Center role="status" py={py} mih={mih}>
      <Stack align="center" gap="md">
        <Loader size={size} aria-hidden="true" />
        {showLabel ? <Text c="gray.7">{label}</Text> : <VisuallyHidden>{label}</VisuallyHidden>}
      </Stack>
    </Center>
  );
}
