// The fixed content of /breakthrough-circle: the community's free and premium resources (hosted on the
// external community platform), the membership options and the FAQ.
import courseArt from '@/assets/breakthrough/course.svg';
import devotionalArt from '@/assets/breakthrough/devotional.svg';
import guideArt from '@/assets/breakthrough/guide.svg';
import mediaArt from '@/assets/breakthrough/media.svg';
import { MEMBERSHIP_PLANS, type MembershipPlanId } from '@server/contracts/membership-plans';
import type { FaqEntry } from './resource-faq';
import { membershipTerms } from './membership-terms';
import { ministry } from './ministry';

export type FreeResourceType = 'devotional' | 'guide' | 'video' | 'audio';

export type PremiumResourceType = 'ebook' | 'course' | 'workbook' | 'workshop' | 'video-series' | 'kit';

export interface FreeResource {
  id: string;
  title: string;
  type: FreeResourceType;
  description: string;
  /** What the member receives, e.g. 'PDF, 32 pages'. */
  format: string;
  thumbnail: string;
  /** Where the download lives: the resource library of the community platform. */
  download: string;
  tags: readonly string[];
}

export interface PremiumResource {
  id: string;
  title: string;
  type: PremiumResourceType;
  description: string;
  format: string;
  /** In US dollars. */
  price: number;
  thumbnail: string;
  tags: readonly string[];
}

export type { MembershipPlanId };

export interface MembershipPlan {
  id: MembershipPlanId;
  name: string;
  /** In US dollars, per interval (the price the server charges, from the membership contract). */
  price: number;
  interval: 'month' | 'year';
  /** A short highlight shown as a badge (annual only). */
  savings?: string;
  perks: readonly string[];
}

export const freeResourceTypeLabels: Record<FreeResourceType, string> = {
  devotional: 'Devotional',
  guide: 'Guide',
  video: 'Video',
  audio: 'Audio',
};

export const premiumResourceTypeLabels: Record<PremiumResourceType, string> = {
  ebook: 'eBook',
  course: 'Course',
  workbook: 'Workbook',
  workshop: 'Workshop',
  'video-series': 'Video Series',
  kit: 'Kit',
};

const communityLibrary = ministry.links.community.href;

export const freeResources: readonly FreeResource[] = [
  {
    id: 'breakthrough-prayer-devotional',
    title: '21 Days of Breakthrough Prayer',
    type: 'devotional',
    description: 'A daily scripture, reflection and guided prayer to build a steady, expectant prayer life.',
    format: 'PDF, 48 pages',
    thumbnail: devotionalArt,
    download: communityLibrary,
    tags: ['Prayer', 'Daily devotional'],
  },
  {
    id: 'hearing-gods-voice-guide',
    title: 'Hearing God’s Voice: A Beginner’s Guide',
    type: 'guide',
    description: 'How God speaks through His Word, His Spirit and His people, and how to respond in faith.',
    format: 'PDF, 24 pages',
    thumbnail: guideArt,
    download: communityLibrary,
    tags: ['Holy Spirit', 'Discipleship'],
  },
  {
    id: 'freedom-from-fear-video',
    title: 'Freedom from Fear',
    type: 'video',
    description: `A teaching from ${ministry.founder.name} on trading anxiety for the peace of Christ.`,
    format: 'Video, 38 minutes',
    thumbnail: mediaArt,
    download: communityLibrary,
    tags: ['Peace', 'Teaching'],
  },
  {
    id: 'worship-and-scripture-audio',
    title: 'Rest: Scripture and Worship for Quiet Evenings',
    type: 'audio',
    description: 'Psalms read slowly over gentle instrumental worship, for ending the day in God’s presence.',
    format: 'Audio, 45 minutes',
    thumbnail: mediaArt,
    download: communityLibrary,
    tags: ['Worship', 'Rest'],
  },
];

