import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconMail } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import classes from './closing-cta.module.css';

/** The last word on the home page: reach out, or support the work. */
export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className={classes.section}>
      <Container size="md" className={classes.inner}>
        <Title order={2} id="closing-cta-title" className={classes.title}>
          Your Breakthrough Starts Today
        </Title>
        <Text size="lg" mt="md" lh={1.7} className={classes.text}>
          Whether you need prayer, have a question about faith or want to be part of what God is doing here, we would
          love to hear from you.
        </Text>
        <Group justify="center" gap="md" mt="xl">
          <Button component={Link} to="/contact" size="lg" radius="xl" leftSection={<IconMail size={20} aria-hidden="true" />}>
            Contact Us
          </Button>
          <Button
            component={Link}
            to="/donate"
            size="lg"
            radius="xl"
            color="gold.4"
            c="covenant.9"
            leftSection={<IconHeartHandshake size={20} aria-hidden="true" />}
          >
            Support the Ministry
          </Button>
        </Group>
      </Container>
    </section>
  );
}
