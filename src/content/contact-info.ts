// The fixed content of /contact around the form: ways to reach us, ways to partner, speaking engagements
// and the spaces we host events in.
import { ministry } from './ministry';

export type ContactChannelIcon = 'email' | 'youtube' | 'facebook' | 'community' | 'speaking';

/** A contact info block: an outside link, a mail link or a jump within the page. */
export interface ContactChannel {
  id: string;
  icon: ContactChannelIcon;
  title: string;
  description: string;
  linkLabel: string;
  link: { kind: 'external'; href: string } | { kind: 'mail'; href: string } | { kind: 'anchor'; hash: string };
}

export type PartnerWayIcon = 'prayer' | 'content' | 'event' | 'digital' | 'financial';

export interface PartnerWay {
  id: string;
  icon: PartnerWayIcon;
  title: string;
  description: string;
  /** An in-page anchor id for the way (#volunteer). */
  anchor?: string;
}

export interface SpeakingEngagement {
  id: string;
  title: string;
  description: string;
  includes: readonly string[];
}

export interface HostingSpace {
  name: string;
  capacity: number;
  description: string;
}

export const contactChannels: readonly ContactChannel[] = [
  {
    id: 'email',
    icon: 'email',
    title: 'Email Us',
    description: 'For general questions, prayer needs and anything else. We reply within two working days.',
    linkLabel: ministry.email,
    link: { kind: 'mail', href: `mailto:${ministry.email}` },
  },
  {
    id: 'youtube',
    icon: 'youtube',
    title: 'Watch and Learn',
    description: 'Sermons, teaching series and words of encouragement on our video channel.',
    linkLabel: ministry.links.youtube.label,
    link: { kind: 'external', href: ministry.links.youtube.href },
  },
  {
    id: 'facebook',
    icon: 'facebook',
    title: 'Follow Along',
    description: 'News, live prayer and stories from our ministry family.',
    linkLabel: ministry.links.facebook.label,
    link: { kind: 'external', href: ministry.links.facebook.href },
  },
  {
    id: 'community',
    icon: 'community',
    title: 'Join the Community',
    description: 'Grow alongside believers worldwide in Breakthrough Circle, our online community.',
    linkLabel: ministry.links.community.label,
    link: { kind: 'external', href: ministry.links.community.href },
  },
  {
    id: 'speaking',
    icon: 'speaking',
    title: 'Speaking Engagements',
    description: `Invite ${ministry.founder.name} to your church, conference or retreat.`,
    linkLabel: 'See speaking options',
    link: { kind: 'anchor', hash: 'speaking-engagements' },
  },
];

export const partnerWays: readonly PartnerWay[] = [
  {
    id: 'prayer',
    icon: 'prayer',
    title: 'Prayer Partners',
    description: 'Join the team that prays each week over the requests, events and people of this ministry.',
  },
  {
    id: 'content-creation',
    icon: 'content',
    title: 'Content Creation',
    description: 'Writers, designers and video editors help us turn teaching into resources that reach further.',
  },
  {
    id: 'event-support',
    icon: 'event',
    title: 'Event Support',
    description: 'Welcome guests, serve on the worship team or help set up at services and special events.',
    anchor: 'volunteer',
  },
  {
    id: 'digital-ministry',
    icon: 'digital',
    title: 'Digital Ministry',
    description: 'Moderate our online community, answer messages and help people find a church near them.',
  },
  {
    id: 'financial',
    icon: 'financial',
    title: 'Financial Support',
    description: 'Your gifts keep our teaching free and carry the gospel to people we could never reach alone.',
  },
];

export const speakingEngagements: readonly SpeakingEngagement[] = [
  {
    id: 'church-services',
    title: 'Church Services',
    description: 'Sunday and midweek preaching that calls people to Jesus and to the empowering of the Holy Spirit.',
    includes: ['Sunday or midweek message', 'Prayer ministry after the service', 'Time with your leadership team'],
  },
  {
    id: 'conferences',
    title: 'Conferences',
    description: 'Keynotes and breakout sessions on revival, the Holy Spirit, evangelism and leadership.',
    includes: ['Keynote or plenary session', 'Breakout workshops', 'Questions and answers'],
  },
  {
    id: 'seminars-retreats',
    title: 'Seminars & Retreats',
    description: 'Unhurried teaching and prayer for leadership teams, men’s and women’s groups and church retreats.',
    includes: ['One day to a full weekend', 'Teaching, worship and ministry times', 'Material for follow-up'],
  },
];

export const hostingSpaces: readonly HostingSpace[] = [
  {
    name: 'Main Sanctuary',
    capacity: 300,
    description: 'For worship nights, conferences and celebrations, with sound and projection.',
  },
  {
    name: 'Community Hall',
    capacity: 150,
    description: 'For seminars, fellowship meals, workshops and community gatherings.',
  },
];
