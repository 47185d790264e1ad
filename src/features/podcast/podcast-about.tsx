import { ministry } from '@/content/ministry';
import { podcastTopics } from '@/content/podcast';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { CardGrid } from '@/components/card-grid';
import { PodcastTopicCard } from './podcast-topic-card';

/** About the podcast: the three kinds of episode we make. */
export function PodcastAbout() {
  return (
    <PageSection id="about-the-podcast" labelledBy="podcast-about-title" tone="tint">
      <SectionHeading id="podcast-about-title" label="ABOUT THE PODCAST" title="Faith for Everyday Life">
        New episodes every other week, hosted by Pastor {ministry.founder.firstName} and friends of the ministry.
      </SectionHeading>
      <CardGrid>
        {podcastTopics.map((topic) => (
          <PodcastTopicCard key={topic.id} topic={topic} />
        ))}
      </CardGrid>
    </PageSection>
  );
}
