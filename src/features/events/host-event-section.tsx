import { Button, Paper, Text, Title } from '@mantine/core';
import { IconArrowRight, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { eventSpaces } from '@/content/event-spaces';
import { ministry } from '@/content/ministry';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './host-event-section.module.css';

/** Host an Event on /events: the rooms churches and groups can book, and where to ask about them. */
export function HostEventSection() {
  return (
    <PageSection id="host-an-event" labelledBy="host-an-event-title" spacing="even">
      <div className={classes.grid}>
        <div>
          <SectionHeading id="host-an-event-title" title="Host an Event" align="left" mb={0}>
            Planning a conference, worship night, workshop or celebration? The {ministry.location.venue} opens its
            doors to churches, ministries and community groups. Tell us what you have in mind and our team will help
            you plan it.
          </SectionHeading>
          <Button
            component={Link}
            to="/contact"
            hash="event-booking"
            size="md"
            radius="xl"
            mt="xl"
            rightSection={<IconArrowRight size={18} aria-hidden="true" />}
          >
            Request Information
          </Button>
        </div>
        <div className={classes.spaces}>
          {eventSpaces.map((space) => (
            <Paper key={space.id} component="article" withBorder radius="lg" p="lg" shadow="xs">
              <Title order={3} size="h4">
                {space.name}
              </Title>
              <Text className={classes.capacity} mt={6}>
                <IconUsers size={18} aria-hidden="true" />
                Up to {space.capacity} people
              </Text>
              <Text size="sm" c="gray.7" mt="sm" lh={1.6}>
                {space.description}
              </Text>
              <ul className={classes.features}>
                {space.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            </Paper>
          ))}
        </div>
      </div>
    </PageSection>
  );
}
