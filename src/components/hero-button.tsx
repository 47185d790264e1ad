import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import { isExternalTarget, type HeroTarget } from './hero-target';
import { NewTabHint } from './new-tab-hint';
import classes from './hero-banner.module.css';

export interface HeroButtonOptions {
  label?: string;
  /** A page here or another site; leave it out with `hash` alone for an anchor on this page. */
  target?: HeroTarget;
  /** An in-page anchor, on the target page ('volunteer' for /contact#volunteer) or on this one. */
  hash?: string;
  /** Run an action instead of following the link; with `hash`, a plain #hash link stays the fallback. */
  onClick?: () => void;
  /** An icon before the label. */
  icon?: ReactNode;
}

/** The two looks of a hero call to action, for pages that mount their own buttons in the hero. */
export const heroButtonProps = {
  primary: { size: 'lg', radius: 'xl', color: 'gold.4', c: 'covenant.9', className: classes.button },
  secondary: { size: 'lg', radius: 'xl', variant: 'outline', color: 'white', className: classes.button },
} as const;

interface HeroButtonProps extends HeroButtonOptions {
  label: string;
  look: keyof typeof heroButtonProps;
}

/** A hero call to action: an action, an in-page anchor, another site (new tab) or a page here. */
export function HeroButton({ label, target, hash, onClick, icon, look }: HeroButtonProps) {
  const buttonProps = { ...heroButtonProps[look], leftSection: icon };
  if (onClick && hash) {
    const runInstead = (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      onClick();
    };
    return (
      <Button {...buttonProps} component="a" href={`#${hash}`} onClick={runInstead}>
        {label}
      </Button>
    );
  }
  if (onClick) {
    return (
      <Button {...buttonProps} onClick={onClick}>
        {label}
      </Button>
    );
  }
  if (target === undefined) {
    return (
      <Button {...buttonProps} component="a" href={`#${hash ?? ''}`}>
        {label}
      </Button>
    );
  }
  if (isExternalTarget(target)) {
    return (
      <Button {...buttonProps} component="a" href={target} target="_blank" rel="noopener noreferrer">
        {label}
        <NewTabHint />
      </Button>
    );
  }
  return (
    <Button {...buttonProps} component={Link} to={target} hash={hash}>
      {label}
    </Button>
  );
}
