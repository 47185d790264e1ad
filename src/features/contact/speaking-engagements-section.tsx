import { SimpleGrid } from '@mantine/core';
import { speakingEngagements } from '@/content/contact-info';
import { ministry } from '@/content/ministry';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { SpeakingEngagementCard } from './speaking-engagement-card';

/** /contact#speaking-engagements: three kinds of invitation, each leading to the form. */
export function SpeakingEngagementsSection() {
  return (
    <PageSection id="speaking-engagements" labelledBy="speaking-heading" tone="tint" spacing="even">
      <SectionHeading id="speaking-heading" title="Speaking Engagements">
        {ministry.founder.name} and our ministry team love to serve local churches and gatherings. Tell us about your
        event and we will pray and plan with you.
      </SectionHeading>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {speakingEngagements.map((engagement) => (
          <SpeakingEngagementCard key={engagement.id} engagement={engagement} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
