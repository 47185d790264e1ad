import { Anchor, Container, List, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { ArticleSection } from '@/components/article-section';
import { PageHero } from '@/components/page-hero';
import classes from './legal.module.css';

export interface LegalSection {
  id: string;
  title: string;
  content: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  eyebrow: string;
  summary: string;
  effectiveDate: string;
  sections: readonly LegalSection[];
}

export const EFFECTIVE_DATE = 'November 21, 2026';

/** A policy page: hero, effective date, a table of contents and numbered sections. */
export function LegalDocument({ title, eyebrow, summary, effectiveDate, sections }: LegalDocumentProps) {
  return (
    <>
      <PageHero title={title} eyebrow={eyebrow}>
        {summary}
      </PageHero>
      <Container size="md" className={classes.body}>
        <Text fw={600} c="covenant.8">
          Effective date: {effectiveDate}
        </Text>
        <Paper component="nav" aria-label="On this page" withBorder radius="md" p="lg" mt="lg" className={classes.toc}>
          <Text fw={700} size="sm" tt="uppercase" c="gray.7" className={classes.tocTitle}>
            On this page
          </Text>
          <List type="ordered" spacing={4} mt="xs" size="sm" className={classes.tocList}>
            {sections.map((section) => (
              <List.Item key={section.id}>
                <Anchor href={`#${section.id}`}>{section.title}</Anchor>
              </List.Item>
            ))}
          </List>
        </Paper>
        {sections.map((section, index) => (
          <ArticleSection
            key={section.id}
            id={section.id}
            headingId={`${section.id}-heading`}
            title={`${index + 1}. ${section.title}`}
            className={classes.section}
          >
            <div className={classes.prose}>{section.content}</div>
          </ArticleSection>
        ))}
      </Container>
    </>
  );
}
