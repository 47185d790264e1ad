import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconHeartHandshake, IconHelpCircle } from '@tabler/icons-react';
import classes from './resources.module.css';

/** The heading band of /resources, with jumps to the prayer wall and the FAQ. */
export function ResourcesHero() {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="md" className={classes.heroInner}>
        <Text className={classes.eyebrow}>Equipping the saints</Text>
        <Title order={1} id="page-title" className={classes.heroTitle}>
          Resources
        </Title>
        <Text className={classes.heroLead}>
          Study guides, sermons, devotionals and books to help you grow in faith, plus a prayer wall where we carry one
          another’s burdens.
        </Text>
        <Group justify="center" gap="md" mt="xl">
          <Button
            component="a"
            href="#prayer-wall"
            size="md"
            radius="xl"
            color="gold.4"
            c="dark.8"
            leftSection={<IconHeartHandshake size={20} aria-hidden="true" />}
          >
            Prayer Wall
          </Button>
          <Button
            component="a"
            href="#faqs"
            size="md"
            radius="xl"
            variant="white"
            leftSection={<IconHelpCircle size={20} aria-hidden="true" />}
          >
            FAQ
          </Button>
        </Group>
      </Container>
    </section>
  );
}
