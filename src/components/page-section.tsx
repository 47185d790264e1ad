import { Container } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import classes from './page-section.module.css';

interface PageSectionProps {
  /** Anchor id of the section, for links such as /contact#location. */
  id?: string;
  /** Id of the heading that names the section. */
  labelledBy: string;
  /**
   * Background: plain white, a soft blue tint, warm cream, blue or cream fading into white, or the deep
   * brand blue (its text turns white).
   */
  tone?: 'white' | 'tint' | 'cream' | 'tint-fade' | 'cream-fade' | 'deep';
  /** 'roomy' bands grow from 64 to 96 px on wide screens; 'even' ones keep 64 px; 'snug' is 40 px. */
  spacing?: 'roomy' | 'even' | 'snug';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** A section's own touch on top of the band (a background of its own, a scroll offset). */
  className?: string;
  children: ReactNode;
}

/**
 * One band of a page: a named <section> with an even vertical rhythm around a centred container. Each band
 * is a Suspense boundary, so React hydrates a prerendered page's bands one by one after its header and hero,
 * in slices it can interrupt for a click (selective hydration), instead of the whole page in one task.
 */
export function PageSection({
  id,
  labelledBy,
  tone = 'white',
  spacing = 'roomy',
  size = 'lg',
  className,
  children,
}: PageSectionProps) {
  const sectionClass = className ? `${classes.section} ${className}` : classes.section;
  return (
    <Suspense>
      <section id={id} aria-labelledby={labelledBy} className={sectionClass} data-tone={tone} data-spacing={spacing}>
        <Container size={size}>{children}</Container>
      </section>
    </Suspense>
  );
}
