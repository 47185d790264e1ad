// The Study Hub's activities: marking chapters read, reading plans and quizzes. Each write runs in one
// transaction with the streak day and the achievement engine (progress.ts), so what it answers as newly
// unlocked is exactly what it unlocked.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../../db';
import { bibleVerses, quizAttempts, readChapters, userReadingPlans } from '../../../db/schema';
import { bibleMessages } from '../../contracts/bible';
import { bookNamed, bookOf, labelOfSpan } from '../../contracts/scripture-references';
import {
  studyMessages,
  type markReadInput,
  type planProgressInput,
  type quizSubmitInput,
  type QuizReviewItem,
  type ReadChapterView,
  type UserPlanView,
} from '../../contracts/study';
import { AppError } from '../../errors';
import { planById, plansHolding, quizById, quizView } from './catalogue';
import { memberTimeZone, recordStudyDay, unlockEarned, type StudyDeps } from './progress';

type ReadRow = typeof readChapters.$inferSelect;
type UserPlanRow = typeof userReadingPlans.$inferSelect;

const readView = (row: ReadRow): ReadChapterView => ({ book: bookOf(row.bookId).name, chapter: row.chapter, notes: row.notes, readAt: row.readAt });
const planView = (row: UserPlanRow): UserPlanView => ({
  planId: row.planId,
  progress: row.progress,
  isCompleted: row.completedAt !== null,
  startedAt: row.startedAt,
});

// Reading progress

export async function markChapterRead(deps: StudyDeps, userId: number, input: z.output<typeof markReadInput>) {
  const book = bookNamed(input.book);
  if (!book) throw new AppError('BAD_REQUEST', bibleMessages.unknownBook(input.book));
  if (input.chapter > book.chapters) throw new AppError('BAD_REQUEST', bibleMessages.chapterOutOfRange(book.name, book.chapters));
  const notes = input.notes ? input.notes : undefined;
  const now = deps.clock.now();

  return deps.db.transaction(async (tx) => {
    const zone = await memberTimeZone(tx, userId, input.timeZone);
    // Marking again keeps the first date; notes sent replace the saved ones, none sent keeps them.
    const [row] = await tx
      .insert(readChapters)
      .values({ userId, bookId: book.id, chapter: input.chapter, notes: notes ?? null, readAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [readChapters.userId, readChapters.bookId, readChapters.chapter],
        set: { notes: notes ?? sql`${readChapters.notes}`, updatedAt: now },
      })
      .returning();
    if (!row) throw new Error('marking a chapter returned no row');
    await recordStudyDay(tx, userId, now, zone);
    const plans = await recomputePlans(tx, userId, book.id, input.chapter, now);
    const newAchievements = await unlockEarned(tx, userId, now, zone);
    return { chapter: readView(row), plans, newAchievements };
  });
}

/**
 * Keeps the member's active plans that hold this chapter right: progress is the rounded percent of the
 * plan's chapters read, and reaching 100 completes the plan, once.
 */
async function recomputePlans(db: Db, userId: number, bookId: number, chapter: number, now: Date): Promise<UserPlanView[]> {
  const holding = plansHolding(bookId, chapter);
  if (holding.length === 0) return [];
  const active = await db
    .select()
    .from(userReadingPlans)
    .where(and(eq(userReadingPlans.userId, userId), isNull(userReadingPlans.completedAt), inArray(userReadingPlans.planId, holding.map((plan) => plan.id))));
  if (active.length === 0) return [];
  const read = await readSet(db, userId);
  const updated: UserPlanView[] = [];
  for (const row of active) {
    const plan = planById(row.planId);
    if (!plan) continue;
    const done = plan.chapterIds.filter((c) => read.has(`${c.bookId}:${c.chapter}`)).length;
    const progress = Math.round((done / plan.chapterIds.length) * 100);
    const [saved] = await db
      .update(userReadingPlans)
      .set({ progress, completedAt: progress >= 100 ? now : null })
      .where(and(eq(userReadingPlans.userId, userId), eq(userReadingPlans.planId, row.planId)))
      .returning();
    if (saved) updated.push(planView(saved));
  }
  return updated;
}

async function readSet(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db.select({ bookId: readChapters.bookId, chapter: readChapters.chapter }).from(readChapters).where(eq(readChapters.userId, userId));
  return new Set(rows.map((row) => `${row.bookId}:${row.chapter}`));
}

export async function readChaptersOf(db: Db, userId: number, planId: number | undefined) {
  const rows = await db
    .select()
    .from(readChapters)
    .where(eq(readChapters.userId, userId))
    .orderBy(asc(readChapters.bookId), asc(readChapters.chapter));
  const plan = planId === undefined ? undefined : planById(planId);
  if (planId !== undefined && !plan) throw new AppError('NOT_FOUND', studyMessages.planNotFound);
  const read = new Set(rows.map((row) => `${row.bookId}:${row.chapter}`));
  return {
    chapters: rows.map(readView),
    chaptersCount: rows.length,
    totalReadInPlan: plan ? plan.chapterIds.filter((c) => read.has(`${c.bookId}:${c.chapter}`)).length : 0,
  };
}

// Reading plans

export function planOrNotFound(planId: number) {
  const plan = planById(planId);
  if (!plan) throw new AppError('NOT_FOUND', studyMessages.planNotFound);
  return plan;
}

export async function userPlansOf(db: Db, userId: number): Promise<UserPlanView[]> {
  const rows = await db.select().from(userReadingPlans).where(eq(userReadingPlans.userId, userId)).orderBy(asc(userReadingPlans.startedAt));
  return rows.map(planView);
}

