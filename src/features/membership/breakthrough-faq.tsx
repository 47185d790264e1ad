import { breakthroughFaq } from '@/content/breakthrough-circle';
import { FaqAccordion } from '@/components/faq-accordion';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';

/** Four common questions about the community and membership. */
export function BreakthroughFaq() {
  return (
    <PageSection labelledBy="breakthrough-faq-heading" spacing="even" size="md">
      <SectionHeading id="breakthrough-faq-heading" title="Frequently Asked Questions" />
      <FaqAccordion entries={breakthroughFaq} />
    </PageSection>
  );
}
