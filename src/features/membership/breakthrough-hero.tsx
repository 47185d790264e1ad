import { IconUsersGroup } from '@tabler/icons-react';
import { ministry } from '@/content/ministry';
import { HeroBanner } from '@/components/hero-banner';

/** The heading band of /breakthrough-circle. */
export function BreakthroughHero() {
  return (
    <HeroBanner
      eyebrow="Our online community"
      headline="Breakthrough Circle"
      subtitle="A worldwide family of believers growing together in prayer, teaching and the power of the Holy Spirit. Come as you are, and find people to walk with."
      primary={{
        label: 'Join the Community',
        target: ministry.links.community.href,
        icon: <IconUsersGroup size={20} aria-hidden="true" />,
      }}
      secondary={{ label: 'Membership Options', hash: 'membership' }}
    />
  );
}
