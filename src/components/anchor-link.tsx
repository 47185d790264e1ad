import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type TextAnchorProps = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

function TextAnchor(props: TextAnchorProps) {
  return <Anchor {...props} />;
}

const RouterTextAnchor = createLink(TextAnchor);

/** A Mantine text link that is a router link, with typed `to`, `search` and `hash`. */
export const AnchorLink: LinkComponent<typeof TextAnchor> = (props) => <RouterTextAnchor {...props} />;
