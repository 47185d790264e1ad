import { z } from './zod';
import { idParam, plainText } from './common';
import { NOTES_MAX } from './study-limits';

export * from './study-limits';

// The Study Hub (members.md sections 2-9): reading progress, reading plans, quizzes, streaks and
// achievements. Catalogues are public; what a member did answers empty or zero when signed out, and every
// write needs a member (401). Every message here is what an API client or the screens show.

export const achievementTypes = ['reading', 'reading_plan', 'quiz', 'streak'] as const;
export type AchievementType = (typeof achievementTypes)[number];
export const achievementIcons = ['award', 'calendar', 'book', 'book-open', 'trophy', 'target', 'check-circle'] as const;
export const quizDifficulties = ['easy', 'medium', 'hard'] as const;

export const PROGRESS_MESSAGE = 'Progress must be a whole number from 0 to 100';

export const studyMessages = {
  planNotFound: 'Reading plan not found',
  planAlreadyStarted: 'You have already started this reading plan.',
  planNotStarted: 'Start this reading plan before updating its progress.',
  quizNotFound: 'Quiz not found',
  answersCount: (count: number) => `Please answer all ${count} questions.`,
  answerOutOfRange: (question: number, options: number) => `The answer to question ${question} must be one of its ${options} options.`,
  unknownTimeZone: (zone: string) => `Unknown time zone: ${zone}`,
  notesTooLong: `Please keep your notes under ${NOTES_MAX.toLocaleString('en-US')} characters`,
} as const;

/** An IANA zone name as the browser reports it (Intl...resolvedOptions().timeZone); checked on the server. */
export const timeZoneInput = z.string().trim().min(1).max(64).optional();

const bookName = plainText('Book is required').pipe(z.string().min(1, 'Book is required').max(40, 'Unknown book'));
const chapterNumber = z.coerce
  .number('Chapter must be a whole number')
  .int('Chapter must be a whole number')
  .positive('Chapter must be a whole number');

export const chapterRef = z.object({ book: z.string(), chapter: z.number().int() });
export type ChapterRef = z.infer<typeof chapterRef>;

// Reading progress

export const markReadInput = z.object({
  book: bookName,
  chapter: chapterNumber,
  /** Sent only when non-empty after trimming; an empty text keeps the notes already saved. */
  notes: plainText(studyMessages.notesTooLong, 'multi').pipe(z.string().max(NOTES_MAX, studyMessages.notesTooLong)).optional(),
  timeZone: timeZoneInput,
});
export type MarkReadInput = z.input<typeof markReadInput>;

export const readChapterOutput = z.object({ book: z.string(), chapter: z.number().int(), notes: z.string().nullable(), readAt: z.date() });
export type ReadChapterView = z.infer<typeof readChapterOutput>;

export const achievementOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  icon: z.enum(achievementIcons),
  type: z.enum(achievementTypes),
  level: z.number().int(),
  points: z.number().int(),
  /** What unlocks it: chapters read, plans completed, quizzes taken or streak days. */
  threshold: z.number().int(),
});
export type AchievementView = z.infer<typeof achievementOutput>;

export const userPlanOutput = z.object({ planId: z.number().int(), progress: z.number().int(), isCompleted: z.boolean(), startedAt: z.date() });
export type UserPlanView = z.infer<typeof userPlanOutput>;

export const markReadOutput = z.object({
  chapter: readChapterOutput,
  /** Active plans holding this chapter, with their progress recomputed. */
  plans: z.array(userPlanOutput),
  newAchievements: z.array(achievementOutput),
});

export const readChaptersInput = z.object({ planId: idParam('Plan id').optional() });
export const readChaptersOutput = z.object({
  chapters: z.array(readChapterOutput),
  chaptersCount: z.number().int(),
  totalReadInPlan: z.number().int(),
});

// Reading plans

export const planOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  planType: z.string(),
  /** In days. */
  duration: z.number().int(),
  /** The chapters in reading order. */
  chapters: z.array(chapterRef),
  /** `days[i]`: the chapters of day i + 1. */
  days: z.array(z.array(chapterRef)),
});
export type PlanView = z.infer<typeof planOutput>;

export const plansOutput = z.object({ plans: z.array(planOutput) });
export const planIdInput = z.object({ planId: idParam('Plan id') });
export const planDetailOutput = z.object({ plan: planOutput });
export const userPlansOutput = z.object({ plans: z.array(userPlanOutput) });
export const startPlanOutput = z.object({ plan: userPlanOutput });

export const planProgressInput = z.object({
  planId: idParam('Plan id'),
  progress: z.number(PROGRESS_MESSAGE).int(PROGRESS_MESSAGE).min(0, PROGRESS_MESSAGE).max(100, PROGRESS_MESSAGE),
});
export const planProgressOutput = z.object({ plan: userPlanOutput, newAchievements: z.array(achievementOutput) });

// Quizzes

export const quizSummaryOutput = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  category: z.string(),
  difficulty: z.enum(quizDifficulties),
  questionCount: z.number().int(),
});
export type QuizSummary = z.infer<typeof quizSummaryOutput>;
export const quizzesOutput = z.object({ quizzes: z.array(quizSummaryOutput) });

export const quizIdInput = z.object({ quizId: idParam('Quiz id') });
/** A quiz as the browser gets it: the questions and their options, never which option is right. */
export const quizOutput = z.object({
  quiz: quizSummaryOutput.extend({ questions: z.array(z.object({ text: z.string(), options: z.array(z.string()) })) }),
});
export type QuizView = z.infer<typeof quizOutput>['quiz'];

export const quizSubmitInput = z.object({
  quizId: idParam('Quiz id'),
  answers: z.array(z.number('Each answer must be the number of an option').int('Each answer must be the number of an option'), 'Answers must be a list of option numbers').max(100),
  timeZone: timeZoneInput,
});

export const quizReviewItem = z.object({
  question: z.string(),
  options: z.array(z.string()),
  chosen: z.number().int(),
  correct: z.number().int(),
  isCorrect: z.boolean(),
  /** The passage that answers the question, and its text (KJV). */
  reference: z.string(),
  verseText: z.string(),
});
export type QuizReviewItem = z.infer<typeof quizReviewItem>;

export const quizSubmitOutput = z.object({
  attempt: z.object({ correctAnswers: z.number().int(), totalQuestions: z.number().int() }),
  newAchievements: z.array(achievementOutput),
  review: z.array(quizReviewItem),
});

// Streaks and achievements

export const streakOutput = z.object({
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  /** The member's study days of the last 12 weeks (YYYY-MM-DD, their local days), oldest first. */
  recentDays: z.array(z.string()),
  /** The member's today, in their time zone (YYYY-MM-DD). */
  today: z.string(),
});

export const achievementsOutput = z.object({ achievements: z.array(achievementOutput) });
/**
 * The member's achievements: one entry per catalogue achievement with any progress. Unlocked ones carry
 * the record's id and date; a locked one has `id` and `unlockedAt` null and its progress so far.
 */
export const userAchievementOutput = z.object({
  id: z.number().int().nullable(),
  achievementId: z.number().int(),
  progress: z.number().int(),
  unlockedAt: z.date().nullable(),
});
export type UserAchievementView = z.infer<typeof userAchievementOutput>;
export const userAchievementsOutput = z.object({ achievements: z.array(userAchievementOutput) });
