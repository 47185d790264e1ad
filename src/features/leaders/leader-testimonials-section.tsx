import { SimpleGrid } from '@mantine/core';
import { leaderTestimonials } from '@/content/leaders';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { LeaderTestimonialCard } from './leader-testimonial-card';

/** What pastors and teachers say about the resources. */
export function LeaderTestimonialsSection() {
  return (
    <PageSection labelledBy="leader-testimonials-heading" spacing="even">
      <SectionHeading id="leader-testimonials-heading" title="What Leaders Are Saying" />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {leaderTestimonials.map((testimonial) => (
          <LeaderTestimonialCard key={testimonial.author} testimonial={testimonial} />
        ))}
      </SimpleGrid>
    </PageSection>
  );
}
