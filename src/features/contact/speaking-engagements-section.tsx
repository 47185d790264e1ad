import { Container, SimpleGrid, Text, Title } from '@mantine/core';
import { speakingEngagements } from '@/content/contact-info';
import { ministry } from '@/content/ministry';
import { SpeakingEngagementCard } from './speaking-engagement-card';
import shared from '@/features/layout/page-blocks.module.css';

/** /contact#speaking-engagements: three kinds of invitation, each leading to the form. */
export function SpeakingEngagementsSection() {
  return (
    <section id="speaking-engagements" aria-labelledby="speaking-heading" className={shared.tintedSection}>
      <Container size="lg">
        <Title order={2} id="speaking-heading" ta="center">
          Speaking Engagements
        </Title>
        <Text c="gray.7" size="lg" ta="center" mt="sm" className={shared.centredLead}>
          {ministry.founder.name} and our ministry team love to serve local churches and gatherings. Tell us about your
          event and we will pray and plan with you.
        </Text>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl">
          {speakingEngagements.map((engagement) => (
            <SpeakingEngagementCard key={engagement.id} engagement={engagement} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
