import { Anchor, Badge, Group, Paper, Text, Title } from '@mantine/core';
import { episodeEmbedUrl, episodePageUrl, featuredEpisode } from '@/content/podcast';
import { NewTabHint } from '@/features/layout/new-tab-hint';
import { PageSection } from '@/features/layout/page-section';
import classes from './podcast.module.css';

/** The featured episode, played in the podcast host's embedded player. */
export function FeaturedEpisode() {
  const episode = featuredEpisode;
  const numbering = `Season ${episode.season} Episode ${episode.episode}`;
  return (
    <PageSection id="featured-episode" labelledBy="featured-episode-title" size="md">
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.episode}>
        <Group gap="xs">
          <Badge color="gold.4" c="covenant.9">
            Featured Episode
          </Badge>
          <Text component="span" fw={700} size="sm" c="covenant.8">
            {numbering}
          </Text>
        </Group>
        <Title order={2} id="featured-episode-title" mt="sm" className={classes.title}>
          {episode.title}
        </Title>
        <Text size="lg" c="gray.7" mt="sm" lh={1.7}>
          {episode.description}
        </Text>
        <iframe
          className={classes.player}
          src={episodeEmbedUrl(episode)}
          title={`Podcast player: ${numbering}, ${episode.title}`}
          loading="lazy"
          allow="autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture"
        />
        <Text size="sm" c="gray.7" mt="sm">
          Prefer the app?{' '}
          <Anchor href={episodePageUrl(episode)} target="_blank" rel="noopener noreferrer" fw={600}>
            Listen on Spotify
            <NewTabHint withIcon={false} />
          </Anchor>
        </Text>
      </Paper>
    </PageSection>
  );
}
