import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconBible, IconClockCheck, IconFlame, IconGift, IconUsersGroup, IconWalk } from '@tabler/icons-react';
import type { LeaderBenefit, LeaderBenefitIcon } from '@/content/leaders';
import shared from '@/components/page-blocks.module.css';
import classes from './leaders.module.css';

const icons: Record<LeaderBenefitIcon, Icon> = {
  bible: IconBible,
  clock: IconClockCheck,
  flame: IconFlame,
  users: IconUsersGroup,
  gift: IconGift,
  shepherd: IconWalk,
};

/** One benefit: an icon, a title and a sentence. */
export function LeaderBenefitCard({ benefit }: { benefit: LeaderBenefit }) {
  const BenefitIcon = icons[benefit.icon];
  return (
    <Paper withBorder radius="lg" p="lg" className={classes.benefit}>
      <ThemeIcon size={52} radius="xl" variant="light" color="covenant" aria-hidden="true">
        <BenefitIcon size={28} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} className={shared.cardTitle} mt="md">
        {benefit.title}
      </Title>
      <Text c="gray.7" size="sm" mt="xs">
        {benefit.description}
      </Text>
    </Paper>
  );
}