export const premiumResources: readonly PremiumResource[] = [
  {
    id: 'spirit-filled-life-ebook',
    title: 'The Spirit-Filled Life',
    type: 'ebook',
    description: 'A complete ebook on receiving, knowing and walking with the Holy Spirit every day.',
    format: 'eBook (PDF and EPUB), 180 pages',
    price: 12.99,
    thumbnail: guideArt,
    tags: ['Holy Spirit', 'In depth'],
  },
  {
    id: 'foundations-of-faith-course',
    title: 'Foundations of Faith',
    type: 'course',
    description: 'An eight-week online course through the core truths of the Christian faith, with video lessons and quizzes.',
    format: 'Online course, 8 modules',
    price: 49.99,
    thumbnail: courseArt,
    tags: ['New believers', 'Course'],
  },
  {
    id: 'breakthrough-journal-workbook',
    title: 'Breakthrough Journal',
    type: 'workbook',
    description: 'A guided workbook for recording prayers, promises and answers over ninety days.',
    format: 'Printable workbook, 96 pages',
    price: 8.99,
    thumbnail: devotionalArt,
    tags: ['Prayer', 'Journaling'],
  },
  {
    id: 'healing-the-heart-workshop',
    title: 'Healing the Heart',
    type: 'workshop',
    description: 'A recorded workshop on forgiveness, inner healing and finding wholeness in Christ.',
    format: 'Recorded workshop, 3 sessions',
    price: 29.99,
    thumbnail: mediaArt,
    tags: ['Healing', 'Forgiveness'],
  },
  {
    id: 'gifts-of-the-spirit-series',
    title: 'Gifts of the Spirit',
    type: 'video-series',
    description: 'Twelve video teachings on discovering and using the gifts the Holy Spirit gives the church.',
    format: 'Video series, 12 episodes',
    price: 39.99,
    thumbnail: mediaArt,
    tags: ['Holy Spirit', 'Spiritual gifts'],
  },
  {
    id: 'small-group-starter-kit',
    title: 'Small Group Starter Kit',
    type: 'kit',
    description: 'Everything you need to launch a home group: leader guide, six discussion sessions and invitation cards.',
    format: 'Kit: leader guide, session sheets, printables',
    price: 19.99,
    thumbnail: courseArt,
    tags: ['Small groups', 'Leadership'],
  },
];

export const membershipPlans: readonly MembershipPlan[] = [
  {
    id: 'monthly',
    name: MEMBERSHIP_PLANS.monthly.name,
    price: MEMBERSHIP_PLANS.monthly.priceCents / 100,
    interval: MEMBERSHIP_PLANS.monthly.interval,
    perks: [
      'All free and member-only resources',
      'Live monthly teaching and prayer calls',
      'Member discussion groups and prayer circles',
      membershipTerms.perk(MEMBERSHIP_PLANS.monthly.interval),
    ],
  },
  {
    id: 'annual',
    name: MEMBERSHIP_PLANS.annual.name,
    price: MEMBERSHIP_PLANS.annual.priceCents / 100,
    interval: MEMBERSHIP_PLANS.annual.interval,
    savings: 'Save 33%',
    perks: [
      'Everything in Monthly',
      '2 free premium resources of your choice',
      'A one-on-one session with a member of our pastoral team',
      membershipTerms.perk(MEMBERSHIP_PLANS.annual.interval),
    ],
  },
];

export const breakthroughFaq: readonly FaqEntry[] = [
  {
    question: 'What is Breakthrough Circle?',
    answer: `Breakthrough Circle is the online community of ${ministry.name}: a place to grow in faith with believers around the world through teaching, prayer and conversation. It is hosted on a separate community platform.`,
  },
  {
    question: 'Do I need an account to use the resources?',
    answer:
      'Yes. Community resources are only for members of the Breakthrough Circle community platform. Joining the community is free, and the free resources are available as soon as you sign in there.',
  },
  {
    question: 'How do premium resources work?',
    answer:
      'Premium resources are bought individually on the community platform and stay in your library there. Annual members receive two premium resources of their choice at no extra cost.',
  },
  membershipTerms.faq,
];
