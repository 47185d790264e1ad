import { ministry } from '@/content/ministry';
import { BreakthroughCirclePromo } from '@/components/breakthrough-circle-promo';
import { HeroBanner } from '@/components/hero-banner';
import { CoreValuesSection } from './core-values-section';
import { FamilyPhotosSection } from './family-photos-section';
import { OurStorySection } from './our-story-section';
import { TeamSection } from './team-section';
import { TestimonialsSection } from './testimonials-section';

export function AboutPage() {
  return (
    <>
      <HeroBanner
        eyebrow="About Us"
        headline="Our Story"
        subtitle={`${ministry.name} is a family of believers helping people find a personal relationship with Jesus Christ and the power of the Holy Spirit.`}
        primary={{ label: 'Volunteer With Us', target: '/contact', hash: 'volunteer' }}
        secondary={{ label: 'Get in Touch', target: '/contact' }}
      />
      <OurStorySection />
      <CoreValuesSection />
      <FamilyPhotosSection />
      <TeamSection />
      <TestimonialsSection />
      <BreakthroughCirclePromo title="Find Your Place in the Breakthrough Circle" />
    </>
  );
}
