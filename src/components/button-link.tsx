import { Button, type ButtonProps } from '@mantine/core';
import { createLink, type LinkComponent } from '@tanstack/react-router';
import type { AnchorHTMLAttributes, Ref } from 'react';

type ButtonAnchorProps = ButtonProps & AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> };

function ButtonAnchor(props: ButtonAnchorProps) {
  return <Button component="a" {...props} />;
}

const RouterButtonAnchor = createLink(ButtonAnchor);

/** A Mantine button that is a router link, with typed `to`, `search` and `hash`. */
export const ButtonLink: LinkComponent<typeof ButtonAnchor> = (props) => <RouterButtonAnchor {...props} />;
