import { ministry } from '@/content/ministry';
import { AnchorSection } from '@/features/layout/anchor-section';
import { PageHero } from '@/features/layout/page-hero';

export function ContactPage() {
  return (
    <>
      <PageHero title="Contact Us" eyebrow="Get in touch">
        This is where you can send {ministry.name} a message, ask for prayer or invite us to speak.
      </PageHero>
      <AnchorSection id="speaking-engagements" title="Speaking Engagements">
        This section explains how to invite {ministry.founder.name} to speak at a church service, conference, seminar
        or retreat.
      </AnchorSection>
    </>
  );
}
