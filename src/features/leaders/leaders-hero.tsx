import { IconBooks, IconPencilPlus } from '@tabler/icons-react';
import heroArt from '@/assets/leaders/leadership.svg';
import { HeroBanner } from '@/components/hero-banner';

/** The heading band of /spiritual-leaders. */
export function LeadersHero() {
  return (
    <HeroBanner
      eyebrow="Resources for those who lead"
      headline="For Ministry Leaders"
      subtitle="Pastor, teacher, youth leader: you pour yourself out for others. Here are Spirit-led lessons, sermon outlines and practical guides to help you feed the flock God has given you."
      art={{ src: heroArt, alt: '', width: 400, height: 240 }}
      primary={{ label: 'Browse Resources', hash: 'leader-resources', icon: <IconBooks size={20} aria-hidden="true" /> }}
      secondary={{ label: 'Custom Resources', hash: 'custom-resources', icon: <IconPencilPlus size={20} aria-hidden="true" /> }}
    />
  );
}
