import { Container } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-section.module.css';

interface PageSectionProps {
  /** Anchor id of the section (optional). */
  id?: string;
  /** Id of the heading that names the section. */
  labelledBy: string;
  /** Background: plain white, a soft blue tint, warm cream or the deep brand blue. */
  tone?: 'white' | 'tint' | 'cream' | 'deep';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  children: ReactNode;
}

/** One band of a marketing page: a named <section> with even vertical rhythm. */
export function PageSection({ id, labelledBy, tone = 'white', size = 'lg', children }: PageSectionProps) {
  return (
    <section id={id} aria-labelledby={labelledBy} className={classes.section} data-tone={tone}>
      <Container size={size}>{children}</Container>
    </section>
  );
}
