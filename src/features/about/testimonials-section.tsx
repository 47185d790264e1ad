import { familyTestimonials } from '@/content/testimonials';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { TestimonialGrid } from '@/components/testimonial-grid';

/** Testimonials (/about#testimonials): stories from the church family. */
export function TestimonialsSection() {
  return (
    <PageSection id="testimonials" labelledBy="testimonials-title">
      <SectionHeading id="testimonials-title" label="STORIES OF GRACE" title="Testimonials">
        Every life here has a story. These friends have kindly let us share a little of theirs.
      </SectionHeading>
      <TestimonialGrid testimonials={familyTestimonials} />
    </PageSection>
  );
}
