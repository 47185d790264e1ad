// The values the ministry is built on: the home page's OUR MISSION section and the About page's values.

/** The icons a value can carry; the components map each name to a Tabler icon. */
export type ValueIcon = 'heart' | 'flame' | 'users' | 'book' | 'music' | 'hands';

export interface MissionValue {
  id: string;
  icon: ValueIcon;
  title: string;
  description: string;
}

/** Home: the three values under 'OUR MISSION'. */
export const missionValues: readonly MissionValue[] = [
  {
    id: 'love-without-limits',
    icon: 'heart',
    title: 'Love Without Limits',
    description:
      'God’s love reaches every person, whatever their past. We welcome the searching, the hurting and the curious exactly as they are.',
  },
  {
    id: 'spirit-led-transformation',
    icon: 'flame',
    title: 'Spirit-Led Transformation',
    description:
      'Real change comes by the power of the Holy Spirit. We teach, pray and expect God to renew hearts, minds and whole families.',
  },
  {
    id: 'authentic-community',
    icon: 'users',
    title: 'Authentic Community',
    description:
      'Nobody should walk with Jesus alone. We build honest friendships where people are known, prayed for and encouraged to grow.',
  },
];

/** About: the three convictions behind everything we do. */
export const coreValues: readonly MissionValue[] = [
  {
    id: 'biblical-truth',
    icon: 'book',
    title: 'Biblical Truth',
    description:
      'Scripture is our foundation. Every teaching, study and conversation is rooted in the Word of God and pointed toward Jesus.',
  },
  {
    id: 'spirit-led-worship',
    icon: 'music',
    title: 'Spirit-Led Worship',
    description:
      'We make room for the Holy Spirit when we gather, with heartfelt praise, prayer and space to simply be with God.',
  },
  {
    id: 'compassionate-service',
    icon: 'hands',
    title: 'Compassionate Service',
    description:
      'Faith shows itself in love. We serve our neighbours with meals, visits, prayer and practical help, no strings attached.',
  },
];
