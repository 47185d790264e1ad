// The teachings library (/teachings) and the three teachings that have their own page (/teachings/$slug).
import crossDawn from '@/assets/teachings/cross-dawn.svg';
import holySpiritDove from '@/assets/teachings/holy-spirit-dove.svg';
import livingWater from '@/assets/teachings/living-water.svg';
import openBook from '@/assets/teachings/open-book.svg';
import sunriseHills from '@/assets/teachings/sunrise-hills.svg';
import windingPath from '@/assets/teachings/winding-path.svg';
import { ministry } from './ministry';
import type { TeachingCategory } from './teaching-categories';

/** A card in the teachings library. */
export interface Teaching {
  id: string;
  title: string;
  description: string;
  category: TeachingCategory;
  subcategory: string;
  /** Publication date, ISO (YYYY-MM-DD). */
  date: string;
  image: string;
  /** Where Watch Teaching leads once the teaching is published. */
  link: string;
  /** True until the video is published: the card shows the COMING SOON badge instead of Watch Teaching. */
  comingSoon: boolean;
}

/** A teaching with its own page: the words of the message and, once recorded, its video, notes and audio. */
export interface TeachingDetail {
  id: string;
  title: string;
  description: string;
  /** The body of the teaching, one paragraph per entry. */
  content: readonly string[];
  category: TeachingCategory;
  subcategory: string;
  /** Date given, ISO (YYYY-MM-DD). */
  date: string;
  author: string;
  image: string;
  imageAlt: string;
  /** A youtube-nocookie.com embed address. */
  videoUrl?: string;
  pdfUrl?: string;
  audioUrl?: string;
}

export const teachings: readonly Teaching[] = [
  {
    id: 'baptism-of-the-holy-spirit',
    title: 'The Baptism of the Holy Spirit',
    description:
      'What Jesus promised in Acts 1:8, what happened at Pentecost, and how every believer can receive the power of the Spirit today.',
    category: 'holy-spirit',
    subcategory: 'Spirit-Filled Living',
    date: '2026-03-03',
    image: holySpiritDove,
    link: '/teachings/baptism-of-the-holy-spirit',
    comingSoon: true,
  },
  {
    id: 'gifts-of-the-spirit',
    title: 'Discovering the Gifts of the Spirit',
    description:
      'A gentle walk through 1 Corinthians 12: the gifts God gives, why He gives them, and how they build up the church in love.',
    category: 'holy-spirit',
    subcategory: 'Spiritual Gifts',
    date: '2026-03-10',
    image: livingWater,
    link: '/teachings/gifts-of-the-spirit',
    comingSoon: true,
  },
  {
    id: 'fruit-of-the-spirit',
    title: 'Growing in the Fruit of the Spirit',
    description:
      'Love, joy, peace and patience are not a to-do list. Learn how the Spirit grows Christlike character in ordinary days.',
    category: 'holy-spirit',
    subcategory: 'Character and Fruit',
    date: '2026-03-17',
    image: sunriseHills,
    link: '/teachings/fruit-of-the-spirit',
    comingSoon: true,
  },
  {
    id: 'finding-your-purpose',
    title: 'Finding Your Purpose in Christ',
    description:
      'You were made on purpose and for a purpose. Discover who God says you are and the good works He prepared for you.',
    category: 'new-believers',
    subcategory: 'Identity and Calling',
    date: '2026-02-10',
    image: windingPath,
    link: '/teachings/finding-your-purpose',
    comingSoon: true,
  },
  {
    id: 'assurance-of-salvation',
    title: 'Assurance of Salvation',
    description:
      'How can I know I belong to God? The promises of Scripture that anchor a new believer when feelings come and go.',
    category: 'new-believers',
    subcategory: 'Foundations of Faith',
    date: '2026-02-17',
    image: crossDawn,
    link: '/teachings/assurance-of-salvation',
    comingSoon: true,
  },
  {
    id: 'learning-to-pray',
    title: 'Learning to Pray',
    description:
      'Prayer is simply talking with your Father. Practical first steps, drawn from the Lord’s Prayer, for building a daily habit.',
    category: 'new-believers',
    subcategory: 'Prayer Basics',
    date: '2026-02-24',
    image: sunriseHills,
    link: '/teachings/learning-to-pray',
    comingSoon: true,
  },
  {
    id: 'healing-through-faith',
    title: 'Healing Through Faith',
    description:
      'A study of the healings in the Gospels and what they reveal about the compassion of Jesus and the prayer of faith.',
    category: 'bible-studies',
    subcategory: 'Gospel Studies',
    date: '2026-01-20',
    image: crossDawn,
    link: '/teachings/healing-through-faith',
    comingSoon: true,
  },
  {
    id: 'the-book-of-acts',
    title: 'The Book of Acts: A Church on Fire',
    description:
      'Chapter by chapter through Acts, watching ordinary people carry the gospel from Jerusalem to the ends of the earth.',
    category: 'bible-studies',
    subcategory: 'Book Studies',
    date: '2026-01-27',
    image: openBook,
    link: '/teachings/the-book-of-acts',
    comingSoon: true,
  },
  {
    id: 'psalms-of-trust',
    title: 'Psalms of Trust',
    description:
      'Psalms 23, 46, 91 and 121: honest prayers for anxious seasons, and the God who is our refuge and strength.',
    category: 'bible-studies',
    subcategory: 'Wisdom and Poetry',
    date: '2026-02-03',
    image: livingWater,
    link: '/teachings/psalms-of-trust',
    comingSoon: true,
  },
];

