// The nine resources on /resources. Study guides are printable pages shipped in public/downloads.
import devotionalsArt from '@/assets/resources/devotionals.svg';
import booksArt from '@/assets/resources/recommended-books.svg';
import sermonsArt from '@/assets/resources/sermons.svg';
import studyGuidesArt from '@/assets/resources/study-guides.svg';
import { ministry } from './ministry';
import type { ResourceCategory } from './resource-categories';

export type ResourceType = 'pdf' | 'audio' | 'video' | 'book';

export interface Resource {
  id: string;
  title: string;
  type: ResourceType;
  description: string;
  /** Where the resource opens (in a new tab). Empty while it is coming soon. */
  link: string;
  image?: string;
  category: ResourceCategory;
  /** Not published yet: shown with a COMING SOON badge and no link. */
  comingSoon?: boolean;
}

export const resourceTypeLabels: Record<ResourceType, string> = {
  pdf: 'Printable Guide',
  audio: 'Audio',
  video: 'Video',
  book: 'Book',
};

const youtube = ministry.links.youtube.href;

export const resources: readonly Resource[] = [
  {
    id: 'discovering-the-holy-spirit',
    title: 'Discovering the Holy Spirit',
    type: 'pdf',
    description:
      'A five-part study on who the Holy Spirit is, what He does in a believer’s life and how to walk in step with Him. Made for personal study or a small group.',
    link: '/downloads/discovering-the-holy-spirit.html',
    image: studyGuidesArt,
    category: 'study-guides',
  },
  {
    id: 'first-steps-new-believers',
    title: 'First Steps: A Guide for New Believers',
    type: 'pdf',
    description:
      'Just given your life to Jesus? This gentle guide walks through assurance, prayer, reading the Bible, church family and sharing your faith.',
    link: '/downloads/first-steps-new-believers.html',
    image: studyGuidesArt,
    category: 'study-guides',
  },
  {
    id: 'gospel-of-john-21-days',
    title: 'The Gospel of John in 21 Days',
    type: 'pdf',
    description:
      'A chapter-a-day journey through John’s Gospel with questions for reflection, written for families and study groups.',
    link: '',
    image: studyGuidesArt,
    category: 'study-guides',
    comingSoon: true,
  },
  {
    id: 'sunday-messages',
    title: 'Sunday Messages',
    type: 'video',
    description: `Watch recent Sunday sermons and teaching series from ${ministry.founder.name} and our ministry team.`,
    link: youtube,
    image: sermonsArt,
    category: 'sermons',
  },
  {
    id: 'holy-spirit-teaching-series-audio',
    title: 'Walking in the Spirit: Teaching Series',
    type: 'audio',
    description:
      'Listen on the go to our teaching series on the person, gifts and fruit of the Holy Spirit, ideal for the commute or a quiet walk.',
    link: youtube,
    image: sermonsArt,
    category: 'sermons',
  },
  {
    id: 'seven-mornings-devotional',
    title: 'Seven Mornings with the Living Water',
    type: 'pdf',
    description:
      'A one-week devotional with a scripture, a short reflection and a prayer for each morning. Print it and keep it by your coffee cup.',
    link: '/downloads/seven-mornings-devotional.html',
    image: devotionalsArt,
    category: 'devotionals',
  },
  {
    id: 'daily-encouragement',
    title: 'Daily Encouragement Videos',
    type: 'video',
    description: 'Short words of hope, prayer and scripture to start your day, shared on our video channel.',
    link: youtube,
    image: devotionalsArt,
    category: 'devotionals',
  },
  {
    id: 'mere-christianity',
    title: 'Mere Christianity by C. S. Lewis',
    type: 'book',
    description:
      'A clear, warm and reasoned explanation of the heart of the Christian faith. A favourite to give to friends who are asking questions.',
    link: 'https://www.harpercollins.com/products/mere-christianity-c-s-lewis',
    image: booksArt,
    category: 'recommended-books',
  },
  {
    id: 'knowing-god',
    title: 'Knowing God by J. I. Packer',
    type: 'book',
    description:
      'A modern classic on the character of God and the joy of knowing Him, not only knowing about Him.',
    link: 'https://www.ivpress.com/knowing-god',
    image: booksArt,
    category: 'recommended-books',
  },
];
