// The Bible store: chapters, passages by reference, and ranked full-text search with Nave's topics. The
// text lives in bible_verses (seeded from db/seed by seed.ts); the books are the contracts' constant.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db';
import { bibleTopicReferences, bibleTopics, bibleVerses } from '../../../db/schema';
import { BIBLE_BOOKS } from '../../contracts/bible-books';
import {
  bibleMessages,
  PASSAGE_MAX_VERSES,
  type ChapterPlace,
  type ChapterView,
  type PassageView,
  type PassageVerse,
  type SearchResult,
  type SearchView,
  type TranslationId,
} from '../../contracts/bible';
import { bookNamed, bookOf, findReferences, labelOfSpan, type VerseSpan } from '../../contracts/scripture-references';
import { AppError } from '../../errors';

export function listBooks() {
  return { books: BIBLE_BOOKS.map(({ id, name, testament, chapters }) => ({ id, name, testament, chapters })) };
}

function bookOrNotFound(name: string) {
  const book = bookNamed(name);
  if (!book) throw new AppError('NOT_FOUND', bibleMessages.unknownBook(name));
  return book;
}

/** The chapter before and after, across book boundaries: null before Genesis 1 and after Revelation 22. */
export function neighbours(bookId: number, chapter: number): { previous: ChapterPlace | null; next: ChapterPlace | null } {
  const book = bookOf(bookId);
  const before = BIBLE_BOOKS[bookId - 2];
  const after = BIBLE_BOOKS[bookId];
  const previous = chapter > 1 ? { book: book.name, chapter: chapter - 1 } : before ? { book: before.name, chapter: before.chapters } : null;
  const next = chapter < book.chapters ? { book: book.name, chapter: chapter + 1 } : after ? { book: after.name, chapter: 1 } : null;
  return { previous, next };
}

export async function readChapter(db: Db, input: { book: string; chapter: number; translation: TranslationId }): Promise<ChapterView> {
  const book = bookOrNotFound(input.book);
  if (input.chapter > book.chapters) throw new AppError('NOT_FOUND', bibleMessages.chapterOutOfRange(book.name, book.chapters));
  const verses = await db
    .select({ verse: bibleVerses.verse, text: bibleVerses.text })
    .from(bibleVerses)
    .where(and(eq(bibleVerses.translation, input.translation), eq(bibleVerses.bookId, book.id), eq(bibleVerses.chapter, input.chapter)))
    .orderBy(asc(bibleVerses.verse));
  return { book: book.name, chapter: input.chapter, translation: input.translation, verses, ...neighbours(book.id, input.chapter) };
}

/** The verses of spans, in canonical order; `limit` rows at most. */
export function versesInSpans(db: Db, translation: TranslationId, spans: VerseSpan[], limit: number) {
  const within = spans.map(({ start, end }): SQL => {
    const from = sql`(${start.bookId}::int, ${start.chapter}::int, ${start.verse ?? 0}::int)`;
    const to = sql`(${end.bookId}::int, ${end.chapter}::int, ${end.verse ?? 32767}::int)`;
    return sql`(${bibleVerses.bookId}, ${bibleVerses.chapter}, ${bibleVerses.verse}) between ${from} and ${to}`;
  });
  return db
    .select({ bookId: bibleVerses.bookId, chapter: bibleVerses.chapter, verse: bibleVerses.verse, text: bibleVerses.text })
    .from(bibleVerses)
    .where(and(eq(bibleVerses.translation, translation), within.length > 0 ? sql`(${sql.join(within, sql` or `)})` : sql`false`))
    .orderBy(asc(bibleVerses.bookId), asc(bibleVerses.chapter), asc(bibleVerses.verse))
    .limit(limit);
}

const toPassageVerse = (row: { bookId: number; chapter: number; verse: number; text: string }): PassageVerse => ({
  book: bookOf(row.bookId).name,
  chapter: row.chapter,
  verse: row.verse,
  text: row.text,
});

