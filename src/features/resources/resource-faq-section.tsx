import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FaqAccordion } from '@/components/faq-accordion';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { resourceFaq } from '@/content/resource-faq';
import classes from './resources.module.css';

/** /resources#faqs: five common questions, and a way to ask ours. */
export function ResourceFaqSection() {
  return (
    <PageSection id="faqs" labelledBy="faqs-heading" spacing="even" size="md" className={classes.faq}>
      <SectionHeading id="faqs-heading" title="Frequently Asked Questions" />
      <FaqAccordion entries={resourceFaq} />
      <Text ta="center" mt="xl" c="gray.7">
        Have a question we have not answered?
      </Text>
      <Button component={Link} to="/contact" radius="xl" mt="sm" className={classes.faqContact}>
        Contact Us
      </Button>
    </PageSection>
  );
}
