import { Button, Container, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconBrandYoutube, IconSend } from '@tabler/icons-react';
import { ministry } from '@/content/ministry';
import { ScrollToFormButton } from './scroll-to-form-button';
import classes from './contact.module.css';

/** The heading band of /contact. */
export function ContactHero() {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="md" className={classes.heroInner}>
        <Text className={classes.eyebrow}>We would love to hear from you</Text>
        <Title order={1} id="page-title" className={classes.heroTitle}>
          Contact Us
        </Title>
        <Text className={classes.heroLead}>
          A question, a prayer need, an invitation to speak or a wish to serve: write to us and someone from our team
          will answer personally.
        </Text>
        <Group justify="center" gap="md" mt="xl">
          <ScrollToFormButton
            size="md"
            radius="xl"
            color="gold.4"
            c="dark.8"
            leftSection={<IconSend size={20} aria-hidden="true" />}
          >
            Send Message
          </ScrollToFormButton>
          <Button
            component="a"
            href={ministry.links.youtube.href}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
            radius="xl"
            variant="white"
            leftSection={<IconBrandYoutube size={20} aria-hidden="true" />}
          >
            {ministry.links.youtube.label}
            {' '}<VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Button>
        </Group>
      </Container>
    </section>
  );
}
