import { Alert, Badge, type BadgeProps } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';

export const COMING_SOON_TEXT =
  'COMING SOON: This content is currently being developed and will be available shortly. Check back soon!';
export const FEATURE_COMING_SOON_TEXT = 'This feature is currently under development';

/** The spec's coming-soon notice: 'content' for teachings and resources, 'feature' for unfinished features. */
export function ComingSoonBanner({ variant = 'content' }: { variant?: 'content' | 'feature' }) {
  return (
    <Alert role="note" color="gold" variant="light" icon={<IconHourglassHigh aria-hidden="true" />} radius="md">
      {variant === 'content' ? COMING_SOON_TEXT : FEATURE_COMING_SOON_TEXT}
    </Alert>
  );
}

/** The COMING SOON badge on a card whose media is not published yet. */
export function ComingSoonBadge(props: BadgeProps) {
  return (
    <Badge color="gold.4" variant="filled" c="dark.8" {...props}>
      COMING SOON
    </Badge>
  );
}
