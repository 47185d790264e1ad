// Stories from people whose lives have been touched through the ministry (shared with their permission).

export interface Testimonial {
  id: string;
  name: string;
  role: string;
  quote: string;
  /** Initials shown in the avatar circle. */
  avatar: string;
}

/** Home: 'Lives Changed Forever'. */
export const featuredTestimonials: readonly Testimonial[] = [
  {
    id: 'sarah-mitchell',
    name: 'Sarah Mitchell',
    role: 'Online community member',
    quote:
      'I found the Holy Spirit Series during the hardest year of my life. For the first time I understood that God was not far away. He was right there with me, and my faith came alive again.',
    avatar: 'SM',
  },
  {
    id: 'marcus-johnson',
    name: 'Marcus Johnson',
    role: 'New believer',
    quote:
      'I came in with a lot of questions and a lot of baggage. Nobody judged me. Six months later I was baptised in the river with my family cheering me on.',
    avatar: 'MJ',
  },
  {
    id: 'linda-torres',
    name: 'Linda Torres',
    role: 'Small group leader',
    quote:
      'The teachings gave our small group a depth we had been missing. We pray for one another now in a way we never did before.',
    avatar: 'LT',
  },
];

/** About: more stories from the church family. */
export const familyTestimonials: readonly Testimonial[] = [
  {
    id: 'david-and-ruth-kim',
    name: 'David & Ruth Kim',
    role: 'Members since 2019',
    quote:
      'Our marriage was hanging by a thread. Through prayer and the care of this family we learned to forgive, and our home is full of peace again.',
    avatar: 'DK',
  },
  {
    id: 'emmanuel-okoro',
    name: 'Emmanuel Okoro',
    role: 'Breakthrough Circle member, Lagos',
    quote:
      'I join the Breakthrough Circle from the other side of the world, and I have never felt closer to a church. Distance is no barrier for the Holy Spirit.',
    avatar: 'EO',
  },
  {
    id: 'hannah-brooks',
    name: 'Hannah Brooks',
    role: 'Youth volunteer',
    quote:
      'I started serving on Sunday nights just to help out. Now I watch teenagers meet Jesus every month, and it has changed my own walk with God.',
    avatar: 'HB',
  },
];
