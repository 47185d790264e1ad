import { Container, SimpleGrid, Title } from '@mantine/core';
import { leaderTestimonials } from '@/content/leaders';
import { LeaderTestimonialCard } from './leader-testimonial-card';
import shared from '@/features/layout/page-blocks.module.css';

/** What pastors and teachers say about the resources. */
export function LeaderTestimonialsSection() {
  return (
    <section aria-labelledby="leader-testimonials-heading" className={shared.section}>
      <Container size="lg">
        <Title order={2} id="leader-testimonials-heading" ta="center">
          What Leaders Are Saying
        </Title>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt="xl">
          {leaderTestimonials.map((testimonial) => (
            <LeaderTestimonialCard key={testimonial.author} testimonial={testimonial} />
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
