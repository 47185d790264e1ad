import podcastArt from '@/assets/podcast/podcast-cover.svg';
import { ministry } from '@/content/ministry';
import { HeroBanner } from '@/components/hero-banner';
import { FeaturedEpisode } from './featured-episode';
import { PodcastAbout } from './podcast-about';
import { StayConnected } from './stay-connected';

export function PodcastPage() {
  return (
    <>
      <HeroBanner
        eyebrow="Podcast"
        headline="The Living Water Podcast"
        subtitle="Spirit-filled teaching, honest conversations and real stories of God at work, for your commute, your walk or your quiet time."
        primary={{ label: 'Suggest a Topic', target: '/contact' }}
        secondary={{ label: 'Watch on YouTube', target: ministry.links.youtube.href }}
        art={{ src: podcastArt, alt: 'Illustration of a golden microphone with sound waves over water', width: 560, height: 560 }}
      />
      <FeaturedEpisode />
      <PodcastAbout />
      <StayConnected />
    </>
  );
}
