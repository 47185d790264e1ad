// The About page's story section and its illustrated "family photos".
import communityMeal from '@/assets/about/photo-community-meal.svg';
import hillsidePrayer from '@/assets/about/photo-hillside-prayer.svg';
import riverBaptism from '@/assets/about/photo-river-baptism.svg';
import worshipNight from '@/assets/about/photo-worship-night.svg';
import { ministry } from './ministry';

export interface StoryMilestone {
  year: string;
  text: string;
}

export interface FamilyPhoto {
  id: string;
  image: string;
  /** Describes the illustration for screen readers. */
  alt: string;
  caption: string;
}

export const ourStory = {
  paragraphs: [
    `${ministry.name} began in ${ministry.foundedYear} around a living-room table in Nashville, where ${ministry.founder.name} and his wife ${ministry.coFounder.firstName} opened their home for a weekly Bible study. People came hungry for more than religion: they wanted to know God personally.`,
    'As the Holy Spirit moved, the group outgrew the house, then a rented hall, and became a church family with a heart for people who feel far from God. Today we gather in person at our ministry center and online with friends around the world.',
    'Our calling has never changed: to guide spiritually lost people into a personal relationship with Jesus Christ and the empowerment of the Holy Spirit.',
  ],
  milestones: [
    { year: String(ministry.foundedYear), text: 'A weekly Bible study opens in the Whitfields’ living room.' },
    { year: '2018', text: 'The first river baptisms in the Cumberland River.' },
    { year: '2021', text: 'Teachings go online and the Breakthrough Circle community begins.' },
    { year: 'Today', text: 'A church family in Nashville and friends across the world.' },
  ] satisfies readonly StoryMilestone[],
} as const;

export const familyPhotos: readonly FamilyPhoto[] = [
  {
    id: 'river-baptism',
    image: riverBaptism,
    alt: 'Illustration of two people standing in a river at sunrise for a baptism',
    caption: 'Summer baptisms in the Cumberland River',
  },
  {
    id: 'worship-night',
    image: worshipNight,
    alt: 'Illustration of a crowd with raised hands under warm stage lights',
    caption: 'Friday night worship at the ministry center',
  },
  {
    id: 'community-meal',
    image: communityMeal,
    alt: 'Illustration of friends sharing a long table under strings of lights',
    caption: 'Our monthly community meal',
  },
  {
    id: 'hillside-prayer',
    image: hillsidePrayer,
    alt: 'Illustration of a small group praying together on a hillside at dawn',
    caption: 'Easter sunrise prayer on the hill',
  },
];