/** The featured series on /teachings (#featured-teaching). */
export const featuredTeaching = {
  eyebrow: 'Featured Teaching',
  title: 'The Holy Spirit Series',
  description:
    'Jesus said it was for our good that He went away, so that the Helper would come. This series opens the Scriptures on who the Holy Spirit is and how He fills, leads and empowers everyday believers.',
  topics: [
    'Who the Holy Spirit is: a Person, not a force',
    'The baptism of the Holy Spirit and the promise of power',
    'The gifts of the Spirit for building up the church',
    'Walking in step with the Spirit every day',
  ],
  image: holySpiritDove,
  startLink: '/teachings/baptism-of-the-holy-spirit',
} as const;

export const teachingDetails: readonly TeachingDetail[] = [
  {
    id: 'baptism-of-the-holy-spirit',
    title: 'The Baptism of the Holy Spirit',
    description:
      'What Jesus promised in Acts 1:8, what happened at Pentecost, and how every believer can receive the power of the Spirit today.',
    content: [
      'Before He ascended, Jesus told His disciples to wait in Jerusalem for the promise of the Father: "You will receive power when the Holy Spirit has come upon you, and you will be my witnesses" (Acts 1:8). Ten days later, on the day of Pentecost, that promise was poured out.',
      'The baptism of the Holy Spirit is not a reward for the spiritually elite. Peter told the crowd that the promise was "for you and for your children and for all who are far off" (Acts 2:39). It is the Father’s gift to every child of His who asks.',
      'In this teaching we look at the pattern of the book of Acts, answer common questions and fears, and pray together to receive everything God has for us, so that we can live boldly and love deeply in the power of the Spirit.',
    ],
    category: 'holy-spirit',
    subcategory: 'Spirit-Filled Living',
    date: '2026-03-03',
    author: ministry.founder.name,
    image: holySpiritDove,
    imageAlt: 'A white dove descending in golden light over blue hills',
  },
  {
    id: 'finding-your-purpose',
    title: 'Finding Your Purpose in Christ',
    description:
      'You were made on purpose and for a purpose. Discover who God says you are and the good works He prepared for you.',
    content: [
      '"For we are His workmanship, created in Christ Jesus for good works, which God prepared beforehand, that we should walk in them" (Ephesians 2:10). Your life is not an accident, and your past does not have the last word.',
      'Purpose begins with identity. Before God ever asks us to do anything, He tells us who we are: forgiven, adopted, loved and filled with His Spirit. Out of that security we can discover the gifts, passions and open doors He has placed in our lives.',
      'This teaching offers simple, practical steps for new believers: listening to God in His Word, serving in community, and taking the next faithful step even before the whole path is clear.',
    ],
    category: 'new-believers',
    subcategory: 'Identity and Calling',
    date: '2026-02-10',
    author: ministry.founder.name,
    image: windingPath,
    imageAlt: 'A winding path through blue hills toward a rising sun',
  },
  {
    id: 'healing-through-faith',
    title: 'Healing Through Faith',
    description:
      'A study of the healings in the Gospels and what they reveal about the compassion of Jesus and the prayer of faith.',
    content: [
      'Again and again the Gospels tell us that Jesus was "moved with compassion" and healed the sick. The woman who touched His robe, the blind man by the road, the servant of a Roman officer: each account shows His heart toward people in pain.',
      'Faith is not a technique for earning healing; it is trust in a good Father. We will look at how Jesus responded to faith, how the early church prayed for the sick (James 5:14-16), and how to keep trusting God while we wait.',
      'Whether you are praying for your own healing or for someone you love, this study invites you to bring your whole story to Jesus, the One who still heals bodies, minds and broken hearts.',
    ],
    category: 'bible-studies',
    subcategory: 'Gospel Studies',
    date: '2026-01-20',
    author: ministry.founder.name,
    image: crossDawn,
    imageAlt: 'A simple cross on a hill as dawn breaks in gold and blue',
  },
];

export function findTeachingDetail(slug: string): TeachingDetail | undefined {
  return teachingDetails.find((teaching) => teaching.id === slug);
}
