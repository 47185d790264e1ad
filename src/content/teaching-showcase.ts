// The three series featured on the home page under 'OUR TEACHINGS'.
import healingArt from '@/assets/home/teaching-healing.svg';
import holySpiritArt from '@/assets/home/teaching-holy-spirit.svg';
import lifePurposeArt from '@/assets/home/teaching-life-purpose.svg';

export interface TeachingCard {
  id: string;
  title: string;
  description: string;
  category: string;
  image: string;
  /** The teaching's detail page. */
  link: `/teachings/${string}`;
  /** A published video; without one the teaching is shown as coming soon. */
  videoUrl?: string;
}

export const showcasedTeachings: readonly TeachingCard[] = [
  {
    id: 'holy-spirit-series',
    title: 'Holy Spirit Series',
    description:
      'Discover who the Holy Spirit is, how He fills and empowers believers, and what it means to walk with Him every day.',
    category: 'Holy Spirit',
    image: holySpiritArt,
    link: '/teachings/baptism-of-the-holy-spirit',
  },
  {
    id: 'life-purpose-series',
    title: 'Life Purpose Series',
    description:
      'You were made on purpose, for a purpose. Learn to hear God’s voice and step confidently into the plans He has for you.',
    category: 'Life Purpose',
    image: lifePurposeArt,
    link: '/teachings/finding-your-purpose',
  },
  {
    id: 'healing-series',
    title: 'Healing Series',
    description:
      'Scripture’s promises of healing for body, mind and heart, with honest teaching on faith, prayer and waiting on God.',
    category: 'Healing',
    image: healingArt,
    link: '/teachings/healing-through-faith',
  },
];

/** A teaching is available once its video is published. */
export function isTeachingAvailable(teaching: TeachingCard): boolean {
  return Boolean(teaching.videoUrl);
}
