import { Container, Stack, Text, Title } from '@mantine/core';
import { NewsletterForm } from './newsletter-form';

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
          <NewsletterForm idPrefix={id} />
        </Stack>
      </Container>
    </section>
  );
}
