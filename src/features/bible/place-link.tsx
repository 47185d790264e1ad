import { Anchor, type AnchorProps } from '@mantine/core';
import { createLink } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import type { VersePlace } from './bible-places';

type TextAnchorProps = AnchorProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

function TextAnchor(props: TextAnchorProps) {
  return <Anchor {...props} />;
}

const RouterAnchor = createLink(TextAnchor);

interface PlaceLinkProps extends Pick<AnchorProps, 'size' | 'fw'> {
  place: VersePlace;
  children: ReactNode;
}

/** A link that opens the reader at a place, keeping the translation and plan already in the URL. */
export function PlaceLink({ place, children, size, fw }: PlaceLinkProps) {
  return (
    <RouterAnchor
      size={size}
      fw={fw}
      from="/bible-reading"
      to="/bible-reading"
      search={(current) => ({ ...current, book: place.book, chapter: place.chapter, verse: place.verse })}
    >
      {children}
    </RouterAnchor>
  );
}
