// The Bible Study Hub promotion on the home page: three features and the badges a reader can earn.

export type StudyFeatureIcon = 'calendar' | 'quiz' | 'trophy';

export interface StudyFeature {
  id: string;
  icon: StudyFeatureIcon;
  title: string;
  description: string;
  /** What the feature offers, shown while its card is highlighted. */
  highlights: readonly string[];
}

export interface StudyBadge {
  id: string;
  name: string;
  description: string;
}

export const studyFeatures: readonly StudyFeature[] = [
  {
    id: 'reading-plans',
    icon: 'calendar',
    title: 'Reading Plans',
    description: 'Guided plans through the Gospels, the Psalms and the whole Bible, a chapter at a time.',
    highlights: ['Plans from one week to one year', 'Mark each chapter as read', 'Pick up right where you left off'],
  },
  {
    id: 'bible-quizzes',
    icon: 'quiz',
    title: 'Bible Quizzes',
    description: 'Short quizzes that help what you read take root, from beginner to deep-dive.',
    highlights: ['Questions on books, people and promises', 'See your score straight away', 'Try again and grow'],
  },
  {
    id: 'achievements-streaks',
    icon: 'trophy',
    title: 'Achievements & Streaks',
    description: 'Celebrate faithfulness: earn badges and keep a daily reading streak going.',
    highlights: ['Badges for milestones', 'A daily streak counter', 'Your progress, all in one place'],
  },
];

export const studyBadges: readonly StudyBadge[] = [
  { id: 'first-steps', name: 'First Steps', description: 'Read your first chapter' },
  { id: 'regular-reader', name: 'Regular Reader', description: 'Read on many different days' },
  { id: 'bible-explorer', name: 'Bible Explorer', description: 'Read from many books of the Bible' },
  { id: 'perfect-score', name: 'Perfect Score', description: 'Answer every quiz question correctly' },
  { id: 'one-week-strong', name: 'One Week Strong', description: 'Keep a seven-day reading streak' },
];

/** How long each feature card stays highlighted before the next one takes its turn. */
export const STUDY_ROTATION_MS = 5000;
