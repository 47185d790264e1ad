import { Button, Container, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FaqAccordion } from '@/features/layout/faq-accordion';
import { resourceFaq } from '@/content/resource-faq';
import classes from './resources.module.css';

/** /resources#faqs: five common questions, and a way to ask ours. */
export function ResourceFaqSection() {
  return (
    <section id="faqs" aria-labelledby="faqs-heading" className={classes.faq}>
      <Container size="md">
        <Title order={2} id="faqs-heading" ta="center">
          Frequently Asked Questions
        </Title>
        <FaqAccordion entries={resourceFaq} />
        <Text ta="center" mt="xl" c="gray.7">
          Have a question we have not answered?
        </Text>
        <Button component={Link} to="/contact" radius="xl" mt="sm" className={classes.faqContact}>
          Contact Us
        </Button>
      </Container>
    </section>
  );
}
