import { featuredTestimonials } from '@/content/testimonials';
import { PageSection } from '@/components/page-section';
import { SectionHeading } from '@/components/section-heading';
import { TestimonialGrid } from '@/components/testimonial-grid';

/** 'Lives Changed Forever': three stories from the ministry family. */
export function TestimonialsSection() {
  return (
    <PageSection labelledBy="home-testimonials-title" tone="tint">
      <SectionHeading id="home-testimonials-title" label="TESTIMONIALS" title="Lives Changed Forever">
        God is still writing stories of hope. Here are a few from people who have walked with us.
      </SectionHeading>
      <TestimonialGrid testimonials={featuredTestimonials} />
    </PageSection>
  );
}
