import { Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendar, IconCheck } from '@tabler/icons-react';
import { HubCard } from './hub-card';
import type { HubPart } from './hub-data';
import { HubPartView } from './hub-part-view';
import { CALENDAR_DAYS, calendarWeeks, formatLongDay, formatShortDay, type CalendarDay } from './streak-days';
import classes from './streak-calendar.module.css';

const weekdayLabels = ['', 'Mon', '', 'Wed', '', 'Fri', ''];

interface StudyDays {
  /** The member's study days of the last 12 weeks (YYYY-MM-DD). */
  recentDays: readonly string[];
  /** The member's today (YYYY-MM-DD). */
  today: string;
}

function dayLabel(day: CalendarDay): string {
  return `${formatLongDay(day.date)}${day.isToday ? ' (today)' : ''}: ${day.studied ? 'studied' : 'not studied'}`;
}

/**
 * The last 12 weeks of study days. Each day says in words whether it was studied (a screen reader reads
 * the list; a tooltip shows it); a studied day is filled and ticked, so colour is never the only sign.
 */
export function StreakCalendar({ streak }: { streak: HubPart<StudyDays> }) {
  return (
    <HubCard titleId="reading-days-title" title="Your Reading Days" icon={IconCalendar}>
      <HubPartView part={streak} loadingLabel="Loading your reading days" failure="Your reading days could not be loaded.">
        {(answer) => <CalendarGrid recentDays={answer.recentDays} today={answer.today} />}
      </HubPartView>
    </HubCard>
  );
}

function CalendarGrid({ recentDays, today }: StudyDays) {
  const weeks = calendarWeeks(today, recentDays);
  const days = weeks.flatMap((week) => week.days);
  const shown = days.filter((day) => day !== null);
  const first = shown[0];
  const studiedCount = shown.filter((day) => day.studied).length;

  return first ? (
    <Stack gap="sm">
      <Text c="gray.8">
        You studied on {studiedCount} of the last {CALENDAR_DAYS} days.
      </Text>
      <div className={classes.calendar}>
        <ol className={classes.weekdays} aria-hidden="true">
          {weekdayLabels.map((label, index) => (
            <li key={index}>{label}</li>
          ))}
        </ol>
        <ol className={classes.weeks} aria-label={`Study days from ${formatShortDay(first.date)} to ${formatShortDay(today)}`}>
          {weeks.map((week) => (
            <li key={week.start}>
              <ol className={classes.week}>
                {week.days.map((day, index) =>
                  day ? (
                    <li key={day.date}>
                      <span
                        className={classes.day}
                        data-studied={day.studied}
                        data-today={day.isToday}
                        title={dayLabel(day)}
                        aria-hidden="true"
                      >
                        {day.studied ? <IconCheck size={12} stroke={3} /> : null}
                      </span>
                      <VisuallyHidden>{dayLabel(day)}</VisuallyHidden>
                    </li>
                  ) : (
                    <li key={`outside-${index}`} aria-hidden="true">
                      <span className={classes.day} data-outside="true" />
                    </li>
                  ),
                )}
              </ol>
            </li>
          ))}
        </ol>
      </div>
      <div className={classes.legend} aria-hidden="true">
        <span className={classes.legendItem}>
          <span className={classes.day} data-studied="true">
            <IconCheck size={10} stroke={3} />
          </span>
          Studied
        </span>
        <span className={classes.legendItem}>
          <span className={classes.day} />
          Not studied
        </span>
        <span className={classes.legendItem}>
          <span className={classes.day} data-today="true" />
          Today
        </span>
      </div>
    </Stack>
  ) : (
    <Text c="gray.7">Your reading days will show here.</Text>
  );
}
