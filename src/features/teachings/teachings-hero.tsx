import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconArrowDown, IconBell } from '@tabler/icons-react';
import openBook from '@/assets/teachings/open-book.svg';
import { SubscribeDialogButton } from '@/features/newsletter/subscribe-dialog-button';
import classes from './teachings-hero.module.css';

/** The opening band of /teachings: the page's h1, the subscribe button and a link down to the featured series. */
export function TeachingsHero() {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container>
        <div className={classes.grid}>
          <div>
            <Text className={classes.eyebrow}>Grow in God&apos;s Word</Text>
            <Title order={1} id="page-title" className={classes.title}>
              Teachings
            </Title>
            <Text className={classes.lead}>
              Bible-centered teachings on the Holy Spirit, first steps for new believers and in-depth studies, to help
              you know Jesus and walk in the power of His Spirit.
            </Text>
            <Group className={classes.actions} gap="md">
              <SubscribeDialogButton size="md" radius="xl" color="gold.4" c="dark.8" leftSection={<IconBell size={18} aria-hidden="true" />}>
                Subscribe to Updates
              </SubscribeDialogButton>
              <Button
                component="a"
                href="#featured-teaching"
                size="md"
                radius="xl"
                variant="outline"
                className={classes.outline}
                rightSection={<IconArrowDown size={18} aria-hidden="true" />}
              >
                Featured Teaching
              </Button>
            </Group>
          </div>
          <img src={openBook} alt="" className={classes.art} width={640} height={400} />
        </div>
      </Container>
    </section>
  );
}
