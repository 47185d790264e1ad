import { Button, type ButtonProps } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { isExternalTarget, type HeroTarget } from './hero-target';
import { NewTabHint } from './new-tab-hint';

export interface HeroButtonOptions {
  label?: string;
  target?: HeroTarget;
  /** An in-page anchor on the target page, e.g. 'volunteer' for /contact#volunteer. */
  hash?: string;
  /** Run an action instead of following a link (the target is then ignored). */
  onClick?: () => void;
}

interface HeroButtonProps extends ButtonProps {
  label: string;
  target: HeroTarget;
  hash?: string;
  onClick?: () => void;
}

/** A hero call to action: an action button, a link to another site (new tab) or a link to a page here. */
export function HeroButton({ label, target, hash, onClick, ...buttonProps }: HeroButtonProps) {
  if (onClick) {
    return (
      <Button {...buttonProps} onClick={onClick}>
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
