// The Study Hub's catalogues: reading plans, quizzes and achievements, written as data in db/seed/study
// (checked against the Bible text by their tests) and shipped with the code. Ids are stable: members'
// rows refer to them. The correct answers stay on the server; quizView() is what the browser gets.
import { achievements } from '../../../db/seed/study/achievements';
import { quizzes, type QuizSeed } from '../../../db/seed/study/quizzes';
import { readingPlans } from '../../../db/seed/study/reading-plans';
import type { AchievementType, AchievementView, PlanView, QuizSummary, QuizView } from '../../contracts/study';
import { bookNamed } from '../../contracts/scripture-references';

export interface PlanChapter {
  bookId: number;
  book: string;
  chapter: number;
}

export interface CataloguePlan extends PlanView {
  /** The chapters in order, with book ids, for matching the member's reads. */
  chapterIds: PlanChapter[];
}

function planChapter(ref: { book: string; chapter: number }): PlanChapter {
  const book = bookNamed(ref.book);
  if (!book) throw new Error(`reading plan names an unknown book: ${ref.book}`);
  return { bookId: book.id, book: book.name, chapter: ref.chapter };
}

const plans: CataloguePlan[] = readingPlans.map((plan) => {
  const days = plan.days.map((day) => day.map(planChapter));
  const chapterIds = days.flat();
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    planType: plan.planType,
    duration: days.length,
    days: days.map((day) => day.map(({ book, chapter }) => ({ book, chapter }))),
    chapters: chapterIds.map(({ book, chapter }) => ({ book, chapter })),
    chapterIds,
  };
});
const plansById = new Map(plans.map((plan) => [plan.id, plan]));

export const allPlans = (): PlanView[] => plans.map(({ chapterIds: _ids, ...plan }) => plan);
export const planById = (id: number): CataloguePlan | undefined => plansById.get(id);
export const plansHolding = (bookId: number, chapter: number) =>
  plans.filter((plan) => plan.chapterIds.some((c) => c.bookId === bookId && c.chapter === chapter));

const quizzesById = new Map(quizzes.map((quiz) => [quiz.id, quiz]));
export const quizById = (id: number): QuizSeed | undefined => quizzesById.get(id);

const summaryOf = (quiz: QuizSeed): QuizSummary => ({
  id: quiz.id,
  title: quiz.title,
  description: quiz.description,
  category: quiz.category,
  difficulty: quiz.difficulty,
  questionCount: quiz.questions.length,
});
export const allQuizzes = (): QuizSummary[] => quizzes.map(summaryOf);
export const quizView = (quiz: QuizSeed): QuizView => ({
  ...summaryOf(quiz),
  questions: quiz.questions.map(({ text, options }) => ({ text, options: [...options] })),
});

const achievementViews: AchievementView[] = achievements.map(({ id, name, description, icon, type, level, points, threshold }) => ({
  id,
  name,
  description,
  icon,
  type,
  level,
  points,
  threshold,
}));
export const allAchievements = (): AchievementView[] => achievementViews;
export const achievementsOfType = (type: AchievementType) => achievementViews.filter((a) => a.type === type);
