// The verse index in memory answers the ranking's searches as the database does: the same verses, in the same
// order, for the kinds of terms the ranking asks (pairs of words, one word, the KJV's phrases, names, a book).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import { createTestDatabase } from '../../test/database';
import { readVerseIndexAhead, verseIndexOf, versesInSpans, versesMatching, versesMatchingFromDatabase, versesWritingPhrase } from './bible';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { bibleTopicReferences, bibleTopics } from '../../../db/schema';
import { readTopicReferencesAhead, topicsNamedIn } from './grounding-search';
import { parseTsquery, placeOf, versesBetween } from './verse-index';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ bible: true });
});
afterAll(() => database.close());

const SEARCHES: { terms: string[]; bookIds?: number[] }[] = [
  { terms: ['keep promises', 'keep vows', 'promises vows'] },
  { terms: ['careful', 'thought', '"take no thought"', 'worry'] },
  { terms: ['faith works'] },
  { terms: ['forgive'] },
  { terms: ['"take no thought"'] },
  { terms: ['part red', 'part sea', 'red sea', 'red', 'sea'] },
  { terms: ['holy spirit', 'holy came', 'spirit gentiles', 'cornelius house', 'holy', 'spirit', 'gentiles'] },
  { terms: ['turned over', 'tables temple', 'turned tables', 'over temple'] },
  { terms: ['lord coming', 'the and'] },
  { terms: ['poor'], bookIds: [42] },
  { terms: ['charity', 'love'], bookIds: [46] },
  { terms: ['zacchaeus', 'zacchaeus'] },
  { terms: ['riches', 'gold', 'silver', 'money'] },
];

describe('the verse index in memory', () => {
  it('finds the verses the database finds, in its order', async () => {
    const fromDatabase = [];
    for (const search of SEARCHES) fromDatabase.push(await versesMatchingFromDatabase(database.db, { ...search, translations: ['kjv', 'web'], limit: 60 }));
    await readVerseIndexAhead(database.db);
    for (const [at, search] of SEARCHES.entries()) {
      const fromMemory = await versesMatching(database.db, { ...search, translations: ['kjv', 'web'], limit: 60 });
      expect(fromMemory, search.terms.join(' | ')).toEqual(fromDatabase[at]);
    }
  }, 60_000);

  it('finds the verses that write a phrase word for word as the database does, not those whose words a comma parts', async () => {
    const phrases = ['day of the lord', 'mercy seat', 'feast of tabernacles', 'take no thought'];
    const sorted = (places: { bookId: number; chapter: number; verse: number }[]) => places.map(({ bookId, chapter, verse }) => placeOf(bookId, chapter, verse)).sort((a, b) => a - b);
    const fromDatabase = [];
    // A second database, whose index is never read: the first's is read by the test before.
    const other = await createTestDatabase({ bible: true });
    try {
      for (const phrase of phrases) fromDatabase.push(sorted(await versesWritingPhrase(other.db, phrase, { translations: ['kjv', 'web'], limit: 200 })));
    } finally {
      await other.close();
    }
    await readVerseIndexAhead(database.db);
    for (const [at, phrase] of phrases.entries()) {
      const fromMemory = sorted(await versesWritingPhrase(database.db, phrase, { translations: ['kjv', 'web'], limit: 200 }));
      expect(fromMemory, phrase).toEqual(fromDatabase[at]);
    }
    const [dayOfTheLord = []] = fromDatabase;
    expect(dayOfTheLord).toContain(placeOf(30, 5, 18)); // Amos 5:18, "Woe unto you that desire the day of the LORD!"
    expect(dayOfTheLord).not.toContain(placeOf(45, 14, 6)); // Romans 14:6, "regardeth not the day, to the Lord"
    expect(dayOfTheLord.length).toBeGreaterThan(20);
  }, 60_000);

  it('reads the verses of a passage, a chapter or several chapters as the database does', async () => {
    await readVerseIndexAhead(database.db);
    const index = verseIndexOf(database.db);
    if (!index) throw new Error('the verse index was not read');
    const passages = [
      { start: { bookId: 19, chapter: 23, verse: 1 }, end: { bookId: 19, chapter: 23, verse: 6 }, limit: 30 },
      { start: { bookId: 43, chapter: 3, verse: 0 }, end: { bookId: 43, chapter: 3, verse: 999 }, limit: 7 },
      { start: { bookId: 1, chapter: 6, verse: 5 }, end: { bookId: 1, chapter: 9, verse: 17 }, limit: 21 },
      { start: { bookId: 40, chapter: 17, verse: 19 }, end: { bookId: 40, chapter: 17, verse: 23 }, limit: 9 },
    ];
    for (const translation of ['kjv', 'web'] as const) {
      for (const { start, end, limit } of passages) {
        const fromDatabase = await versesInSpans(database.db, translation, [{ start, end }], limit);
        const fromMemory = versesBetween(index, translation, placeOf(start.bookId, start.chapter, start.verse), placeOf(end.bookId, end.chapter, end.verse), limit);
        expect(fromMemory).toEqual(fromDatabase);
      }
    }
  });

  it('reads the tsqueries websearch_to_tsquery writes, and leaves to the database what it does not take', () => {
    expect(parseTsquery("'forgiv' & 'brother'")).toEqual({ kind: 'and', left: { kind: 'lexeme', lexeme: 'forgiv' }, right: { kind: 'lexeme', lexeme: 'brother' } });
    expect(parseTsquery("'take' <2> 'thought'")).toMatchObject({ kind: 'phrase', distance: 2 });
    expect(parseTsquery("'a' | 'b' & 'c'")).toMatchObject({ kind: 'or', right: { kind: 'and' } });
    expect(parseTsquery("!'a'")).toBeNull();
    expect(parseTsquery("'a':*")).toBeNull();
  });
});

describe("Nave's references in memory", () => {
  it('are those the database lists for a topic, in its order, within a book or the first so many', async () => {
    await readTopicReferencesAhead(database.db);
    const scopes: { bookIds?: number[]; referencesEach: number }[] = [{ referencesEach: 400 }, { referencesEach: 5 }, { bookIds: [46, 62], referencesEach: 400 }];
    for (const scope of scopes) {
      const found = await topicsNamedIn(database.db, 'love, God, Red Sea', 4, scope);
      expect(found.length).toBeGreaterThan(1);
      for (const topic of found) {
        const [row] = await database.db.select({ id: bibleTopics.id }).from(bibleTopics).where(eq(bibleTopics.name, topic.name));
        const listed = await database.db
          .select()
          .from(bibleTopicReferences)
          .where(and(eq(bibleTopicReferences.topicId, row?.id ?? -1), scope.bookIds ? inArray(bibleTopicReferences.bookId, scope.bookIds) : lt(bibleTopicReferences.position, scope.referencesEach)))
          .orderBy(asc(bibleTopicReferences.position));
        const spans = listed.slice(0, scope.referencesEach).map((reference) => ({
          start: { bookId: reference.bookId, chapter: reference.chapter, verse: reference.verseStart },
          end: { bookId: reference.bookId, chapter: reference.chapter, verse: reference.verseEnd },
        }));
        expect(topic.spans, topic.name).toEqual(spans);
      }
    }
  });
});
