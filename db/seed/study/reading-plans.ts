// The Study Hub's reading plans. `days[i]` is what is read on day i + 1, so a plan's duration is the number
// of days and its ordered chapter list is `days.flat()`. Book names are the `name` of db/seed/bible-books.json.
// Ids are stable: members' plan progress refers to them.

export interface PlanChapter {
  book: string;
  chapter: number;
}

export type PlanDay = readonly PlanChapter[];

export type PlanType = 'gospel' | 'book' | 'topical' | 'wisdom' | 'prophets' | 'epistles';

export interface ReadingPlanSeed {
  /** 1.., stable. */
  id: number;
  slug: string;
  name: string;
  description: string;
  planType: PlanType;
  days: readonly PlanDay[];
}

/** Chapters `from`..`to` of one book, in order. */
function chapters(book: string, from: number, to: number): PlanChapter[] {
  return Array.from({ length: to - from + 1 }, (_, i) => ({ book, chapter: from + i }));
}

/** One chapter a day. */
function oneADay(list: readonly PlanChapter[]): PlanDay[] {
  return list.map((chapter) => [chapter]);
}

/** `perDay` chapters a day, the last day taking what is left. */
function groupedByDay(list: readonly PlanChapter[], perDay: number): PlanDay[] {
  const days: PlanDay[] = [];
  for (let i = 0; i < list.length; i += perDay) days.push(list.slice(i, i + perDay));
  return days;
}

export const readingPlans: readonly ReadingPlanSeed[] = [
  {
    id: 1,
    slug: 'gospel-of-john-21-days',
    name: 'The Gospel of John in 21 Days',
    description:
      'Walk through the Gospel of John one chapter a day, from "In the beginning was the Word" to the risen Jesus by the Sea of Tiberias. John wrote it so that you may believe that Jesus is the Christ, the Son of God, and have life in his name.',
    planType: 'gospel',
    days: oneADay(chapters('John', 1, 21)),
  },
  {
    id: 2,
    slug: 'psalms-of-comfort',
    name: 'Psalms of Comfort',
    description:
      'Seven psalms for anxious or weary days, among them "The LORD is my shepherd" and "God is our refuge and strength". Read one each day and bring your cares to the God who hears.',
    planType: 'wisdom',
    days: oneADay([23, 27, 34, 46, 91, 121, 139].map((chapter) => ({ book: 'Psalms', chapter }))),
  },
  {
    id: 3,
    slug: 'proverbs-in-a-month',
    name: 'Proverbs in a Month',
    description:
      'One chapter of Proverbs for each day of the month. Practical wisdom for work, words, family and friendship, rooted in the fear of the LORD.',
    planType: 'wisdom',
    days: oneADay(chapters('Proverbs', 1, 31)),
  },
  {
    id: 4,
    slug: 'sermon-on-the-mount',
    name: 'The Sermon on the Mount',
    description:
      "Jesus' Sermon on the Mount in three days: the Beatitudes and salt and light, the Lord's Prayer and treasure in heaven, and the wise man who built his house on the rock.",
    planType: 'gospel',
    days: oneADay(chapters('Matthew', 5, 7)),
  },
  {
    id: 5,
    slug: 'romans-16-days',
    name: 'Romans in 16 Days',
    description:
      "Paul's letter to the Romans, one chapter a day: sin and grace, righteousness through faith, life in the Spirit and love in action. Nothing can separate us from the love of God in Christ Jesus.",
    planType: 'epistles',
    days: oneADay(chapters('Romans', 1, 16)),
  },
  {
    id: 6,
    slug: 'genesis-beginnings',
    name: 'In the Beginning: Genesis 1-12',
    description:
      "The first twelve chapters of the Bible, two a day: creation, the fall, Cain and Abel, Noah and the flood, the tower of Babel and God's call to Abram.",
    planType: 'book',
    days: groupedByDay(chapters('Genesis', 1, 12), 2),
  },
  {
    id: 7,
    slug: 'love-forgiveness-prayer',
    name: 'Love, Forgiveness and Prayer',
    description:
      'Fourteen chapters on three threads of the Christian life: how God loves us and teaches us to love, how he forgives and asks us to forgive, and how to pray, with the prayers of Jesus himself.',
    planType: 'topical',
    days: oneADay([
      // Love
      { book: '1 Corinthians', chapter: 13 },
      { book: '1 John', chapter: 4 },
      { book: 'John', chapter: 15 },
      { book: 'Romans', chapter: 12 },
      // Forgiveness
      { book: 'Luke', chapter: 15 },
      { book: 'Matthew', chapter: 18 },
      { book: 'Psalms', chapter: 51 },
      { book: 'Psalms', chapter: 103 },
      { book: 'Colossians', chapter: 3 },
      // Prayer
      { book: 'Matthew', chapter: 6 },
      { book: 'Luke', chapter: 11 },
      { book: 'Luke', chapter: 18 },
      { book: 'John', chapter: 17 },
      { book: 'James', chapter: 5 },
    ]),
  },
  {
    id: 8,
    slug: 'isaiah-comfort-and-hope',
    name: 'Isaiah: Comfort and Hope',
    description:
      "Seven chapters of hope from Isaiah: the child born to us, the branch from the stem of Jesse, the desert in bloom, comfort for God's people, the suffering servant, the free invitation to come, and good news for the meek.",
    planType: 'prophets',
    days: oneADay([9, 11, 35, 40, 53, 55, 61].map((chapter) => ({ book: 'Isaiah', chapter }))),
  },
  {
    id: 9,
    slug: 'jonah-4-days',
    name: 'Jonah in 4 Days',
    description:
      "The story of Jonah, one chapter a day: the prophet who ran from God, his prayer from the belly of the fish, Nineveh's repentance, and God's compassion for a great city.",
    planType: 'prophets',
    days: oneADay(chapters('Jonah', 1, 4)),
  },
  {
    id: 10,
    slug: 'acts-early-church',
    name: 'Acts: The Early Church',
    description:
      'The Acts of the Apostles in four weeks: the Spirit poured out at Pentecost, the church growing from Jerusalem, and Paul carrying the gospel as far as Rome.',
    planType: 'book',
    days: oneADay(chapters('Acts', 1, 28)),
  },
  {
    id: 11,
    slug: 'philippians-joy',
    name: 'Philippians: Joy in Christ',
    description:
      "Paul's letter of joy, written in chains, one chapter a day: Christ who humbled himself, pressing on toward the goal, and the peace of God that passes all understanding.",
    planType: 'epistles',
    days: oneADay(chapters('Philippians', 1, 4)),
  },
];

/** The plan's chapters in reading order. */
export const planChapters = (plan: ReadingPlanSeed): PlanChapter[] => plan.days.flat();

/** The plan's length in days. */
export const planDuration = (plan: ReadingPlanSeed): number => plan.days.length;
