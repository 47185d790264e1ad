import { Accordion, Container, Title } from '@mantine/core';
import { breakthroughFaq } from '@/content/breakthrough-circle';
import shared from '@/features/layout/page-blocks.module.css';
import classes from './breakthrough.module.css';

/** Four common questions about the community and membership. */
export function BreakthroughFaq() {
  return (
    <section aria-labelledby="breakthrough-faq-heading" className={shared.section}>
      <Container size="md">
        <Title order={2} id="breakthrough-faq-heading" ta="center">
          Frequently Asked Questions
        </Title>
        <Accordion variant="separated" radius="md" mt="xl" order={3}>
          {breakthroughFaq.map((entry) => (
            <Accordion.Item key={entry.question} value={entry.question}>
              <Accordion.Control className={classes.faqQuestion}>{entry.question}</Accordion.Control>
              <Accordion.Panel>{entry.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </section>
  );
}
