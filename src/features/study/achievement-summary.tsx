import { Group, Paper, SimpleGrid, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconBook, IconFlame, IconStar, IconTrophy, type Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A figure the member can see at a glance, and the words a screen reader says for it. */
export interface SummaryFigure {
  shown: string;
  spoken: string;
}

interface AchievementSummaryProps {
  achievements: SummaryFigure;
  points: SummaryFigure;
  streak: SummaryFigure;
  chapters: SummaryFigure;
}

/** The four summary cards: Achievements, Total Points, Current/Best Streak and Chapters Read. */
export function AchievementSummary({ achievements, points, streak, chapters }: AchievementSummaryProps) {
  return (
    <SimpleGrid component="dl" cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }} m={0}>
      <SummaryCard icon={IconTrophy} label="Achievements" figure={achievements} />
      <SummaryCard icon={IconStar} label="Total Points" figure={points} />
      <SummaryCard icon={IconFlame} label="Current/Best Streak" figure={streak} />
      <SummaryCard icon={IconBook} label="Chapters Read" figure={chapters} />
    </SimpleGrid>
  );
}

function SummaryCard({ icon: Drawn, label, figure }: { icon: Icon; label: string; figure: SummaryFigure }): ReactNode {
  return (
    // A dl's item: the Paper is the div around one dt and its dd, nothing else between them.
    <Paper withBorder radius="lg" p="md">
      <Text component="dt" size="sm" c="dimmed">
        <Group gap="xs" wrap="nowrap" component="span">
          <ThemeIcon size={32} radius="xl" variant="light" color="covenant" aria-hidden="true" component="span">
            <Drawn size={18} />
          </ThemeIcon>
          {label}
        </Group>
      </Text>
      <Text component="dd" m={0} mt="xs" fz={28} fw={700} lh={1.2}>
        <span aria-hidden="true">{figure.shown}</span>
        <VisuallyHidden>{figure.spoken}</VisuallyHidden>
      </Text>
    </Paper>
  );
}
