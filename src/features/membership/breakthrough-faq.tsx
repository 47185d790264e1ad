import { Container, Title } from '@mantine/core';
import { breakthroughFaq } from '@/content/breakthrough-circle';
import { FaqAccordion } from '@/features/layout/faq-accordion';
import shared from '@/features/layout/page-blocks.module.css';

/** Four common questions about the community and membership. */
export function BreakthroughFaq() {
  return (
    <section aria-labelledby="breakthrough-faq-heading" className={shared.section}>
      <Container size="md">
        <Title order={2} id="breakthrough-faq-heading" ta="center">
          Frequently Asked Questions
        </Title>
        <FaqAccordion entries={breakthroughFaq} />
      </Container>
    </section>
  );
}
