import { Accordion } from '@mantine/core';
import classes from './faq-accordion.module.css';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** Questions and answers, one open at a time, questions as h3 under the section's h2. */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion variant="separated" radius="md" mt="xl" order={3}>
      {entries.map((entry) => (
        <Accordion.Item key={entry.question} value={entry.question}>
          <Accordion.Control className={classes.question}>{entry.question}</Accordion.Control>
          <Accordion.Panel>{entry.answer}</Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
