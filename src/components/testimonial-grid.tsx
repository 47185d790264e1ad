import type { Testimonial } from '@/content/testimonials';
import { CardGrid } from './card-grid';
import { TestimonialCard } from './testimonial-card';

/** Testimonials in a three-column grid (stacked on phones). */
export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <CardGrid>
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </CardGrid>
  );
}
