// Resources for pastors, teachers and ministry leaders as the list on the home page and /spiritual-leaders
// shows them. What each one's page at /resources/{id} adds is in leader-resource-guides.ts, which only that
// page loads (the home page loads 4.2 kB gzip less for it).
import evangelismArt from '@/assets/leaders/evangelism.svg';
import leadershipArt from '@/assets/leaders/leadership.svg';
import pastoralArt from '@/assets/leaders/pastoral.svg';
import sermonsArt from '@/assets/leaders/sermons.svg';
import sundaySchoolArt from '@/assets/leaders/sunday-school.svg';
import youthArt from '@/assets/leaders/youth.svg';

/** The built-in resources, by the slug of their page. */
export type LeaderResourceId =
  | 'fruit-of-the-spirit-lessons'
  | 'heroes-of-faith-study'
  | 'power-from-on-high-sermons'
  | 'preaching-the-parables'
  | 'sharing-your-testimony'
  | 'everyday-conversations-about-jesus'
  | 'servant-leadership'
  | 'building-a-volunteer-team'
  | 'walking-with-the-grieving'
  | 'praying-at-the-bedside'
  | 'who-i-am-in-christ'
  | 'youth-prayer-night';

export type LeaderResourceType = 'lesson' | 'pdf' | 'presentation' | 'video' | 'audio';

export type LeaderResourceCategory = 'sunday-school' | 'sermons' | 'evangelism' | 'leadership' | 'pastoral' | 'youth';

/** A resource item as the list shows it (the spec's "Resource item (home section)"). */
export interface LeaderResource {
  /** Also the slug of its page: /resources/{id}. */
  id: LeaderResourceId;
  title: string;
  description: string;
  type: LeaderResourceType;
  category: LeaderResourceCategory;
  /** Artwork URL (a local SVG). */
  image: string;
  link: string;
}

export const leaderResourceCategories: readonly { value: LeaderResourceCategory; label: string }[] = [
  { value: 'sunday-school', label: 'Sunday School' },
  { value: 'sermons', label: 'Sermons' },
  { value: 'evangelism', label: 'Evangelism' },
  { value: 'leadership', label: 'Leadership' },
  { value: 'pastoral', label: 'Pastoral Care' },
  { value: 'youth', label: 'Youth Ministry' },
];

export const leaderResourceTypeLabels: Record<LeaderResourceType, string> = {
  lesson: 'Lesson',
  pdf: 'PDF Guide',
  presentation: 'Presentation',
  video: 'Video',
  audio: 'Audio',
};

export function leaderCategoryLabel(category: LeaderResourceCategory): string {
  return leaderResourceCategories.find((entry) => entry.value === category)?.label ?? category;
}

const categoryArt: Record<LeaderResourceCategory, string> = {
  'sunday-school': sundaySchoolArt,
  sermons: sermonsArt,
  evangelism: evangelismArt,
  leadership: leadershipArt,
  pastoral: pastoralArt,
  youth: youthArt,
};

type CardInput = Omit<LeaderResource, 'image' | 'link'>;

const card = (input: CardInput): LeaderResource => ({
  ...input,
  image: categoryArt[input.category],
  link: `/resources/${input.id}`,
});

export const leaderResources: readonly LeaderResource[] = [
  card({
    id: 'fruit-of-the-spirit-lessons',
    title: 'The Fruit of the Spirit: Six Lessons for Children',
    description:
      'A six-week Sunday school series that helps children see how the Holy Spirit grows love, joy, peace and kindness in everyday life.',
    type: 'lesson',
    category: 'sunday-school',
  }),
  card({
    id: 'heroes-of-faith-study',
    title: 'Heroes of Faith: Hebrews 11 for Young Learners',
    description:
      'A printable study guide introducing children to Abraham, Moses, Rahab and others who trusted God when it was hard.',
    type: 'pdf',
    category: 'sunday-school',
  }),
  card({
    id: 'power-from-on-high-sermons',
    title: 'Power from on High: A Pentecost Sermon Series',
    description:
      'Four sermon outlines with slides on the promise, the coming and the ongoing work of the Holy Spirit in the church today.',
    type: 'presentation',
    category: 'sermons',
  }),
  card({
    id: 'preaching-the-parables',
    title: 'Preaching the Parables of Jesus',
    description:
      'A teaching session for preachers on reading the parables in their setting and bringing their surprise to today’s listeners.',
    type: 'audio',
    category: 'sermons',
  }),
  card({
    id: 'sharing-your-testimony',
    title: 'Sharing Your Testimony in Three Minutes',
    description:
      'A short training video and worksheet that help believers tell the story of how Jesus changed their life, simply and honestly.',
    type: 'video',
    category: 'evangelism',
  }),
  card({
    id: 'everyday-conversations-about-jesus',
    title: 'Everyday Conversations About Jesus',
    description:
      'A pocket guide to natural, caring conversations about faith with neighbours, colleagues and friends.',
    type: 'pdf',
    category: 'evangelism',
  }),
  card({
    id: 'servant-leadership',
    title: 'Servant Leadership: Leading Like Jesus',
    description:
      'A workshop presentation for church boards and ministry teams on leading with humility, vision and care.',
    type: 'presentation',
    category: 'leadership',
  }),
  card({
    id: 'building-a-volunteer-team',
    title: 'Building and Caring for a Volunteer Team',
    description:
      'A practical guide to inviting, training, thanking and keeping the volunteers who carry so much of a church’s ministry.',
    type: 'pdf',
    category: 'leadership',
  }),
  card({
    id: 'walking-with-the-grieving',
    title: 'Walking with the Grieving',
    description:
      'Gentle, practical guidance for pastors and care teams supporting families through loss, funerals and the months that follow.',
    type: 'pdf',
    category: 'pastoral',
  }),
  card({
    id: 'praying-at-the-bedside',
    title: 'Praying at the Bedside: Hospital and Home Visits',
    description:
      'An audio training for visiting the sick and housebound, with sample prayers and scriptures that comfort.',
    type: 'audio',
    category: 'pastoral',
  }),
  card({
    id: 'who-i-am-in-christ',
    title: 'Who I Am in Christ: A Youth Series',
    description:
      'Four youth group sessions on identity, worth and belonging, answering the world’s labels with what God says about us.',
    type: 'lesson',
    category: 'youth',
  }),
  card({
    id: 'youth-prayer-night',
    title: 'Planning a Youth Prayer Night',
    description:
      'A video walkthrough for planning an evening of worship, stations and prayer that teenagers will remember.',
    type: 'video',
    category: 'youth',
  }),
];
