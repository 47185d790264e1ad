import { Center, Container, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';

// The form (with its schema library) loads after the page has rendered: it sits below the fold, and the
// pages that show it need not wait for it.
const NewsletterForm = lazy(() => import('./newsletter-form').then((module) => ({ default: module.NewsletterForm })));

interface NewsletterSectionProps {
  /** The section's anchor id (#newsletter on /teachings). */
  id?: string;
  title?: string;
  description?: string;
}

/** The newsletter sign-up section used on the home, teachings, events and resources pages. */
export function NewsletterSection({
  id = 'newsletter',
  title = 'Stay Connected',
  description = 'Receive new teachings, event news and encouragement in your inbox each week.',
}: NewsletterSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-title`}>
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={2} id={`${id}-title`} ta="center">
            {title}
          </Title>
          <Text ta="center" c="dimmed">
            {description}
          </Text>
          <Suspense fallback={<FormPlaceholder />}>
            <NewsletterForm idPrefix={id} />
          </Suspense>
        </Stack>
      </Container>
    </section>
  );
}

/** Holds the form's place (about its height) while it loads, so the page does not jump. */
function FormPlaceholder() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mih={300}>
      <Center mih={240}>
        <Loader size="sm" aria-label="Loading the sign-up form" />
      </Center>
    </Paper>
  );
}
