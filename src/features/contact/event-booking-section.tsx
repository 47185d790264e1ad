import { Badge, Group, Paper, SimpleGrid, Text, Title } from '@mantine/core';
import gatheringArt from '@/assets/contact/gathering.svg';
import { hostingSpaces } from '@/content/contact-info';
import { ministry } from '@/content/ministry';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { ScrollToFormButton } from './scroll-to-form-button';
import classes from './contact.module.css';

/** /contact#event-booking: hosting an event at the ministry center. */
export function EventBookingSection() {
  return (
    <PageSection id="event-booking" labelledBy="event-booking-heading" tone="cream-fade" spacing="even">
      <div className={classes.split}>
        <img src={gatheringArt} alt="" className={classes.splitArt} width={400} height={240} />
        <div className={classes.splitText}>
          <SectionHeading id="event-booking-heading" title="Host an Event With Us" align="left" mb={0}>
            The {ministry.location.venue} welcomes churches and Christian groups for worship nights, conferences,
            seminars and community gatherings.
          </SectionHeading>
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
      </div>
    </PageSection>
  );
}
