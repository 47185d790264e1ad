import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarWeek } from '@tabler/icons-react';
import { ministry } from '@/content/ministry';
import { weeklySchedule } from '@/content/weekly-schedule';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './weekly-calendar-section.module.css';

const { location } = ministry;

/** #calendar on /events: the services that happen every week. */
export function WeeklyCalendarSection() {
  return (
    <PageSection id="calendar" labelledBy="calendar-title" tone="tint-fade" spacing="even">
      <SectionHeading id="calendar-title" title="Weekly Calendar">
        Whatever the week holds, these are the times you can always find us gathered together.
      </SectionHeading>
      <div className={classes.grid}>
        {weeklySchedule.map((day) => (
          <Paper key={day.day} withBorder radius="lg" p="lg" shadow="xs" className={classes.day}>
            <div className={classes.dayHeader}>
              <ThemeIcon size={36} radius="md" color="covenant.0" c="covenant.7" aria-hidden="true">
                <IconCalendarWeek size={20} stroke={1.7} />
              </ThemeIcon>
              <Title order={3} size="h4">
                {day.day}
              </Title>
            </div>
            <ul className={classes.services} aria-label={`${day.day} services`}>
              {day.services.map((service) => (
                <li key={service.name} className={classes.service}>
                  <span>{service.name}</span>
                  <span className={classes.time}>{service.time}</span>
                </li>
              ))}
            </ul>
          </Paper>
        ))}
      </div>
      <Text c="gray.7" className={classes.note}>
        All services meet at the {location.venue}, {location.street}, {location.city}, {location.region}.
      </Text>
    </PageSection>
  );
}
