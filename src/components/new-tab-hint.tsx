import { VisuallyHidden } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';

const NEW_TAB_DESCRIPTION_ID = 'opens-in-new-tab';

interface NewTabHintProps {
  withIcon?: boolean;
  /** What the link opens, for links whose visible label is generic ('Download', 'Access Resource'). */
  about?: string;
}

/** Goes inside a link that opens another site in a new tab: a small icon, and the words for screen readers. */
export function NewTabHint({ withIcon = true, about }: NewTabHintProps) {
  return (
    <>
      {withIcon ? (
        <IconExternalLink size={16} stroke={1.8} aria-hidden="true" style={{ marginInlineStart: 6, flexShrink: 0 }} />
      ) : null}
      {about === undefined ? ' ' : null}
      <VisuallyHidden>{about === undefined ? '' : `: ${about} `}(opens in a new tab)</VisuallyHidden>
    </>
  );
}

/**
 * For new-tab links whose accessible name must stay their label alone (menus, footer lists, icon buttons):
 * they point `aria-describedby` at the one description that the root layout renders.
 */
export const newTabDescription = { 'aria-describedby': NEW_TAB_DESCRIPTION_ID } as const;

export function NewTabDescription() {
  return (
    <span id={NEW_TAB_DESCRIPTION_ID} hidden>
      Opens in a new tab
    </span>
  );
}
