import { Paper, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import { IconFlame, IconHeart, IconMicrophone2 } from '@tabler/icons-react';
import type { PodcastTopic, PodcastTopicIcon } from '@/content/podcast';
import shared from '@/components/page-blocks.module.css';
import classes from './podcast.module.css';

const icons: Record<PodcastTopicIcon, Icon> = {
  flame: IconFlame,
  heart: IconHeart,
  microphone: IconMicrophone2,
};

/** What listeners can expect from the podcast, one theme per card. */
export function PodcastTopicCard({ topic }: { topic: PodcastTopic }) {
  const TopicIcon = icons[topic.icon];
  return (
    <Paper component="li" radius="lg" p="xl" className={shared.outlinedCard}>
      <ThemeIcon size={52} radius="md" color="covenant.7" aria-hidden="true">
        <TopicIcon size={28} stroke={1.6} />
      </ThemeIcon>
      <Title order={3} className={classes.topicTitle}>
        {topic.title}
      </Title>
      <Text c="gray.7" mt="xs" lh={1.65}>
        {topic.description}
      </Text>
    </Paper>
  );
}
