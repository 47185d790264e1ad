import { IconBrandYoutube, IconSend } from '@tabler/icons-react';
import { ministry } from '@/content/ministry';
import { HeroBanner } from '@/components/hero-banner';
import { CONTACT_FORM_ID, focusContactForm } from './focus-contact-form';

/** The heading band of /contact. */
export function ContactHero() {
  return (
    <HeroBanner
      eyebrow="We would love to hear from you"
      headline="Contact Us"
      subtitle="A question, a prayer need, an invitation to speak or a wish to serve: write to us and someone from our team will answer personally."
      primary={{
        label: 'Send Message',
        hash: CONTACT_FORM_ID,
        onClick: focusContactForm,
        icon: <IconSend size={20} aria-hidden="true" />,
      }}
      secondary={{
        label: ministry.links.youtube.label,
        target: ministry.links.youtube.href,
        icon: <IconBrandYoutube size={20} aria-hidden="true" />,
      }}
    />
  );
}
