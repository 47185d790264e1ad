import { Title } from '@mantine/core';
import { Suspense, type ReactNode } from 'react';
import classes from './article-section.module.css';

interface ArticleSectionProps {
  /** Anchor id of the section, e.g. for a table of contents. */
  id?: string;
  /** Id of the h2 that names the section. */
  headingId: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled part of an article or an item's page (a teaching, a guide, a policy): its h2 drawn at h3 size. */
export function ArticleSection({ id, headingId, title, className, children }: ArticleSectionProps) {
  return (
    // A Suspense boundary, so each part of a long article hydrates in a slice of its own (as PageSection).
    <Suspense>
      <section id={id} aria-labelledby={headingId} className={className}>
        <Title order={2} id={headingId} className={classes.title}>
          {title}
        </Title>
        {children}
      </section>
    </Suspense>
  );
}
