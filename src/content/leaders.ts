// The fixed content of /spiritual-leaders: why the resources help, what is coming, and what leaders say.

export type LeaderBenefitIcon = 'bible' | 'clock' | 'flame' | 'users' | 'gift' | 'shepherd';

export interface LeaderBenefit {
  id: string;
  icon: LeaderBenefitIcon;
  title: string;
  description: string;
}

export type UpcomingResourceType = 'guide' | 'video-series' | 'bundle';

/** A resource being written (the spec's "Upcoming resource"). */
export interface UpcomingResource {
  title: string;
  description: string;
  /** ISO date (YYYY-MM-DD); the page shows month and year. */
  releaseDate: string;
  type: UpcomingResourceType;
}

/** The ministry-leaders variant of a testimonial. */
export interface LeaderTestimonial {
  quote: string;
  author: string;
  role: string;
  ministry: string;
}

export const leaderBenefits: readonly LeaderBenefit[] = [
  {
    id: 'scripture',
    icon: 'bible',
    title: 'Rooted in Scripture',
    description: 'Every lesson and outline starts with the Bible and points people to Jesus.',
  },
  {
    id: 'ready',
    icon: 'clock',
    title: 'Ready for Sunday',
    description: 'Clear outlines, scriptures and steps you can print and teach this week, not someday.',
  },
  {
    id: 'spirit',
    icon: 'flame',
    title: 'Spirit-Led Ministry',
    description: 'Material that helps your people know the Holy Spirit and walk in His power and fruit.',
  },
  {
    id: 'all-ages',
    icon: 'users',
    title: 'For Every Generation',
    description: 'Resources for children, youth and adults, so the whole church grows together.',
  },
  {
    id: 'free',
    icon: 'gift',
    title: 'Free for the Church',
    description: 'Share our guides freely with your teams and congregation; we only ask that they are not sold.',
  },
  {
    id: 'shepherds',
    icon: 'shepherd',
    title: 'Written by Shepherds',
    description: 'Prepared by pastors and teachers who serve in local churches and know what ministry asks of you.',
  },
];

export const upcomingResourceTypeLabels: Record<UpcomingResourceType, string> = {
  guide: 'Guide',
  'video-series': 'Video Series',
  bundle: 'Resource Bundle',
};

export const upcomingResources: readonly UpcomingResource[] = [
  {
    title: 'Shepherding Through Crisis: A Pastor’s Guide',
    description:
      'Practical and pastoral wisdom for leading a congregation through loss, illness, conflict and community tragedy.',
    releaseDate: '2025-05-15',
    type: 'guide',
  },
  {
    title: 'The Spirit-Empowered Church',
    description:
      'An eight-part video series for leadership teams on prayer, spiritual gifts and mission in the power of the Holy Spirit.',
    releaseDate: '2025-06-12',
    type: 'video-series',
  },
  {
    title: 'Rivers of Living Water: Vacation Bible School Bundle',
    description:
      'Five days of lessons, crafts, games and music for children’s summer ministry, with a guide for volunteers.',
    releaseDate: '2025-07-10',
    type: 'bundle',
  },
];

export const leaderTestimonials: readonly LeaderTestimonial[] = [
  {
    quote:
      'The Pentecost series gave our preaching team a shared direction for a whole season. Our people came expecting God to move, and He did.',
    // Leaders from other churches only: the ministry's own team speaks on /about, not as outside voices.
    author: 'Rev. Samuel Mensah',
    role: 'Senior Pastor',
    ministry: 'Grace Fellowship Church',
  },
  {
    quote:
      'Our Sunday school teachers are volunteers with busy lives. These lessons are clear enough to prepare in an evening and rich enough that the children remember them.',
    author: 'Maria Gonzalez',
    role: 'Children’s Ministry Director',
    ministry: 'New Hope Community Church',
  },
  {
    quote:
      'Walking with the Grieving has become required reading for our care team. It is gentle, biblical and deeply practical.',
    author: 'Pastor Ruth Adeyemi',
    role: 'Pastoral Care Pastor',
    ministry: 'Cornerstone Chapel',
  },
];
