// Proves the Study Hub seed data against the committed Bible text (db/seed, read through bible-data.ts): every
// plan chapter and quiz reference exists, every quiz answer's key words stand in its passage, and the
// achievement catalogue is 4 types x 3 levels with thresholds that can be reached.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Book, TranslationId, Verse } from '../bible-data';
import { readBooks, readVerses, translationIds } from '../bible-data';
import { achievementIcons, achievements, achievementTypes } from './achievements';
import type { QuizQuestionSeed } from './quizzes';
import { quizzes } from './quizzes';
import { planChapters, planDuration, readingPlans } from './reading-plans';

let booksByName: Map<string, Book>;
let verseText: Record<TranslationId, Map<string, string>>;

const verseKey = (bookId: number, chapter: number, verse: number) => `${bookId}.${chapter}.${verse}`;
const byKey = (verses: Verse[]) => new Map(verses.map((v) => [verseKey(v.bookId, v.chapter, v.verse), v.text]));

beforeAll(async () => {
  const [books, kjv, web] = await Promise.all([readBooks(), readVerses('kjv'), readVerses('web')]);
  booksByName = new Map(books.map((book) => [book.name, book]));
  verseText = { kjv: byKey(kjv), web: byKey(web) };
});

/** The book by its exact display name (not an abbreviation). */
function bookNamed(name: string): Book {
  const book = booksByName.get(name);
  if (!book) throw new Error(`unknown book "${name}"`);
  return book;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whole word, case-insensitive; a letter or digit on either side breaks the match ("hid" is not in "hidden"). */
function hasWord(text: string, word: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

function passage(question: QuizQuestionSeed, translation: TranslationId): string {
  const { book, chapter, verseStart, verseEnd } = question.reference;
  const bookId = bookNamed(book).id;
  const verses: string[] = [];
  for (let verse = verseStart; verse <= verseEnd; verse++) {
    verses.push(verseText[translation].get(verseKey(bookId, chapter, verse)) ?? '');
  }
  return verses.join(' ');
}

const allQuestions = quizzes.flatMap((quiz) => quiz.questions.map((question) => ({ quiz, question })));
const where = (quizTitle: string, text: string) => `${quizTitle}: "${text}"`;

describe('reading plans', () => {
  it('has at least 6 plans with unique ids and slugs and at least 4 kinds', () => {
    expect(readingPlans.length).toBeGreaterThanOrEqual(6);
    expect(new Set(readingPlans.map((plan) => plan.id)).size).toBe(readingPlans.length);
    expect(new Set(readingPlans.map((plan) => plan.slug)).size).toBe(readingPlans.length);
    expect(readingPlans.every((plan) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(plan.slug))).toBe(true);
    expect(new Set(readingPlans.map((plan) => plan.planType)).size).toBeGreaterThanOrEqual(4);
  });

  it('lasts 3 to 31 days, reads something every day and has a name and description', () => {
    for (const plan of readingPlans) {
      expect(planDuration(plan), plan.slug).toBeGreaterThanOrEqual(3);
      expect(planDuration(plan), plan.slug).toBeLessThanOrEqual(31);
      expect(plan.days.every((day) => day.length > 0), plan.slug).toBe(true);
      expect(plan.name.trim(), plan.slug).not.toBe('');
      expect(plan.description.length, plan.slug).toBeGreaterThan(40);
    }
  });

  it('reads only chapters that exist, each once per plan', () => {
    for (const plan of readingPlans) {
      const chapters = planChapters(plan);
      for (const { book, chapter } of chapters) {
        const at = `${plan.slug}: ${book} ${chapter}`;
        expect(booksByName.has(book), at).toBe(true);
        expect(Number.isInteger(chapter) && chapter >= 1 && chapter <= bookNamed(book).chapters, at).toBe(true);
      }
      expect(new Set(chapters.map(({ book, chapter }) => `${book} ${chapter}`)).size, plan.slug).toBe(chapters.length);
    }
  });
});

describe('quizzes', () => {
  it('has at least 8 quizzes with unique ids and slugs, every difficulty and at least 4 categories', () => {
    expect(quizzes.length).toBeGreaterThanOrEqual(8);
    expect(new Set(quizzes.map((quiz) => quiz.id)).size).toBe(quizzes.length);
    expect(new Set(quizzes.map((quiz) => quiz.slug)).size).toBe(quizzes.length);
    expect(new Set(quizzes.map((quiz) => quiz.difficulty))).toEqual(new Set(['easy', 'medium', 'hard']));
    expect(new Set(quizzes.map((quiz) => quiz.category)).size).toBeGreaterThanOrEqual(4);
  });

  it('asks exactly 10 questions per quiz, none asked twice anywhere', () => {
    for (const quiz of quizzes) expect(quiz.questions, quiz.title).toHaveLength(10);
    const texts = allQuestions.map(({ question }) => question.text.trim().toLowerCase());
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('gives 4 distinct options, the correct one in range, and varies where the correct one sits', () => {
    for (const { quiz, question } of allQuestions) {
      const at = where(quiz.title, question.text);
      expect(question.options, at).toHaveLength(4);
      expect(new Set(question.options.map((option) => option.trim().toLowerCase())).size, at).toBe(4);
      expect(question.options.every((option) => option.trim() !== ''), at).toBe(true);
      expect([0, 1, 2, 3], at).toContain(question.correctAnswer);
    }
    for (const quiz of quizzes) {
      expect(new Set(quiz.questions.map((question) => question.correctAnswer)).size, quiz.title).toBeGreaterThanOrEqual(3);
    }
  });

  it('refers each question to a passage of at most 5 verses that exists', () => {
    for (const { quiz, question } of allQuestions) {
      const { book, chapter, verseStart, verseEnd } = question.reference;
      const at = `${where(quiz.title, question.text)} -> ${book} ${chapter}:${verseStart}-${verseEnd}`;
      expect(booksByName.has(book), at).toBe(true);
      const known = bookNamed(book);
      expect(chapter >= 1 && chapter <= known.chapters, at).toBe(true);
      const verseCount = known.verses[chapter - 1] ?? 0;
      expect(verseStart >= 1 && verseStart <= verseEnd && verseEnd <= verseCount, at).toBe(true);
      expect(verseEnd - verseStart, at).toBeLessThanOrEqual(4);
      expect(passage(question, 'kjv'), at).not.toBe('');
    }
  });

  // Soft, so that one run lists every key word that does not hold.
  it('finds every key word in the correct option and, as a whole word, in the passage (KJV or WEB)', () => {
    for (const { quiz, question } of allQuestions) {
      const at = where(quiz.title, question.text);
      const correct = question.options[question.correctAnswer];
      expect(question.keyWords.length, at).toBeGreaterThanOrEqual(1);
      expect(question.keyWords.length, at).toBeLessThanOrEqual(3);
      for (const word of question.keyWords) {
        expect.soft(hasWord(correct, word), `${at}: "${word}" is not in the answer "${correct}"`).toBe(true);
        const found = translationIds.some((translation) => hasWord(passage(question, translation), word));
        expect.soft(found, `${at}: "${word}" is in neither the KJV nor the WEB of the reference`).toBe(true);
      }
    }
  });

  it('tells the correct option from every wrong one by its key words', () => {
    for (const { quiz, question } of allQuestions) {
      question.options.forEach((option, index) => {
        if (index === question.correctAnswer) return;
        const allThere = question.keyWords.every((word) => hasWord(option, word));
        expect(allThere, `${where(quiz.title, question.text)}: wrong option "${option}" has every key word`).toBe(false);
      });
    }
  });
});

describe('achievements', () => {
  it('has each of the 4 types at levels 1, 2 and 3 exactly once, with unique ids and slugs', () => {
    const slots = achievements.map((a) => `${a.type}:${a.level}`);
    const expected = achievementTypes.flatMap((type) => [1, 2, 3].map((level) => `${type}:${level}`));
    expect([...slots].sort()).toEqual([...expected].sort());
    expect(new Set(achievements.map((a) => a.id)).size).toBe(achievements.length);
    expect(new Set(achievements.map((a) => a.slug)).size).toBe(achievements.length);
  });

  it('uses only the icons the screens know', () => {
    for (const achievement of achievements) expect(achievementIcons, achievement.slug).toContain(achievement.icon);
  });

  it('raises threshold and points with the level within each type', () => {
    for (const type of achievementTypes) {
      const levels = achievements.filter((a) => a.type === type).sort((a, b) => a.level - b.level);
      for (let i = 1; i < levels.length; i++) {
        const [lower, higher] = [levels[i - 1], levels[i]];
        if (!lower || !higher) throw new Error(`missing level of ${type}`);
        expect(higher.threshold, higher.slug).toBeGreaterThan(lower.threshold);
        expect(higher.points, higher.slug).toBeGreaterThan(lower.points);
      }
      expect(levels[0]?.threshold, type).toBeGreaterThanOrEqual(1);
    }
  });

  it('asks for no more quizzes or plans than there are', () => {
    for (const a of achievements.filter((a) => a.type === 'quiz')) {
      expect(a.threshold, a.slug).toBeLessThanOrEqual(quizzes.length);
    }
    for (const a of achievements.filter((a) => a.type === 'reading_plan')) {
      expect(a.threshold, a.slug).toBeLessThanOrEqual(readingPlans.length);
    }
  });
});
