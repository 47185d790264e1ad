// Loads the Bible text and Nave's topics into the store, once: a start that finds the same seed version
// recorded in seed_runs does nothing (one query); a new version replaces the Bible tables in one
// transaction. Rows go in as arrays through unnest, a few thousand per statement.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { bibleBooks, bibleTopicReferences, bibleTopics, bibleVerses, seedRuns } from '../../../db/schema';
import { BIBLE_BOOKS } from '../../contracts/bible-books';
import { translationIds, type TranslationId } from '../../contracts/bible-translations';

export interface SeedVerse {
  bookId: number;
  chapter: number;
  verse: number;
  text: string;
}

export interface SeedTopic {
  name: string;
  references: { bookId: number; chapter: number; verseStart: number; verseEnd: number }[];
}

export interface BibleSeedSource {
  /** Changes whenever the data changes (a hash of the seed files). */
  version(): Promise<string>;
  verses(translation: TranslationId): Promise<SeedVerse[]>;
  topics(): Promise<SeedTopic[]>;
}

const SEED_NAME = 'bible';
const ROWS_PER_STATEMENT = 5000;

/** Seeds when missing or out of date. Answers whether it wrote anything. */
export async function seedBible(db: Db, source: BibleSeedSource): Promise<boolean> {
  const version = await source.version();
  const [done] = await db.select({ version: seedRuns.version }).from(seedRuns).where(eq(seedRuns.name, SEED_NAME));
  if (done?.version === version) return false;

  const verses = await Promise.all(translationIds.map(async (translation) => ({ translation, rows: await source.verses(translation) })));
  const topics = await source.topics();
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate ${bibleTopicReferences}, ${bibleTopics}, ${bibleVerses}, ${bibleBooks}`);
    await tx.insert(bibleBooks).values(
      BIBLE_BOOKS.map((book) => ({
        id: book.id,
        name: book.name,
        osis: book.osis,
        abbreviations: [...book.abbreviations],
        testament: book.testament,
        chapters: book.chapters,
        verseCounts: verseCountsOf(book.id, book.chapters, verses[0]?.rows ?? []),
      })),
    );
    for (const { translation, rows } of verses) {
      for (const batch of chunks(rows, ROWS_PER_STATEMENT)) {
        await tx.execute(sql`
          insert into ${bibleVerses} (translation, book_id, chapter, verse, text)
          select ${translation}, * from unnest(
            ${pgArray(batch.map((row) => row.bookId))}::smallint[], ${pgArray(batch.map((row) => row.chapter))}::smallint[],
            ${pgArray(batch.map((row) => row.verse))}::smallint[], ${pgArray(batch.map((row) => row.text))}::text[])`);
      }
    }
    const topicRows = topics.map((topic, index) => ({ id: index + 1, name: topic.name }));
    for (const batch of chunks(topicRows, ROWS_PER_STATEMENT)) {
      await tx.execute(sql`
        insert into ${bibleTopics} (id, name)
        select * from unnest(${pgArray(batch.map((row) => row.id))}::int[], ${pgArray(batch.map((row) => row.name))}::text[])`);
    }
    const references = topics.flatMap((topic, index) => topic.references.map((reference, position) => ({ topicId: index + 1, position, ...reference })));
    for (const batch of chunks(references, ROWS_PER_STATEMENT)) {
      await tx.execute(sql`
        insert into ${bibleTopicReferences} (topic_id, position, book_id, chapter, verse_start, verse_end)
        select * from unnest(
          ${pgArray(batch.map((row) => row.topicId))}::int[], ${pgArray(batch.map((row) => row.position))}::smallint[],
          ${pgArray(batch.map((row) => row.bookId))}::smallint[], ${pgArray(batch.map((row) => row.chapter))}::smallint[],
          ${pgArray(batch.map((row) => row.verseStart))}::smallint[], ${pgArray(batch.map((row) => row.verseEnd))}::smallint[])`);
    }
    await tx
      .insert(seedRuns)
      .values({ name: SEED_NAME, version })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version, appliedAt: sql`now()` } });
  });
  return true;
}

function verseCountsOf(bookId: number, chapters: number, rows: SeedVerse[]): number[] {
  const counts = new Array<number>(chapters).fill(0);
  for (const row of rows) if (row.bookId === bookId) counts[row.chapter - 1] = Math.max(counts[row.chapter - 1] ?? 0, row.verse);
  return counts;
}

function* chunks<T>(rows: T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** A Postgres array literal, sent as one text parameter (both drivers pass it through unchanged). */
function pgArray(values: (string | number)[]): string {
  const items = values.map((value) => (typeof value === 'number' ? String(value) : `"${value.replace(/["\\]/g, '\\$&')}"`));
  return `{${items.join(',')}}`;
}
