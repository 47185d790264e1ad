import { IconHeartHandshake, IconHelpCircle } from '@tabler/icons-react';
import { HeroBanner } from '@/components/hero-banner';

/** The heading band of /resources, with jumps to the prayer wall and the FAQ. */
export function ResourcesHero() {
  return (
    <HeroBanner
      eyebrow="Equipping the saints"
      headline="Resources"
      subtitle="Study guides, sermons, devotionals and books to help you grow in faith, plus a prayer wall where we carry one another’s burdens."
      primary={{ label: 'Prayer Wall', hash: 'prayer-wall', icon: <IconHeartHandshake size={20} aria-hidden="true" /> }}
      secondary={{ label: 'FAQ', hash: 'faqs', icon: <IconHelpCircle size={20} aria-hidden="true" /> }}
    />
  );
}
