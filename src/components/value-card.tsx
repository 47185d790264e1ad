import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconBible, IconFlame, IconHeartHandshake, IconHeart, IconMusic, IconUsers } from '@tabler/icons-react';
import type { MissionValue, ValueIcon } from '@/content/mission';
import shared from './page-blocks.module.css';
import classes from './value-card.module.css';

const icons: Record<ValueIcon, Icon> = {
  heart: IconHeart,
  flame: IconFlame,
  users: IconUsers,
  book: IconBible,
  music: IconMusic,
  hands: IconHeartHandshake,
};

/** One of the ministry's values: icon, title and a short description. */
export function ValueCard({ value }: { value: MissionValue }) {
  const ValueIconComponent = icons[value.icon];
  return (
    <Paper component="li" radius="lg" p="xl" className={`${shared.outlinedCard} ${classes.card}`}>
      <ThemeIcon size={60} radius="xl" variant="light" color="gold.6" aria-hidden="true" className={classes.icon}>
        <ValueIconComponent size={30} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} className={classes.title}>
        {value.title}
      </Title>
      <Text c="gray.7" mt="sm" lh={1.65}>
        {value.description}
      </Text>
    </Paper>
  );
}
