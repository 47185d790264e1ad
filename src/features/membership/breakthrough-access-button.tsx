import { Button } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { NewTabHint } from '@/components/new-tab-hint';
import classes from './breakthrough.module.css';

interface BreakthroughAccessButtonProps {
  href: string;
  /** The resource's title, so each button has its own accessible name. */
  resourceTitle: string;
  children: ReactNode;
  variant?: 'filled' | 'light';
}

/** Opens a community resource on the external community platform, in a new tab. */
export function BreakthroughAccessButton({ href, resourceTitle, children, variant = 'light' }: BreakthroughAccessButtonProps) {
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      variant={variant}
      radius="xl"
      mt="md"
      className={classes.access}
      rightSection={<IconExternalLink size={16} aria-hidden="true" />}
    >
      {children}
      <NewTabHint withIcon={false} about={resourceTitle} />
    </Button>
  );
}
