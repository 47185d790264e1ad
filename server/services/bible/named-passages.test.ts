import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import { bibleBooks } from '../../../db/schema';
import { findWrittenReferences } from '../../contracts/scripture-references';
import { createTestDatabase } from '../../test/database';
import { versesInSpans } from './bible';
import { NAMED_PASSAGES } from './named-passages';

let database: Database;
let verseCounts: Map<number, number[]>;
beforeAll(async () => {
  database = await createTestDatabase({ bible: true });
  const books = await database.db.select({ id: bibleBooks.id, verseCounts: bibleBooks.verseCounts }).from(bibleBooks);
  verseCounts = new Map(books.map((book) => [book.id, book.verseCounts]));
});
afterAll(() => database.close());

const spansOf = (reference: string) => findWrittenReferences(reference).flatMap((found) => found.spans);

describe('the passages known by name', () => {
  it('lists at least 40, each name and alias belonging to one passage only', () => {
    expect(NAMED_PASSAGES.length).toBeGreaterThanOrEqual(40);
    const names = NAMED_PASSAGES.flatMap((passage) => [passage.name, ...passage.aliases].map((name) => name.toLowerCase()));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const passage of NAMED_PASSAGES) {
      expect(passage.references.length, passage.name).toBeGreaterThan(0);
      expect(passage.kjvWords.length, passage.name).toBeGreaterThan(0);
    }
  });

  it('names passages that exist: each reference one span within its book\'s chapters and verses', () => {
    const problems: string[] = [];
    for (const { name, references } of NAMED_PASSAGES) {
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
    expect(problems).toEqual([]);
  });

  it('says in the KJV, within its first reference, the words it is known by', async () => {
    const problems: string[] = [];
    for (const { name, references, kjvWords } of NAMED_PASSAGES) {
      const [first = ''] = references;
      const verses = await versesInSpans(database.db, 'kjv', spansOf(first), 2_000);
      const text = verses.map((verse) => verse.text).join(' ').toLowerCase();
      for (const words of kjvWords) if (!text.includes(words.toLowerCase())) problems.push(`${name}: ${first} does not say "${words}"`);
    }
    expect(problems).toEqual([]);
  });
});
