import { Button, Container, Group, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconCalendarWeek } from '@tabler/icons-react';
import sanctuary from '@/assets/events/sanctuary.svg';
import { ministry } from '@/content/ministry';
import classes from './events-hero.module.css';

/** The opening band of /events, with links down to the upcoming events and the weekly calendar. */
export function EventsHero() {
  return (
    <section className={classes.hero} aria-labelledby="page-title">
      <Container>
        <div className={classes.grid}>
          <div>
            <Text className={classes.eyebrow}>Gather With Us</Text>
            <Title order={1} id="page-title" className={classes.title}>
              Events
            </Title>
            <Text className={classes.lead}>
              Worship nights, teaching evenings, community meals and outreach at the {ministry.location.venue}.
              There is always a seat for you.
            </Text>
            <Group className={classes.actions} gap="md">
              <Button
                component="a"
                href="#upcoming"
                size="md"
                radius="xl"
                color="gold.4"
                c="dark.8"
                leftSection={<IconCalendarEvent size={18} aria-hidden="true" />}
              >
                This Week&apos;s Events
              </Button>
              <Button
                component="a"
                href="#calendar"
                size="md"
                radius="xl"
                variant="outline"
                className={classes.outline}
                leftSection={<IconCalendarWeek size={18} aria-hidden="true" />}
              >
                Calendar View
              </Button>
            </Group>
          </div>
          <img src={sanctuary} alt="" className={classes.art} width={640} height={400} />
        </div>
      </Container>
    </section>
  );
}
