// The Bible store: chapters, passages by reference, and ranked full-text search with Nave's topics. The
// text lives in bible_verses (seeded from db/seed by seed.ts); the books are the contracts' constant.
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import pLimit, { type LimitFunction } from 'p-limit';
import type { Db } from '../../../db';
import { bibleBooks, bibleTopicReferences, bibleTopics, bibleVerses } from '../../../db/schema';
import { BIBLE_BOOKS } from '../../contracts/bible-books';
import {
  bibleMessages,
  PASSAGE_MAX_VERSES,
  SEARCH_CANDIDATES_MAX,
  type ChapterPlace,
  type ChapterView,
  type PassageView,
  type PassageVerse,
  type SearchResult,
  type SearchView,
  translationIds,
  type TranslationId,
} from '../../contracts/bible';
import { bookNamed, bookOf, findReferences, labelOfSpan, type VerseSpan } from '../../contracts/scripture-references';
import { strongsNumbersOf } from '../../contracts/strongs';
import { AppError } from '../../errors';
import { cachedRead } from './read-cache';
import { placeOf, readVerseIndex, type VerseIndex, versesBetween, versesMatchingIn } from './verse-index';
import { searchStrongs } from './study-tools';

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
  return cachedRead(db, `chapter ${input.translation} ${book.id} ${input.chapter}`, () => readWholeChapter(db, book.id, input.chapter, input.translation));
}

