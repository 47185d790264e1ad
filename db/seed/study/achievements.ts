// The achievement catalogue: four types, three levels each (1 Bronze, 2 Silver, 3 Gold). Each type counts one
// thing, the same at every level, and a level unlocks when that count reaches its threshold:
//   reading       distinct chapters ever read (book + chapter, once each, plan or not)
//   reading_plan  reading plans completed
//   quiz          distinct quizzes submitted (at least once, whatever the score)
//   streak        longest streak in days (a day with a chapter read or a quiz submitted)
// Ids are stable: members' unlocked achievements refer to them.

export type AchievementType = 'reading' | 'reading_plan' | 'quiz' | 'streak';

export type AchievementIcon = 'award' | 'calendar' | 'book' | 'book-open' | 'trophy' | 'target' | 'check-circle';

export interface AchievementSeed {
  id: number;
  slug: string;
  name: string;
  description: string;
  icon: AchievementIcon;
  type: AchievementType;
  level: 1 | 2 | 3;
  /** The count of the type's metric (above) that unlocks this level. */
  threshold: number;
  points: number;
}

export const achievementTypes: readonly AchievementType[] = ['reading', 'reading_plan', 'quiz', 'streak'];

export const achievementIcons: readonly AchievementIcon[] = [
  'award',
  'calendar',
  'book',
  'book-open',
  'trophy',
  'target',
  'check-circle',
];

export const achievements: readonly AchievementSeed[] = [
  {
    id: 1,
    slug: 'first-steps',
    name: 'First Steps',
    description: 'Read your first chapter',
    icon: 'book-open',
    type: 'reading',
    level: 1,
    threshold: 1,
    points: 10,
  },
  {
    id: 2,
    slug: 'faithful-reader',
    name: 'Faithful Reader',
    description: 'Read 10 different chapters',
    icon: 'book',
    type: 'reading',
    level: 2,
    threshold: 10,
    points: 25,
  },
  {
    id: 3,
    slug: 'lamp-to-my-feet',
    name: 'A Lamp to My Feet',
    description: 'Read 50 different chapters',
    icon: 'award',
    type: 'reading',
    level: 3,
    threshold: 50,
    points: 50,
  },
  {
    id: 4,
    slug: 'journey-complete',
    name: 'Journey Complete',
    description: 'Complete a reading plan',
    icon: 'check-circle',
    type: 'reading_plan',
    level: 1,
    threshold: 1,
    points: 10,
  },
  {
    id: 5,
    slug: 'steady-pilgrim',
    name: 'Steady Pilgrim',
    description: 'Complete 3 reading plans',
    icon: 'target',
    type: 'reading_plan',
    level: 2,
    threshold: 3,
    points: 25,
  },
  {
    id: 6,
    slug: 'finished-the-course',
    name: 'Finished the Course',
    description: 'Complete 5 reading plans',
    icon: 'trophy',
    type: 'reading_plan',
    level: 3,
    threshold: 5,
    points: 50,
  },
  {
    id: 7,
    slug: 'eager-learner',
    name: 'Eager Learner',
    description: 'Submit your first quiz',
    icon: 'target',
    type: 'quiz',
    level: 1,
    threshold: 1,
    points: 10,
  },
  {
    id: 8,
    slug: 'seeker-of-wisdom',
    name: 'Seeker of Wisdom',
    description: 'Submit 5 different quizzes',
    icon: 'check-circle',
    type: 'quiz',
    level: 2,
    threshold: 5,
    points: 25,
  },
  {
    id: 9,
    slug: 'scripture-scholar',
    name: 'Scripture Scholar',
    description: 'Submit 8 different quizzes',
    icon: 'trophy',
    type: 'quiz',
    level: 3,
    threshold: 8,
    points: 50,
  },
  {
    id: 10,
    slug: 'good-start',
    name: 'A Good Start',
    description: 'Read a chapter or take a quiz 3 days in a row',
    icon: 'calendar',
    type: 'streak',
    level: 1,
    threshold: 3,
    points: 10,
  },
  {
    id: 11,
    slug: 'week-of-faithfulness',
    name: 'A Week of Faithfulness',
    description: 'Read a chapter or take a quiz 7 days in a row',
    icon: 'calendar',
    type: 'streak',
    level: 2,
    threshold: 7,
    points: 25,
  },
  {
    id: 12,
    slug: 'steadfast',
    name: 'Steadfast',
    description: 'Read a chapter or take a quiz 30 days in a row',
    icon: 'award',
    type: 'streak',
    level: 3,
    threshold: 30,
    points: 50,
  },
];
