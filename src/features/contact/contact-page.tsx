import { ContactChannels } from './contact-channels';
import { ContactFormSection } from './contact-form-section';
import { ContactHero } from './contact-hero';
import { EventBookingSection } from './event-booking-section';
import { LocationSection } from './location-section';
import { PartnerSection } from './partner-section';
import { SpeakingEngagementsSection } from './speaking-engagements-section';
import classes from './contact.module.css';

/** /contact: the form and the ways to reach, invite and partner with the ministry. */
export function ContactPage() {
  return (
    <>
      <ContactHero />
      <div className={classes.formArea}>
        <ContactFormSection />
        <ContactChannels />
      </div>
      <SpeakingEngagementsSection />
      <PartnerSection />
      <EventBookingSection />
      <LocationSection />
    </>
  );
}
