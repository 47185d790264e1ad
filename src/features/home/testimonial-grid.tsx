import type { Testimonial } from '@/content/testimonials';
import { TestimonialCard } from './testimonial-card';
import classes from './testimonial-card.module.css';

/** Testimonials in a three-column grid (stacked on phones). */
export function TestimonialGrid({ testimonials }: { testimonials: readonly Testimonial[] }) {
  return (
    <ul className={classes.grid}>
      {testimonials.map((testimonial) => (
        <TestimonialCard key={testimonial.id} testimonial={testimonial} />
      ))}
    </ul>
  );
}