async function readWholeChapter(db: Db, bookId: number, chapter: number, translation: TranslationId): Promise<ChapterView> {
  const verses = await db
    .select({ verse: bibleVerses.verse, text: bibleVerses.text })
    .from(bibleVerses)
    .where(and(eq(bibleVerses.translation, translation), eq(bibleVerses.bookId, bookId), eq(bibleVerses.chapter, chapter)))
    .orderBy(asc(bibleVerses.verse));
  return { book: bookOf(bookId).name, chapter, translation, verses, ...neighbours(bookId, chapter) };
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

/** The verses of one span, at most `limit`, kept after the first read like every read of the text. */
export function cachedVersesInSpan(db: Db, translation: TranslationId, span: VerseSpan, limit: number) {
  const { start, end } = span;
  const key = `span ${translation} ${start.bookId}.${start.chapter}.${start.verse ?? ''}-${end.bookId}.${end.chapter}.${end.verse ?? ''} ${limit}`;
  return cachedRead(db, key, () => versesInSpans(db, translation, [span], limit));
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
  const reference = found.map((r) => r.label).join('; ');
  return cachedRead(db, `passage ${input.translation} ${reference}`, () => readFoundPassage(db, found, reference, input.translation));
}

async function readFoundPassage(db: Db, found: ReturnType<typeof findReferences>, reference: string, translation: TranslationId): Promise<PassageView> {
  const rows = await versesInSpans(db, translation, found.flatMap((r) => r.spans), PASSAGE_MAX_VERSES + 1);
  if (rows.length > PASSAGE_MAX_VERSES) throw new AppError('BAD_REQUEST', bibleMessages.tooManyVerses);
  return { reference, translation, verses: rows.map(toPassageVerse) };
}

const labelOf = (row: { bookId: number; chapter: number; verse: number }) => `${bookOf(row.bookId).name} ${row.chapter}:${row.verse}`;

const FUZZY_WORD_MIN = 4;

/** How many topics and references per topic a search lists. */
const TOPICS_SHOWN = 5;
const TOPIC_REFERENCES_SHOWN = 12;

export async function searchBible(
  db: Db,
  input: { q: string; translation: TranslationId; book?: string | undefined; limit: number; offset?: number | undefined },
): Promise<SearchView> {
  const book = input.book ? bookOrNotFound(input.book) : null;
  const offset = input.offset ?? 0;
  // A Strong's number ("G26"), or several ("G26 G25"), asks for the KJV verses whose words translate one, whatever the translation.
  const numbers = strongsNumbersOf(input.q);
  if (numbers) {
    const key = `search strongs ${numbers.join(' ')} ${book?.id ?? 'all'} ${input.limit} ${offset}`;
    return cachedRead(db, key, () => inTurn(db, () => searchStrongs(db, { numbers, bookId: book?.id, limit: input.limit, offset })));
  }
  const key = `search ${input.translation} ${book?.id ?? 'all'} ${input.limit} ${offset} ${input.q}`;
  return cachedRead(db, key, () => inTurn(db, () => searchVerses(db, { ...input, offset, bookId: book?.id })));
}

/**
 * Searches that reach the database at once, per database, and how many may wait for their turn. On the
 * embedded database a query runs on the server's one thread, so searches queued inside it held up every
 * other request (the health check waited 3.5 s at the median under a hundred searches): here they wait in
 * line outside it, where other requests pass them, and past the line's length they are turned away.
 */
const SEARCHES_AT_ONCE = 1;
const SEARCHES_WAITING_MAX = 10;
const SEARCH_BUSY_RETRY_SECONDS = 2;
const searchTurns = new WeakMap<Db, LimitFunction>();

function inTurn<T>(db: Db, search: () => Promise<T>): Promise<T> {
  let turns = searchTurns.get(db);
  if (!turns) searchTurns.set(db, (turns = pLimit(SEARCHES_AT_ONCE)));
  if (turns.pendingCount >= SEARCHES_WAITING_MAX) {
    throw new AppError('SERVICE_UNAVAILABLE', bibleMessages.searchBusy, { retryAfterSeconds: SEARCH_BUSY_RETRY_SECONDS });
  }
  // Each turn starts after the requests that came in meanwhile have been read: on the embedded database a
  // query's promise settles without the event loop polling for I/O, so back-to-back searches starved the
  // health check's request of the chance even to be read.
  return turns(async () => {
    await requestsReadMeanwhile();
    return search();
  });
}

const requestsReadMeanwhile = () => new Promise((resolve) => setImmediate(resolve));

async function searchVerses(db: Db, input: { q: string; translation: TranslationId; bookId: number | undefined; limit: number; offset: number }): Promise<SearchView> {
  const query = sql`websearch_to_tsquery('english', ${input.q})`;
  // Only the first matching verses are ranked (and counted): eight common words match 20,000 verses, and ranking
  // them all took 100-300 ms on the embedded database, against 20-30 ms for the first thousand.
  const candidates = db.$with('candidates').as(
    db
      .select({ bookId: bibleVerses.bookId, chapter: bibleVerses.chapter, verse: bibleVerses.verse, text: bibleVerses.text, search: bibleVerses.search })
      .from(bibleVerses)
      .where(and(eq(bibleVerses.translation, input.translation), sql`${bibleVerses.search} @@ ${query}`, input.bookId ? eq(bibleVerses.bookId, input.bookId) : undefined))
      .limit(SEARCH_CANDIDATES_MAX),
  );
  const matches = await db
    .with(candidates)
    .select({
      bookId: candidates.bookId,
      chapter: candidates.chapter,
      verse: candidates.verse,
      text: candidates.text,
      highlighted: sql<string>`ts_headline('english', ${candidates.text}, ${query}, 'StartSel=<mark>, StopSel=</mark>, HighlightAll=true')`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(candidates)
    .orderBy(sql`ts_rank(${candidates.search}, ${query}) desc`, asc(candidates.bookId), asc(candidates.chapter), asc(candidates.verse))
    .limit(input.offset + input.limit);

  // A query that is a reference ("John 3:16") answers with that passage first.
  const references = findReferences(input.q);
  const passage = references.length > 0 ? await versesInSpans(db, input.translation, references.flatMap((r) => r.spans), input.offset + input.limit) : [];
  const seen = new Set(passage.map(labelOf));
  const results: SearchResult[] = [
    ...passage.map((row) => ({ ...toPassageVerse(row), reference: labelOf(row), highlighted: row.text })),
    ...matches.filter((row) => !seen.has(labelOf(row))).map((row) => ({ ...toPassageVerse(row), reference: labelOf(row), highlighted: row.highlighted })),
  ].slice(input.offset, input.offset + input.limit);

  return {
    query: input.q,
    total: passage.length + (matches[0]?.total ?? 0),
    results,
    // Between a search's queries too, so that another request waits behind one query, not a whole search.
    topics: (await requestsReadMeanwhile().then(() => topicsMatching(db, input.q, TOPICS_SHOWN))).map(({ name, references }) => ({ name, references })),
  };
}

/**
 * The verses of some translations that use any of `terms` (each read as websearch_to_tsquery reads it: "forgive
 * brother" both words, "\"take no thought\"" the phrase), best first of all that match: only their places, for
 * a ranking that reads the text afterwards. Answered from the verse index in memory once it has been read
 * (readVerseIndexAhead), else by the database.
 */
export function versesMatching(db: Db, input: { terms: readonly string[]; translations: readonly TranslationId[]; bookIds?: readonly number[] | undefined; limit: number }) {
  const key = `matching ${input.translations.join(',')} ${input.bookIds?.join(',') ?? 'all'} ${input.limit} ${input.terms.join('|')}`;
  return cachedRead(db, key, async () => {
    const index = verseIndexes.get(db);
    if (index) {
      const found = versesMatchingIn(index, await tsqueriesOf(db, input.terms), input);
      if (found) return found;
    }
    return inTurn(db, () => versesMatchingInDatabase(db, input));
  });
}

// The full-text phrase's matches read to find those that write it: a common phrase's best ranked may all be apart.
const PHRASE_CANDIDATES = 200;

/**
 * The verses that write `phrase` word for word ("day of the Lord"), in any of the translations, case aside: the
 * full-text phrase also takes words apart by punctuation ("the day, to the Lord", Romans 14:6), which a look at
 * the text then rules out (in the verse index once it is read, else in the database's query).
 */
export async function versesWritingPhrase(db: Db, phrase: string, input: { translations: readonly TranslationId[]; bookIds?: readonly number[] | undefined; limit: number }) {
  const words = phrase.split(/\s+/).map((word) => word.replace(/[^\p{L}']/gu, '')).filter((word) => word !== '');
  const index = verseIndexes.get(db);
  if (!index) return versesWritingPhraseInDatabase(db, words, input);
  const written = new RegExp(`\\b${words.join('\\s+')}\\b`, 'iu');
  const found = await versesMatching(db, { ...input, terms: [`"${words.join(' ')}"`], limit: PHRASE_CANDIDATES });
  const seen = new Set<number>();
  return found
    .filter(({ bookId, chapter, verse }) => {
      const place = placeOf(bookId, chapter, verse);
      if (seen.has(place)) return false;
      seen.add(place);
      return input.translations.some((translation) => versesBetween(index, translation, place, place, 1).some((row) => written.test(row.text)));
    })
    .slice(0, input.limit);
}

function versesWritingPhraseInDatabase(db: Db, words: readonly string[], input: { translations: readonly TranslationId[]; bookIds?: readonly number[] | undefined; limit: number }) {
  // Postgres's \m and \M: the start and end of a word.
  const written = `\\m${words.join('\\s+')}\\M`;
  return inTurn(db, () =>
    db
      .selectDistinct({ bookId: bibleVerses.bookId, chapter: bibleVerses.chapter, verse: bibleVerses.verse })
      .from(bibleVerses)
      .where(
        and(
          sql`${bibleVerses.translation} in (${sql.join(input.translations.map((translation) => sql`${translation}`), sql`, `)})`,
          sql`${bibleVerses.search} @@ ${tsqueryOf(`"${words.join(' ')}"`)}`,
          sql`${bibleVerses.text} ~* ${written}`,
          input.bookIds ? sql`${bibleVerses.bookId} in (${sql.join(input.bookIds.map((id) => sql`${id}`), sql`, `)})` : undefined,
        ),
      )
      .orderBy(asc(bibleVerses.bookId), asc(bibleVerses.chapter), asc(bibleVerses.verse))
      .limit(input.limit),
  );
}

const tsqueryOf = (term: string): SQL => sql`websearch_to_tsquery('english', ${term})`;

function versesMatchingInDatabase(db: Db, input: { terms: readonly string[]; translations: readonly TranslationId[]; bookIds?: readonly number[] | undefined; limit: number }) {
  const query = sql.join(
    input.terms.map((term) => sql`(${tsqueryOf(term)})`),
    sql` || `,
  );
  const candidates = db.$with('candidates').as(
    db
      .select({ bookId: bibleVerses.bookId, chapter: bibleVerses.chapter, verse: bibleVerses.verse, search: bibleVerses.search })
      .from(bibleVerses)
      .where(
        and(
          // Every translation asked for: no filter, which cost a scan of the whole key index (2 ms of 8).
          translationIds.every((id) => input.translations.includes(id))
            ? undefined
            : sql`${bibleVerses.translation} in (${sql.join(input.translations.map((translation) => sql`${translation}`), sql`, `)})`,
          sql`${bibleVerses.search} @@ (${query})`,
          input.bookIds ? sql`${bibleVerses.bookId} in (${sql.join(input.bookIds.map((id) => sql`${id}`), sql`, `)})` : undefined,
        ),
      ),
    // Every match is ranked: with a limit here the embedded database's planner read the whole table in order
    // (21 ms for "riches or gold or silver") instead of the search index (5 ms for all 1,500 matches).
  );
  return db
    .with(candidates)
    .select({ bookId: candidates.bookId, chapter: candidates.chapter, verse: candidates.verse })
    .from(candidates)
    .orderBy(sql`ts_rank(${candidates.search}, (${query})) desc`, asc(candidates.bookId), asc(candidates.chapter), asc(candidates.verse))
    .limit(input.limit);
}

/** Exported for verse-index.test.ts, which compares the index with the database. */
export const versesMatchingFromDatabase = versesMatchingInDatabase;

// The verse index of each database, once read; reading it is started once.
const verseIndexes = new WeakMap<Db, VerseIndex>();
/** The verse index of a database, if it has been read (readVerseIndexAhead). */
export const verseIndexOf = (db: Db): VerseIndex | undefined => verseIndexes.get(db);
const verseIndexReads = new WeakMap<Db, Promise<void>>();

/**
 * Reads every verse's full-text vector into memory (verse-index.ts), once per database, for versesMatching to
 * answer from; a failed read is tried again by the next call. Meant to run off the request path: at the server's
 * start, with the grounding's key passages.
 */
export function readVerseIndexAhead(db: Db): Promise<void> {
  const known = verseIndexReads.get(db);
  if (known) return known;
  const reading = readVerseIndex(db).then(
    (index) => void verseIndexes.set(db, index),
    () => void verseIndexReads.delete(db),
  );
  verseIndexReads.set(db, reading);
  return reading;
}

// What websearch_to_tsquery makes of a term, kept: Postgres's English stemmer, without reading a table.
const tsqueries = new WeakMap<Db, Map<string, string>>();
const TSQUERIES_KEPT = 20_000;

async function tsqueriesOf(db: Db, terms: readonly string[]): Promise<string[]> {
  let known = tsqueries.get(db);
  if (!known) tsqueries.set(db, (known = new Map()));
  const missing = [...new Set(terms.filter((term) => !known.has(term)))];
  if (missing.length > 0) {
    const columns = Object.fromEntries(missing.map((term, at) => [`q${at}`, sql<string>`${tsqueryOf(term)}::text`]));
    const [row] = await db.select(columns).from(bibleBooks).limit(1);
    if (known.size + missing.length > TSQUERIES_KEPT) known.clear();
    missing.forEach((term, at) => known.set(term, String(row?.[`q${at}`] ?? '')));
  }
  return terms.map((term) => known.get(term) ?? '');
}

/**
 * Nave's topics named like a run of one to three of the words (trigram similarity of at least 0.6, so
 * "forgivness" still finds Forgiveness), best first: "What does the Bible say about forgiveness?" finds
 * Forgiveness, and the question's own words ("what", "Bible", "say") find nothing.
 */
export async function topicsMatching(db: Db, words: string, limit: number, scope: TopicScope = {}) {
  const phrases = phrasesOf(words.toLowerCase());
  if (phrases.length === 0) return [];
  const key = `topics ${limit} ${scope.bookIds?.join(',') ?? 'all'} ${scope.referencesEach ?? ''} ${phrases.join('|')}`;
  return cachedRead(db, key, () => topicsOfPhrases(db, phrases, limit, scope));
}

/** `bookIds`: the references each topic lists in those books only ("love" in 1 Corinthians); `referencesEach`: how many. */
export interface TopicScope {
  bookIds?: readonly number[] | undefined;
  referencesEach?: number;
}

async function topicsOfPhrases(db: Db, phrases: string[], limit: number, { bookIds, referencesEach = TOPIC_REFERENCES_SHOWN }: TopicScope) {
  const name = sql`lower(${bibleTopics.name})`;
  const candidates = sql`array[${sql.join(
    phrases.map((phrase) => sql`${phrase}`),
    sql`, `,
  )}]::text[]`;
  // Names that are some of the words, the longest first ("Holy Spirit" before "Spirit"): one index lookup.
  let topics = await db
    .select({ id: bibleTopics.id, name: bibleTopics.name })
    .from(bibleTopics)
    .where(sql`${name} = any(${candidates})`)
    .orderBy(sql`length(${bibleTopics.name}) desc`, asc(bibleTopics.name))
    .limit(limit);
  // Else names like them ("forgivness"), through the trigram index: slower, so only when needed, one index
  // lookup per phrase, and only for phrases of words of 4 letters or more: "new", "gave" are like hundreds of
  // names, and looking them up took 30 ms of a question's retrieval.
  const fuzzy = phrases.filter((phrase) => phrase.split(' ').every((word) => word.length >= FUZZY_WORD_MIN));
  if (topics.length === 0 && fuzzy.length > 0) {
    const score = sql<number>`max(similarity(${name}, candidate.phrase))`;
    topics = await db
      .select({ id: bibleTopics.id, name: bibleTopics.name })
      .from(sql`unnest(array[${sql.join(
        fuzzy.map((phrase) => sql`${phrase}`),
        sql`, `,
      )}]::text[]) as candidate(phrase)`)
      .innerJoin(bibleTopics, sql`${name} % candidate.phrase`)
      .groupBy(bibleTopics.id, bibleTopics.name)
      .having(sql`${score} >= 0.6`)
      .orderBy(sql`${score} desc`, asc(bibleTopics.name))
      .limit(limit);
  }
  if (topics.length === 0) return [];
  const inBooks = bookIds ? sql`${bibleTopicReferences.bookId} in (${sql.join(bookIds.map((id) => sql`${id}`), sql`, `)})` : sql`${bibleTopicReferences.position} < ${referencesEach}`;
  const references = await db
    .select()
    .from(bibleTopicReferences)
    .where(sql`${bibleTopicReferences.topicId} in (${sql.join(topics.map((topic) => sql`${topic.id}`), sql`, `)}) and ${inBooks}`)
    .orderBy(asc(bibleTopicReferences.topicId), asc(bibleTopicReferences.position));
  return topics.map((topic) => {
    const spans: VerseSpan[] = references
      .filter((reference) => reference.topicId === topic.id)
      .slice(0, referencesEach)
      .map((reference) => ({
        start: { bookId: reference.bookId, chapter: reference.chapter, verse: reference.verseStart },
        end: { bookId: reference.bookId, chapter: reference.chapter, verse: reference.verseEnd },
      }));
    // The spans too, so the chat's grounding reads the verses without parsing the labels back.
    return { name: topic.name, references: spans.map(labelOfSpan), spans };
  });
}

// Words that ask rather than name a subject: a run of words that starts or ends with one names no topic.
export const QUESTION_WORDS = new Set(
  `a about all am an and any are as at be bible but by can did do does for from god's has have how i if in is it me my not of
  on or say says scripture scriptures should tell than that the their them there they this to us was we what when where
  which who why will with would you your`.split(/\s+/),
);

/** Runs of one to three words of a question (letters only) that could name a topic. */
function phrasesOf(text: string): string[] {
  const phrases = new Set<string>();
  // A run of words stops at punctuation: "worry, care" names Worry and Care, not "worry care".
  for (const clause of text.split(/[,.;:?!]/)) {
    const words = clause.match(/[\p{L}']+/gu) ?? [];
    for (let length = 1; length <= 3; length++) {
      for (let at = 0; at + length <= words.length; at++) {
        const run = words.slice(at, at + length);
        if (QUESTION_WORDS.has(run[0] ?? '') || QUESTION_WORDS.has(run[length - 1] ?? '')) continue;
        const phrase = run.join(' ');
        if (phrase.length >= 3) phrases.add(phrase);
      }
    }
  }
  return [...phrases].slice(0, 30);
}