/** Starts a plan (201); a plan already started, active or completed, is a 409. */
export async function startPlan(deps: StudyDeps, userId: number, planId: number): Promise<{ plan: UserPlanView }> {
  const plan = planOrNotFound(planId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Chapters read before the plan started count toward it.
    const read = await readSet(tx, userId);
    const done = plan.chapterIds.filter((c) => read.has(`${c.bookId}:${c.chapter}`)).length;
    const progress = Math.round((done / plan.chapterIds.length) * 100);
    const [row] = await tx
      .insert(userReadingPlans)
      .values({ userId, planId, progress, startedAt: now, completedAt: progress >= 100 ? now : null })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new AppError('CONFLICT', studyMessages.planAlreadyStarted);
    return { plan: planView(row) };
  });
}

/** The progress the member's screen computed, accepted as sent; 100 completes the plan, once. */
export async function updatePlanProgress(deps: StudyDeps, userId: number, input: z.output<typeof planProgressInput>) {
  planOrNotFound(input.planId);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(userReadingPlans)
      .set({
        progress: input.progress,
        completedAt: input.progress >= 100 ? sql`coalesce(${userReadingPlans.completedAt}, ${now.toISOString()}::timestamptz)` : sql`${userReadingPlans.completedAt}`,
      })
      .where(and(eq(userReadingPlans.userId, userId), eq(userReadingPlans.planId, input.planId)))
      .returning();
    if (!row) throw new AppError('NOT_FOUND', studyMessages.planNotStarted);
    const zone = await memberTimeZone(tx, userId, undefined);
    const newAchievements = await unlockEarned(tx, userId, now, zone);
    return { plan: planView(row), newAchievements };
  });
}

// Quizzes

export function quizOrNotFound(quizId: number) {
  const quiz = quizById(quizId);
  if (!quiz) throw new AppError('NOT_FOUND', studyMessages.quizNotFound);
  return quiz;
}

export const publicQuiz = (quizId: number) => ({ quiz: quizView(quizOrNotFound(quizId)) });

/** Scores the answers on the server, keeps the attempt and answers the review with each question's verse. */
export async function submitQuiz(deps: StudyDeps, userId: number, input: z.output<typeof quizSubmitInput>) {
  const quiz = quizOrNotFound(input.quizId);
  if (input.answers.length !== quiz.questions.length) throw new AppError('BAD_REQUEST', studyMessages.answersCount(quiz.questions.length));
  input.answers.forEach((answer, index) => {
    const options = quiz.questions[index]?.options.length ?? 0;
    if (answer < 0 || answer >= options) throw new AppError('BAD_REQUEST', studyMessages.answerOutOfRange(index + 1, options));
  });
  const correctAnswers = quiz.questions.filter((question, index) => question.correctAnswer === input.answers[index]).length;
  const now = deps.clock.now();
  const review = await reviewOf(deps.db, quiz.questions, input.answers);

  return deps.db.transaction(async (tx) => {
    const zone = await memberTimeZone(tx, userId, input.timeZone);
    await tx.insert(quizAttempts).values({
      userId,
      quizId: quiz.id,
      answers: input.answers,
      correctAnswers,
      totalQuestions: quiz.questions.length,
      createdAt: now,
    });
    await recordStudyDay(tx, userId, now, zone);
    const newAchievements = await unlockEarned(tx, userId, now, zone);
    return { attempt: { correctAnswers, totalQuestions: quiz.questions.length }, newAchievements, review };
  });
}

type Question = NonNullable<ReturnType<typeof quizById>>['questions'][number];

async function reviewOf(db: Db, questions: readonly Question[], answers: number[]): Promise<QuizReviewItem[]> {
  const asked = questions.map((question, index) => {
    const book = bookNamed(question.reference.book);
    if (!book) throw new Error(`quiz names an unknown book: ${question.reference.book}`);
    const { chapter, verseStart: start, verseEnd: end } = question.reference;
    return { question, chosen: answers[index] ?? -1, span: { bookId: book.id, chapter, start, end } };
  });
  const spans = asked.map(({ span }) => span);
  const rows = await db
    .select({ bookId: bibleVerses.bookId, chapter: bibleVerses.chapter, verse: bibleVerses.verse, text: bibleVerses.text })
    .from(bibleVerses)
    .where(
      and(
        eq(bibleVerses.translation, 'kjv'),
        sql`(${sql.join(
          spans.map((span) => sql`(${bibleVerses.bookId} = ${span.bookId} and ${bibleVerses.chapter} = ${span.chapter} and ${bibleVerses.verse} between ${span.start} and ${span.end})`),
          sql` or `,
        )})`,
      ),
    )
    .orderBy(asc(bibleVerses.bookId), asc(bibleVerses.chapter), asc(bibleVerses.verse));
  return asked.map(({ question, chosen, span }) => {
    return {
      question: question.text,
      options: [...question.options],
      chosen,
      correct: question.correctAnswer,
      isCorrect: chosen === question.correctAnswer,
      reference: labelOfSpan({
        start: { bookId: span.bookId, chapter: span.chapter, verse: span.start },
        end: { bookId: span.bookId, chapter: span.chapter, verse: span.end },
      }),
      verseText: rows
        .filter((row) => row.bookId === span.bookId && row.chapter === span.chapter && row.verse >= span.start && row.verse <= span.end)
        .map((row) => row.text)
        .join(' '),
    };
  });
}
