import { Anchor, Badge, Group, Paper, Text } from '@mantine/core';
import { episodeEmbedUrl, episodePageUrl, featuredEpisode } from '@/content/podcast';
import { NewTabHint } from '@/components/new-tab-hint';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import classes from './podcast.module.css';

/** The featured episode, played in the podcast host's embedded player. */
export function FeaturedEpisode() {
  const episode = featuredEpisode;
  const numbering = `Season ${episode.season} Episode ${episode.episode}`;
  return (
    <PageSection id="featured-episode" labelledBy="featured-episode-title" size="md">
      <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.episode}>
        <Group gap="xs" mb="sm">
          <Badge color="gold.4" c="covenant.9">
            Featured Episode
          </Badge>
          <Text component="span" fw={700} size="sm" c="covenant.8">
            {numbering}
          </Text>
        </Group>
        <SectionHeading id="featured-episode-title" title={episode.title} align="left" mb={0}>
          {episode.description}
        </SectionHeading>
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
