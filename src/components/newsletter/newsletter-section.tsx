import { Paper } from '@mantine/core';
import { lazyBlock } from '@/lib/lazy-block';
import { LoadingStatus } from '../loading-status';
import { PageSection } from '../page-section';
import { SectionHeading } from '../section-heading';
import { WhenNearViewport } from '../when-near-viewport';

// The form's code (with its schema library, some 35 kB) loads as the visitor scrolls towards it: it sits at
// the foot of the page, and a first visit that never gets there need not download it. Its markup is in the HTML.
const NewsletterForm = lazyBlock('src/components/newsletter/newsletter-form.tsx', () =>
  import('./newsletter-form').then((module) => module.NewsletterForm),
);

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
    <PageSection id={id} labelledBy={`${id}-title`} spacing="snug" size="sm">
      <SectionHeading id={`${id}-title`} title={title} mb="md">
        {description}
      </SectionHeading>
      <WhenNearViewport placeholder={<FormPlaceholder />}>
        <NewsletterForm idPrefix={id} />
      </WhenNearViewport>
    </PageSection>
  );
}

/** Holds the form's place (about its height) while it loads, so the page does not jump. */
function FormPlaceholder() {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} mih={300}>
      <LoadingStatus label="Loading the sign-up form" size="sm" py={0} mih={240} />
    </Paper>
  );
}