export async function readPassage(db: Db, input: { ref: string; translation: TranslationId }): Promise<PassageView> {
  const found = findReferences(input.ref);
  if (found.length === 0) throw new AppError('BAD_REQUEST', bibleMessages.noReference(input.ref));
  const rows = await versesInSpans(db, input.translation, found.flatMap((reference) => reference.spans), PASSAGE_MAX_VERSES + 1);
  if (rows.length > PASSAGE_MAX_VERSES) throw new AppError('BAD_REQUEST', bibleMessages.tooManyVerses);
  return { reference: found.map((reference) => reference.label).join('; '), translation: input.translation, verses: rows.map(toPassageVerse) };
}

const labelOf = (row: { bookId: number; chapter: number; verse: number }) => `${bookOf(row.bookId).name} ${row.chapter}:${row.verse}`;

/** How many topics and references per topic a search lists. */
const TOPICS_SHOWN = 5;
const TOPIC_REFERENCES_SHOWN = 12;

export async function searchBible(
  db: Db,
  input: { q: string; translation: TranslationId; book?: string | undefined; limit: number },
): Promise<SearchView> {
  const book = input.book ? bookOrNotFound(input.book) : null;
  const query = sql`websearch_to_tsquery('english', ${input.q})`;
  const matches = await db
    .select({
      bookId: bibleVerses.bookId,
      chapter: bibleVerses.chapter,
      verse: bibleVerses.verse,
      text: bibleVerses.text,
      highlighted: sql<string>`ts_headline('english', ${bibleVerses.text}, ${query}, 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true')`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(bibleVerses)
    .where(and(eq(bibleVerses.translation, input.translation), sql`${bibleVerses.search} @@ ${query}`, book ? eq(bibleVerses.bookId, book.id) : undefined))
    .orderBy(sql`ts_rank(${bibleVerses.search}, ${query}) desc`, asc(bibleVerses.bookId), asc(bibleVerses.chapter), asc(bibleVerses.verse))
    .limit(input.limit);

  // A query that is a reference ("John 3:16") answers with that passage first.
  const references = findReferences(input.q);
  const passage = references.length > 0 ? await versesInSpans(db, input.translation, references.flatMap((r) => r.spans), input.limit) : [];
  const seen = new Set(passage.map(labelOf));
  const results: SearchResult[] = [
    ...passage.map((row) => ({ ...toPassageVerse(row), reference: labelOf(row), highlighted: row.text })),
    ...matches.filter((row) => !seen.has(labelOf(row))).map((row) => ({ ...toPassageVerse(row), reference: labelOf(row), highlighted: row.highlighted })),
  ].slice(0, input.limit);

  return {
    query: input.q,
    total: passage.length + (matches[0]?.total ?? 0),
    results,
    topics: await topicsMatching(db, input.q, TOPICS_SHOWN),
  };
}

/**
 * Nave's topics whose name matches the words (trigram similarity, or the name standing as words in the
 * query: "What does the Bible say about forgiveness?" finds Forgiveness), with their first references.
 */
export async function topicsMatching(db: Db, words: string, limit: number) {
  const text = words.toLowerCase();
  const score = sql<number>`greatest(similarity(lower(${bibleTopics.name}), ${text}), word_similarity(lower(${bibleTopics.name}), ${text}))`;
  const topics = await db
    .select({ id: bibleTopics.id, name: bibleTopics.name, score })
    .from(bibleTopics)
    .where(sql`${score} >= 0.6`)
    .orderBy(sql`${score} desc`, asc(bibleTopics.name))
    .limit(limit);
  if (topics.length === 0) return [];
  const references = await db
    .select()
    .from(bibleTopicReferences)
    .where(sql`${bibleTopicReferences.topicId} in (${sql.join(topics.map((topic) => sql`${topic.id}`), sql`, `)}) and ${bibleTopicReferences.position} < ${TOPIC_REFERENCES_SHOWN}`)
    .orderBy(asc(bibleTopicReferences.topicId), asc(bibleTopicReferences.position));
  return topics.map((topic) => ({
    name: topic.name,
    references: references
      .filter((reference) => reference.topicId === topic.id)
      .map((reference) =>
        labelOfSpan({
          start: { bookId: reference.bookId, chapter: reference.chapter, verse: reference.verseStart },
          end: { bookId: reference.bookId, chapter: reference.chapter, verse: reference.verseEnd },
        }),
      ),
  }));
}
