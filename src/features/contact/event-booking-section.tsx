import { Badge, Container, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import gatheringArt from '@/assets/contact/gathering.svg';
import { hostingSpaces } from '@/content/contact-info';
import { ministry } from '@/content/ministry';
import { ScrollToFormButton } from './scroll-to-form-button';
import shared from '@/features/layout/page-blocks.module.css';
import classes from './contact.module.css';

/** /contact#event-booking: hosting an event at the ministry center. */
export function EventBookingSection() {
  return (
    <section id="event-booking" aria-labelledby="event-booking-heading" className={shared.warmSection}>
      <Container size="lg" className={classes.split}>
        <img src={gatheringArt} alt="" className={classes.splitArt} width={400} height={240} />
        <div className={classes.splitText}>
          <Title order={2} id="event-booking-heading">
            Host an Event With Us
          </Title>
          <Text c="gray.7" size="lg" mt="sm">
            The {ministry.location.venue} welcomes churches and Christian groups for worship nights, conferences,
            seminars and community gatherings.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg">
            {hostingSpaces.map((space) => (
              <Paper key={space.name} withBorder radius="md" p="md">
                <Group justify="space-between" gap="xs">
                  <Title order={3} className={classes.spaceTitle}>
                    {space.name}
                  </Title>
                  <Badge variant="light" color="covenant">
                    Up to {space.capacity} people
                  </Badge>
                </Group>
                <Text size="sm" c="gray.7" mt="xs">
                  {space.description}
                </Text>
              </Paper>
            ))}
          </SimpleGrid>
          <ScrollToFormButton radius="xl" size="md" mt="xl">
            Ask About Booking
          </ScrollToFormButton>
        </div>
      </Container>
    </section>
  );
}
