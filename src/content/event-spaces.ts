// The rooms at the ministry center that churches and groups may book (Host an Event on /events).

export interface EventSpace {
  id: string;
  name: string;
  /** The most people the room seats. */
  capacity: number;
  description: string;
  features: readonly string[];
}

export const eventSpaces: readonly EventSpace[] = [
  {
    id: 'main-sanctuary',
    name: 'Main Sanctuary',
    capacity: 300,
    description:
      'Our worship space, with a stage, full sound and lighting, and seating for conferences, concerts and larger services.',
    features: ['Stage with sound and lighting', 'Projection screens', 'Accessible seating'],
  },
  {
    id: 'community-hall',
    name: 'Community Hall',
    capacity: 150,
    description:
      'A bright, flexible hall beside the kitchen, ideal for workshops, fellowship meals, receptions and youth nights.',
    features: ['Tables and chairs for 150', 'Kitchen access', 'Projector and screen'],
  },
];
