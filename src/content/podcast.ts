// The podcast page: the featured episode (embedded from the podcast host) and what the show is about.
import { ministry } from './ministry';

export interface PodcastEpisode {
  season: number;
  episode: number;
  title: string;
  description: string;
  /** The episode's id at the podcast host (Spotify). */
  spotifyId: string;
}

export type PodcastTopicIcon = 'flame' | 'heart' | 'microphone';

export interface PodcastTopic {
  id: string;
  icon: PodcastTopicIcon;
  title: string;
  description: string;
}

export const featuredEpisode: PodcastEpisode = {
  season: 1,
  episode: 1,
  title: 'Living Water: Why We Started',
  description:
    `In our very first episode, Pastor ${ministry.founder.firstName} and ${ministry.coFounder.name} share how a small living-room prayer meeting became a ministry, and why they believe the Holy Spirit still meets thirsty people today.`,
  spotifyId: '4rOoJ6Egrf8K2IrywzwOMk',
};

export const podcastTopics: readonly PodcastTopic[] = [
  {
    id: 'spirit-filled-teaching',
    icon: 'flame',
    title: 'Spirit-Filled Teaching',
    description: 'Clear, Bible-rooted teaching on the Holy Spirit, prayer and growing in faith, in about thirty minutes.',
  },
  {
    id: 'real-stories',
    icon: 'heart',
    title: 'Real Stories',
    description: 'Conversations with people whose lives God has changed: honest about the struggle, full of hope.',
  },
  {
    id: 'ask-the-pastor',
    icon: 'microphone',
    title: 'Ask the Pastor',
    description: 'Your questions about faith, the Bible and everyday life, answered with warmth and Scripture.',
  },
];

/** The host's embeddable player (open.spotify.com is allowed as a frame by the site's CSP). */
export function episodeEmbedUrl(episode: PodcastEpisode): string {
  return `https://open.spotify.com/embed/episode/${episode.spotifyId}`;
}

/** The episode's own page at the host, for anyone who prefers the Spotify app. */
export function episodePageUrl(episode: PodcastEpisode): string {
  return `https://open.spotify.com/episode/${episode.spotifyId}`;
}
