import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-hero.module.css';

interface PageHeroProps {
  /** The page's one h1. */
  title: string;
  /** A short line above the title, in the accent colour. */
  eyebrow?: string;
  /** One sentence saying what the page is for. */
  children: ReactNode;
}

/** The heading band every page opens with. */
export function PageHero({ title, eyebrow, children }: PageHeroProps) {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="md" className={classes.inner}>
        {eyebrow ? <Text className={classes.eyebrow}>{eyebrow}</Text> : null}
        <Title order={1} id="page-title" className={classes.title}>
          {title}
        </Title>
        <Text className={classes.lead}>{children}</Text>
      </Container>
    </section>
  );
}
