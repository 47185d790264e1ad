import { Button, Text } from '@mantine/core';
import { IconBook, IconFlame } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { NewTabHint } from '@/components/new-tab-hint';
import { HubCard } from './hub-card';
import type { HubPart } from './hub-data';
import { HubPartView } from './hub-part-view';
import classes from './hub-cards.module.css';

export const streakTexts = {
  going: 'Keep going! Read the Bible daily to maintain your streak.',
  start: 'Start reading today to begin your streak!',
} as const;

const days = (count: number) => (count === 1 ? 'day' : 'days');

interface Streak {
  currentStreak: number;
  longestStreak: number;
}

/** Daily Streak: the current and best runs of study days, and Read Today (the reader, in a new tab). */
export function StreakCard({ streak }: { streak: HubPart<Streak> }) {
  return (
    <HubCard titleId="streak-title" title="Daily Streak" icon={IconFlame}>
      <HubPartView part={streak} loadingLabel="Loading your streak" failure="Your streak could not be loaded.">
        {(answer) => <StreakFigures currentStreak={answer.currentStreak} longestStreak={answer.longestStreak} />}
      </HubPartView>
      <Button
        component={Link}
        to="/bible-reading"
        target="_blank"
        rel="noopener"
        radius="xl"
        leftSection={<IconBook size={18} aria-hidden="true" />}
        className={classes.cardFoot}
      >
        Read Today
        <NewTabHint />
      </Button>
    </HubCard>
  );
}

function StreakFigures({ currentStreak, longestStreak }: Streak) {
  return (
    <>
      <dl className={classes.stats}>
        <div>
          <dt>Current streak</dt>
          <dd>
            <span className={classes.stat}>{currentStreak}</span> {days(currentStreak)}
          </dd>
        </div>
        <div>
          <dt>Best streak</dt>
          <dd>
            <span className={classes.stat}>{longestStreak}</span> {days(longestStreak)}
          </dd>
        </div>
      </dl>
      <Text c="gray.8">{currentStreak > 0 ? streakTexts.going : streakTexts.start}</Text>
    </>
  );
}
