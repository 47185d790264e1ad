import { Text, Title } from '@mantine/core';
import { ContactForm } from './contact-form';
import { CONTACT_FORM_ID } from './focus-contact-form';
import classes from './contact.module.css';

/** /contact#contact-form: the form itself, focusable so the page's buttons can move focus here. */
export function ContactFormSection() {
  return (
    <section id={CONTACT_FORM_ID} tabIndex={-1} aria-labelledby="contact-form-heading" className={classes.formSection}>
      <Title order={2} id="contact-form-heading" className={classes.formTitle}>
        Send Us a Message
      </Title>
      <Text c="gray.7" mt="xs" mb="lg">
        Write to us about anything on your heart. Fields marked with an asterisk are required, and we reply within two
        working days.
      </Text>
      <ContactForm />
    </section>
  );
}
