import { ministry } from '@/content/ministry';
import { AnchorSection } from '@/features/layout/anchor-section';
import { PageHero } from '@/features/layout/page-hero';

export function AboutPage() {
  return (
    <>
      <PageHero title="About Us" eyebrow="Our Story">
        This page tells the story of {ministry.name}, what we believe and who serves here.
      </PageHero>
      <AnchorSection id="team" title="Our Team">
        This section introduces the leadership team of {ministry.name}.
      </AnchorSection>
      <AnchorSection id="testimonials" title="Testimonials">
        This section shares stories of lives changed through the ministry.
      </AnchorSection>
    </>
  );
}
