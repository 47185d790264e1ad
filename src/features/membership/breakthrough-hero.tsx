import { Button, Container, Group, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconUsersGroup } from '@tabler/icons-react';
import { ministry } from '@/content/ministry';
import classes from './breakthrough.module.css';

/** The heading band of /breakthrough-circle. */
export function BreakthroughHero() {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container size="md" className={classes.heroInner}>
        <Text className={classes.eyebrow}>Our online community</Text>
        <Title order={1} id="page-title" className={classes.heroTitle}>
          Breakthrough Circle
        </Title>
        <Text className={classes.heroLead}>
          A worldwide family of believers growing together in prayer, teaching and the power of the Holy Spirit. Come as
          you are, and find people to walk with.
        </Text>
        <Group justify="center" gap="md" mt="xl">
          <Button
            component="a"
            href={ministry.links.community.href}
            target="_blank"
            rel="noopener noreferrer"
            size="md"
            radius="xl"
            color="gold.4"
            c="dark.8"
            leftSection={<IconUsersGroup size={20} aria-hidden="true" />}
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            Join the Community
            {' '}<VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </Button>
          <Button component="a" href="#membership" size="md" radius="xl" variant="white">
            Membership Options
          </Button>
        </Group>
      </Container>
    </section>
  );
}
