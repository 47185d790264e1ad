import { VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

/** Goes inside a link that opens another site in a new tab: a small icon, and the words for screen readers. */
export function NewTabHint({ withIcon = true }: { withIcon?: boolean }) {
  return (
    <>
      {withIcon ? (
        <IconExternalLink size={16} stroke={1.8} aria-hidden="true" style={{ marginInlineStart: 6, flexShrink: 0 }} />
      ) : null}
      {' '}
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </>
  );
}
