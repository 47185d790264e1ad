// Loads the study tools (Strong's numbers of the KJV's words, Strong's dictionaries, Matthew Henry's Concise
// Commentary) into the store, once, as seedBible does the text: a start that finds the same version in
// seed_runs does nothing (one query); a new version replaces the three tables in one transaction. Called under
// the start-up lock (server/startup.ts), so instances starting together seed once.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { bibleCommentarySections, kjvStrongsVerses, seedRuns, strongsEntries } from '../../../db/schema';
import type { CommentaryKind } from '../../contracts/bible-study-tools';

export interface StudyToolsSeedSource {
  /** Changes whenever the data changes (a hash of the seed files). */
  version(): Promise<string>;
  /** Per KJV verse, a token per word of its text: numbers ("G25"), "+" (the previous word's span) or "-". */
  kjvStrongs(): Promise<{ bookId: number; chapter: number; verse: number; words: string[] }[]>;
  dictionary(): Promise<{ number: string; lemma: string; transliteration: string; pronunciation: string; definition: string }[]>;
  /** In canonical order; verseStart 0 for an introduction or outline. */
  commentary(): Promise<{ bookId: number; chapter: number; kind: CommentaryKind; verseStart: number; verseEnd: number; paragraphs: string[] }[]>;
}

export const STUDY_TOOLS_SEED_NAME = 'study-tools';
const ROWS_PER_STATEMENT = 5000;

/** Seeds when missing or out of date. Answers whether it wrote anything. */
export async function seedStudyTools(db: Db, source: StudyToolsSeedSource): Promise<boolean> {
  const version = await source.version();
  const [done] = await db.select({ version: seedRuns.version }).from(seedRuns).where(eq(seedRuns.name, STUDY_TOOLS_SEED_NAME));
  if (done?.version === version) return false;

  const [verses, entries, sections] = await Promise.all([source.kjvStrongs(), source.dictionary(), source.commentary()]);
  await db.transaction(async (tx) => {
    await tx.execute(sql`truncate ${kjvStrongsVerses}, ${strongsEntries}, ${bibleCommentarySections}`);
    for (const batch of chunks(verses, ROWS_PER_STATEMENT)) {
      const numbers = batch.map((row) => [...new Set(row.words.flatMap((token) => (token === '-' || token === '+' ? [] : token.split(','))))].join(' '));
      await tx.execute(sql`
        insert into ${kjvStrongsVerses} (book_id, chapter, verse, words, numbers)
        select b, c, v, w, string_to_array(n, ' ') from unnest(
          ${pgArray(batch.map((row) => row.bookId))}::smallint[], ${pgArray(batch.map((row) => row.chapter))}::smallint[],
          ${pgArray(batch.map((row) => row.verse))}::smallint[], ${pgArray(batch.map((row) => row.words.join(' ')))}::text[],
          ${pgArray(numbers)}::text[]) as t(b, c, v, w, n)`);
    }
    for (const batch of chunks(entries, ROWS_PER_STATEMENT)) {
      await tx.execute(sql`
        insert into ${strongsEntries} (number, lemma, transliteration, pronunciation, definition)
        select * from unnest(
          ${pgArray(batch.map((row) => row.number))}::text[], ${pgArray(batch.map((row) => row.lemma))}::text[],
          ${pgArray(batch.map((row) => row.transliteration))}::text[], ${pgArray(batch.map((row) => row.pronunciation))}::text[],
          ${pgArray(batch.map((row) => row.definition))}::text[])`);
    }
    const positions = new Map<string, number>();
    const positioned = sections.map((section) => {
      const chapter = `${section.bookId}.${section.chapter}`;
      const position = positions.get(chapter) ?? 0;
      positions.set(chapter, position + 1);
      return { ...section, position };
    });
    for (const batch of chunks(positioned, ROWS_PER_STATEMENT)) {
      // Paragraphs go in joined by a character no text holds, and are split again in the database.
      await tx.execute(sql`
        insert into ${bibleCommentarySections} (book_id, chapter, position, kind, verse_start, verse_end, paragraphs)
        select b, c, p, k, nullif(s, 0), nullif(e, 0), string_to_array(t, ${PARAGRAPH_BREAK}) from unnest(
          ${pgArray(batch.map((row) => row.bookId))}::smallint[], ${pgArray(batch.map((row) => row.chapter))}::smallint[],
          ${pgArray(batch.map((row) => row.position))}::smallint[], ${pgArray(batch.map((row) => row.kind))}::text[],
          ${pgArray(batch.map((row) => row.verseStart))}::smallint[], ${pgArray(batch.map((row) => row.verseEnd))}::smallint[],
          ${pgArray(batch.map((row) => row.paragraphs.join(PARAGRAPH_BREAK)))}::text[]) as t(b, c, p, k, s, e, t)`);
    }
    await tx
      .insert(seedRuns)
      .values({ name: STUDY_TOOLS_SEED_NAME, version })
      .onConflictDoUpdate({ target: seedRuns.name, set: { version, appliedAt: sql`now()` } });
  });
  return true;
}

const PARAGRAPH_BREAK = '\u001e'; // the ASCII record separator

function* chunks<T>(rows: T[], size: number): Generator<T[]> {
  for (let start = 0; start < rows.length; start += size) yield rows.slice(start, start + size);
}

/** A Postgres array literal, sent as one text parameter (both drivers pass it through unchanged). */
function pgArray(values: (string | number)[]): string {
  const items = values.map((value) => (typeof value === 'number' ? String(value) : `"${value.replace(/["\\]/g, '\\$&')}"`));
  return `{${items.join(',')}}`;
}
