import { Anchor, Button, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import type { LeaderResourceGuide } from '@/content/leader-resource-guides';
import { leaderResources } from '@/content/leader-resources';
import { ArticleSection } from '@/components/article-section';
import { ComingSoonBanner } from '@/components/coming-soon';
import { LeaderResourceFacts } from './leader-resource-facts';
import classes from './leader-resource-page.module.css';
import { LazyScriptureText } from '@/components/lazy-scripture-text';

const recorded = new Set(['video', 'audio']);

/** The substance of a leader resource: scriptures, outline and how to use it, with a side panel. */
export function LeaderResourceBody({ resource }: { resource: LeaderResourceGuide }) {
  const related = leaderResources.filter((other) => other.category === resource.category && other.id !== resource.id);
  const isRecording = recorded.has(resource.type);

  return (
    <Container size="lg" className={classes.body}>
      <div className={classes.main}>
        <ArticleSection headingId="scriptures-heading" title="Key Scriptures">
          <dl className={classes.scriptures}>
            {resource.keyScriptures.map((scripture) => (
              <div key={scripture.reference} className={classes.scripture}>
                <dt>
                  <LazyScriptureText text={scripture.reference} />
                </dt>
                <dd>{scripture.note}</dd>
              </div>
            ))}
          </dl>
        </ArticleSection>

        <ArticleSection headingId="outline-heading" title="Outline">
          <Stack gap="md">
            {resource.outline.map((part) => (
              <Paper key={part.heading} withBorder radius="md" p="md">
                <Title order={3} className={classes.partTitle}>
                  {part.heading}
                </Title>
                <List size="sm" mt="xs" spacing={4}>
                  {part.points.map((point) => (
                    <List.Item key={point}>
                      <LazyScriptureText text={point} />
                    </List.Item>
                  ))}
                </List>
              </Paper>
            ))}
          </Stack>
        </ArticleSection>

        <ArticleSection headingId="how-to-use-heading" title="How to Use It">
          <List type="ordered" spacing="xs">
            {resource.howToUse.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </ArticleSection>
      </div>

      <aside className={classes.aside} aria-label="About this resource">
        <Paper withBorder radius="lg" p="lg">
          <LeaderResourceFacts resource={resource} />
          {isRecording ? (
            <Stack gap="sm" mt="lg">
              <Text size="sm">The recording is being prepared. The notes on this page are ready to use today.</Text>
              <ComingSoonBanner />
            </Stack>
          ) : (
            <Button
              mt="lg"
              fullWidth
              variant="light"
              leftSection={<IconPrinter size={18} aria-hidden="true" />}
              onClick={() => window.print()}
              className={classes.noPrint}
            >
              Print This Guide
            </Button>
          )}
        </Paper>

        {related.length > 0 ? (
          <Paper withBorder radius="lg" p="lg" mt="lg" className={classes.noPrint}>
            <Title order={2} className={classes.asideTitle}>
              More Like This
            </Title>
            <List spacing="xs" mt="sm" listStyleType="none" className={classes.relatedList}>
              {related.map((other) => (
                <List.Item key={other.id}>
                  <Anchor component={Link} to={other.link}>
                    {other.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
            <Text size="sm" c="gray.7" mt="md">
              Need something written for your congregation?{' '}
              <Anchor component={Link} to="/spiritual-leaders" hash="custom-resources" underline="always">
                Request a custom resource
              </Anchor>
              .
            </Text>
          </Paper>
        ) : null}

        <Button component={Link} to="/resources" variant="subtle" mt="lg" className={classes.noPrint}>
          Browse all resources
        </Button>
      </aside>
    </Container>
  );
}
