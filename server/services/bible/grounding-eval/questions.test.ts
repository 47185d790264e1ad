import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../db';
import { bibleBooks } from '../../../../db/schema';
import { createTestDatabase } from '../../../test/database';
import { spansOverlap } from '../../../contracts/scripture-references';
import { spansOfReference } from './evaluate';
import { HELD_OUT_SETS } from './held-out-questions';
import { GROUNDING_QUESTIONS, type QuestionKind } from './questions';

/** The evaluation set and every held-out set. */
const EVERY_QUESTION = [...GROUNDING_QUESTIONS, ...HELD_OUT_SETS.flatMap((set) => set.questions)];

let database: Database;
let verseCounts: Map<number, number[]>;
beforeAll(async () => {
  database = await createTestDatabase({ bible: true });
  const books = await database.db.select({ id: bibleBooks.id, verseCounts: bibleBooks.verseCounts }).from(bibleBooks);
  verseCounts = new Map(books.map((book) => [book.id, book.verseCounts]));
});
afterAll(() => database.close());

/** Why a reference is not one passage of the Bible store, or null when it is. */
function problemWith(reference: string): string | null {
  const spans = spansOfReference(reference);
  if (spans.length !== 1) return `reads as ${spans.length} passages`;
  const [{ start, end }] = spans as [(typeof spans)[number]];
  if (start.bookId !== end.bookId) return 'spans two books';
  const counts = verseCounts.get(start.bookId) ?? [];
  for (const point of [start, end]) {
    const verses = counts[point.chapter - 1];
    if (verses === undefined) return `has no chapter ${point.chapter}`;
    if (point.verse !== undefined && (point.verse < 1 || point.verse > verses)) return `chapter ${point.chapter} has ${verses} verses, not ${point.verse}`;
  }
  if (start.chapter > end.chapter || (start.chapter === end.chapter && (start.verse ?? 0) > (end.verse ?? Infinity))) return 'ends before it starts';
  return null;
}

describe('the grounding evaluation set', () => {
  it('has at least 150 questions of every kind members ask, each asked once', () => {
    expect(GROUNDING_QUESTIONS.length).toBeGreaterThanOrEqual(150);
    const kinds = new Set(GROUNDING_QUESTIONS.map((question) => question.kind));
    expect([...kinds].sort()).toEqual((['book', 'event', 'meaning', 'named passage', 'person', 'topic'] satisfies QuestionKind[]).sort());
    const asked = EVERY_QUESTION.map((question) => question.question.toLowerCase());
    expect(asked.filter((question, index) => asked.indexOf(question) !== index)).toEqual([]);
  });

  it('expects for each question, held out or not, passages that exist in the Bible store', () => {
    const problems = EVERY_QUESTION.flatMap(({ question, expected }) => {
      if (expected.length === 0) return [`${question}: expects nothing`];
      return expected.flatMap((reference) => {
        const problem = problemWith(reference);
        return problem ? [`${question}: ${reference} ${problem}`] : [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('finds a reference past the end of its chapter or book', () => {
    expect(problemWith('Psalms 23:7')).toBe('chapter 23 has 6 verses, not 7');
    expect(problemWith('John 22:1')).toBe('has no chapter 22');
    expect(problemWith('Hezekiah 4:6')).toBe('reads as 0 passages');
    expect(problemWith('Psalms 23')).toBeNull();
  });

  it('counts a retrieved passage that shares a verse with an expected one, and no other', () => {
    const [love] = spansOfReference('1 Corinthians 13:4-7');
    const [chapter] = spansOfReference('1 Corinthians 13');
    const [before] = spansOfReference('1 Corinthians 12:31');
    const [last] = spansOfReference('1 Corinthians 13:7-9');
    if (!love || !chapter || !before || !last) throw new Error('references not read');
    expect(spansOverlap(chapter, love)).toBe(true);
    expect(spansOverlap(last, love)).toBe(true);
    expect(spansOverlap(before, love)).toBe(false);
    expect(spansOverlap(before, chapter)).toBe(false);
  });
});
