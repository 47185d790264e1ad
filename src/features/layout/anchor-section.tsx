import { Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './anchor-section.module.css';

interface AnchorSectionProps {
  /** The element id that links such as /about#team scroll to. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A titled section that is the target of an in-page link. */
export function AnchorSection({ id, title, children }: AnchorSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={classes.section}>
      <Container size="md">
        <Title order={2} id={headingId}>
          {title}
        </Title>
        <Text mt="sm" c="dimmed" size="lg">
          {children}
        </Text>
      </Container>
    </section>
  );
}
