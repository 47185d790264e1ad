// Checks of Bible data written by hand (named passages, key passages of subjects and people, the stories) against
// the Bible store, shared by their tests: a reference reads as one span that exists within its book's chapters and
// verses, and its KJV text says one of the words of what it is listed under.
import type { Db } from '../../db';
import { bibleBooks } from '../../db/schema';
import { findWrittenReferences } from '../contracts/scripture-references';
import { versesInSpans } from '../services/bible/bible';

export const spansOf = (reference: string) => findWrittenReferences(reference).flatMap((found) => found.spans);

/** Each book's verse count per chapter, by book id. */
export async function bibleVerseCounts(db: Db): Promise<Map<number, number[]>> {
  const books = await db.select({ id: bibleBooks.id, verseCounts: bibleBooks.verseCounts }).from(bibleBooks);
  return new Map(books.map((book) => [book.id, book.verseCounts]));
}

/** What is wrong with the entries' references: one that reads as several spans or none, or points past its book. */
export function referenceProblems(entries: readonly { name: string; references: readonly string[] }[], verseCounts: Map<number, number[]>): string[] {
  const problems: string[] = [];
  for (const { name, references } of entries) {
    for (const reference of references) {
      const spans = spansOf(reference);
      const [span] = spans;
      if (spans.length !== 1 || !span) {
        problems.push(`${name}: ${reference} reads as ${spans.length} passages`);
        continue;
      }
      const counts = verseCounts.get(span.start.bookId) ?? [];
      for (const point of [span.start, span.end]) {
        const verses = counts[point.chapter - 1];
        if (point.bookId !== span.start.bookId || verses === undefined || (point.verse !== undefined && (point.verse < 1 || point.verse > verses))) {
          problems.push(`${name}: ${reference} does not exist`);
        }
      }
    }
  }
  return problems;
}

/** The entries' references whose KJV text says none of the entry's words. */
export async function referencesSayingNone(
  db: Db,
  entries: readonly { name: string; kjvWords: readonly string[]; references: readonly string[] }[],
): Promise<string[]> {
  const problems: string[] = [];
  for (const { name, kjvWords, references } of entries) {
    for (const reference of references) {
      const verses = await versesInSpans(db, 'kjv', spansOf(reference), 2_000);
      const text = verses.map((verse) => verse.text).join(' ').toLowerCase();
      if (!kjvWords.some((words) => text.includes(words.toLowerCase()))) problems.push(`${name}: ${reference} says none of ${kjvWords.join(', ')}`);
    }
  }
  return problems;
}
