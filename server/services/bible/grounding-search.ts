// Reads for the chat's grounding, made cheap: the verses of several passages at once, one query for the five or
// six passages a question is grounded on instead of one each (on the embedded database each query costs a round
// trip of about a millisecond, more than the index reads themselves); and Nave's topics named like a question's
// words, told apart in memory. What was read is kept, per database: the text never changes once seeded.
import { and, asc, between, eq, sql, type SQL } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Db } from '../../../db';
import { bibleTopicReferences, bibleTopics, bibleVerses } from '../../../db/schema';
import type { TranslationId } from '../../contracts/bible';
import type { VerseSpan } from '../../contracts/scripture-references';
import { QUESTION_WORDS, verseIndexOf } from './bible';
import { placeOf, versesBetween } from './verse-index';

export interface SpanVerse {
  bookId: number;
  chapter: number;
  verse: number;
  text: string;
}

// The key passages of both translations, read ahead, and the ranking's passages.
const SPANS_KEPT = 10_000;
const readSpans = new WeakMap<Db, LRUCache<string, SpanVerse[]>>();

const keyOf = (translation: TranslationId, { start, end }: VerseSpan, limit: number) =>
  `${translation} ${start.bookId}.${start.chapter}.${start.verse ?? ''}-${end.bookId}.${end.chapter}.${end.verse ?? ''} ${limit}`;

/** A span to read, at most `limit` of its verses. */
export interface SpanAsked {
  span: VerseSpan;
  limit: number;
}

// One query reads at most so many spans: the key passages read ahead are some 2,000.
const SPANS_PER_QUERY = 500;

/**
 * The verses of each span, in canonical order, at most its `limit` (a passage within one chapter is read only
 * that far). The spans not read before are read in one query.
 */
export async function versesOfSpans(db: Db, translation: TranslationId, spans: readonly SpanAsked[]): Promise<SpanVerse[][]> {
  let cache = readSpans.get(db);
  if (!cache) readSpans.set(db, (cache = new LRUCache<string, SpanVerse[]>({ max: SPANS_KEPT })));
  const known = spans.map(({ span, limit }) => cache.get(keyOf(translation, span, limit)));
  const unread = spans.filter((_, at) => known[at] === undefined);
  const readNow: SpanVerse[][] = [];
  for (let at = 0; at < unread.length; at += SPANS_PER_QUERY) readNow.push(...(await readUnread(db, translation, unread.slice(at, at + SPANS_PER_QUERY))));
  unread.forEach(({ span, limit }, at) => cache.set(keyOf(translation, span, limit), readNow[at] ?? []));
  let next = 0;
  return known.map((verses) => verses ?? readNow[next++] ?? []);
}

async function readUnread(db: Db, translation: TranslationId, unread: readonly SpanAsked[]): Promise<SpanVerse[][]> {
  if (unread.length === 0) return [];
  // Within one chapter only the first `limit` verses are asked for; a span over chapters is read whole.
  const asked = unread.map(({ span: { start, end }, limit }) => {
    const first = start.verse ?? 0;
    const last = end.verse ?? 32767;
    const sameChapter = start.bookId === end.bookId && start.chapter === end.chapter;
    // Verses are numbered from 1: a whole chapter's first `limit` end at verse `limit`.
    return { start, end: { ...end, verse: sameChapter ? Math.min(last, Math.max(first, 1) + limit - 1) : last }, first, limit };
  });
  // Once the verse index is in memory, the verses are read from it.
  const index = verseIndexOf(db);
  if (index) {
    return asked.map(({ start, end, first, limit }) =>
      versesBetween(index, translation, placeOf(start.bookId, start.chapter, first), placeOf(end.bookId, end.chapter, Math.min(end.verse, 999)), limit),
    );
  }
  const within = asked.map(({ start, end, first }): SQL => {
    const from = sql`(${start.bookId}::int, ${start.chapter}::int, ${first}::int)`;
    const to = sql`(${end.bookId}::int, ${end.chapter}::int, ${end.verse}::int)`;
    return sql`(${bibleVerses.bookId}, ${bibleVerses.chapter}, ${bibleVerses.verse}) between ${from} and ${to}`;
  });
  const rows = await db
    .select({ bookId: bibleVerses.bookId, chapter: bibleVerses.chapter, verse: bibleVerses.verse, text: bibleVerses.text })
    .from(bibleVerses)
    .where(and(eq(bibleVerses.translation, translation), sql`(${sql.join(within, sql` or `)})`))
    .orderBy(asc(bibleVerses.bookId), asc(bibleVerses.chapter), asc(bibleVerses.verse));

  // The rows are in canonical order: each span's are found by halving, then read on while they are in it.
  const places = rows.map((row) => placeOf(row.bookId, row.chapter, row.verse));
  return asked.map(({ start, end, first, limit }) => {
    const from = placeOf(start.bookId, start.chapter, first);
    const to = placeOf(end.bookId, end.chapter, Math.min(end.verse, 999));
    let low = 0;
    let high = places.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((places[middle] ?? 0) < from) low = middle + 1;
      else high = middle;
    }
    const inSpan: SpanVerse[] = [];
    for (let at = low; at < rows.length && (places[at] ?? 0) <= to && inSpan.length < limit; at++) {
      const row = rows[at];
      if (row) inSpan.push(row);
    }
    return inSpan;
  });
}

/** Nave's topics by name, in memory, for telling which a question's words name without a query. */
interface TopicNames {
  /** Each topic by its name in lower case. */
  byLowerCase: Map<string, NaveTopic>;
  /** The topics each trigram of their names is in, by their index in `topics`. */
  byTrigram: Map<string, number[]>;
  topics: (NaveTopic & { trigrams: number })[];
}

interface NaveTopic {
  id: number;
  name: string;
}

const topicNames = new WeakMap<Db, Promise<TopicNames>>();

/** The trigrams of a text as pg_trgm counts them: each word padded with two spaces before it and one after. */
function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) {
    const padded = `  ${word} `;
    for (let at = 0; at + 3 <= padded.length; at++) trigrams.add(padded.slice(at, at + 3));
  }
  return trigrams;
}

/** Nave's topic names, read once per database (5,320 names, some 50 ms); a failed read is tried again next time. */
function naveTopicNames(db: Db): Promise<TopicNames> {
  const known = topicNames.get(db);
  if (known) return known;
  const reading = db
    .select({ id: bibleTopics.id, name: bibleTopics.name })
    .from(bibleTopics)
    .then((rows) => {
      const byTrigram = new Map<string, number[]>();
      const topics = rows.map((topic, at) => {
        const trigrams = trigramsOf(topic.name);
        for (const trigram of trigrams) {
          const holders = byTrigram.get(trigram);
          if (holders) holders.push(at);
          else byTrigram.set(trigram, [at]);
        }
        return { ...topic, trigrams: trigrams.size };
      });
      return { byLowerCase: new Map(rows.map((topic) => [topic.name.toLowerCase(), topic])), byTrigram, topics };
    });
  reading.catch(() => topicNames.delete(db));
  topicNames.set(db, reading);
  return reading;
}

/** Reads Nave's topic names ahead, with the key passages, so that no question waits for them. */
export const readTopicNamesAhead = (db: Db) => naveTopicNames(db).then(() => undefined);

// Every reference Nave's lists (some 100,000 rows, about 1.5 MB as typed arrays), once read ahead: a question the
// ranking grounds then reads none, where the embedded database took 10-100 ms for a topic such as "God" under load.
interface TopicReferences {
  /** Where each topic's references start and end in the arrays below, in the order of their position. */
  ranges: Map<number, { from: number; to: number }>;
  bookId: Uint8Array;
  chapter: Uint16Array;
  verseStart: Uint16Array;
  verseEnd: Uint16Array;
}

const topicReferences = new WeakMap<Db, TopicReferences>();
const topicReferenceReads = new WeakMap<Db, Promise<void>>();

/** Reads every Nave's reference into memory, once per database; a failed read is tried again by the next call. */
export function readTopicReferencesAhead(db: Db): Promise<void> {
  const known = topicReferenceReads.get(db);
  if (known) return known;
  const reading = allTopicReferences(db).then(
      (rows) => {
        const ranges = new Map<number, { from: number; to: number }>();
        rows.forEach((row, at) => {
          const range = ranges.get(row.topicId);
          if (range) range.to = at + 1;
          else ranges.set(row.topicId, { from: at, to: at + 1 });
        });
        topicReferences.set(db, {
          ranges,
          bookId: Uint8Array.from(rows, (row) => row.bookId),
          chapter: Uint16Array.from(rows, (row) => row.chapter),
          verseStart: Uint16Array.from(rows, (row) => row.verseStart),
          verseEnd: Uint16Array.from(rows, (row) => row.verseEnd),
        });
      },
      () => void topicReferenceReads.delete(db),
    );
  topicReferenceReads.set(db, reading);
  return reading;
}

// A few books at a time, so that the embedded database's other queries wait for one of them at most.
const BOOKS_PER_READ = 3;

async function allTopicReferences(db: Db) {
  const rows = [];
  for (let first = 1; first <= 66; first += BOOKS_PER_READ) {
    await new Promise((resolve) => setImmediate(resolve));
    rows.push(
      ...(await db
        .select({ topicId: bibleTopicReferences.topicId, position: bibleTopicReferences.position, bookId: bibleTopicReferences.bookId, chapter: bibleTopicReferences.chapter, verseStart: bibleTopicReferences.verseStart, verseEnd: bibleTopicReferences.verseEnd })
        .from(bibleTopicReferences)
        .where(between(bibleTopicReferences.bookId, first, first + BOOKS_PER_READ - 1))),
    );
  }
  return rows.sort((a, b) => a.topicId - b.topicId || a.position - b.position);
}

/** A topic's references as the query in topicsNamedIn reads them: in `bookIds` if given, else its first `referencesEach`. */
function referencesInMemory(references: TopicReferences, topicId: number, scope: { bookIds?: readonly number[] | undefined; referencesEach: number }): VerseSpan[] {
  const range = references.ranges.get(topicId);
  if (!range) return [];
  const spans: VerseSpan[] = [];
  for (let at = range.from; at < range.to && spans.length < scope.referencesEach; at++) {
    const bookId = references.bookId[at] ?? 0;
    if (scope.bookIds && !scope.bookIds.includes(bookId)) continue;
    const chapter = references.chapter[at] ?? 0;
    spans.push({ start: { bookId, chapter, verse: references.verseStart[at] ?? 0 }, end: { bookId, chapter, verse: references.verseEnd[at] ?? 0 } });
  }
  return spans;
}

/** The topics whose names are like a phrase as pg_trgm's similarity reads them (shared trigrams over all of both). */
function topicsLike(names: TopicNames, phrase: string): { topic: NaveTopic; similarity: number }[] {
  const trigrams = trigramsOf(phrase);
  const shared = new Map<number, number>();
  for (const trigram of trigrams) for (const at of names.byTrigram.get(trigram) ?? []) shared.set(at, (shared.get(at) ?? 0) + 1);
  const like: { topic: NaveTopic; similarity: number }[] = [];
  for (const [at, count] of shared) {
    const topic = names.topics[at];
    const similarity = topic ? count / (trigrams.size + topic.trigrams - count) : 0;
    if (topic && similarity >= SIMILAR_NAME) like.push({ topic, similarity });
  }
  return like;
}

// As bible.ts's topicsMatching: names at least this like a phrase, and only phrases of words of 4 letters or
// more ("new", "gave" are like hundreds of names).
const SIMILAR_NAME = 0.6;
const FUZZY_WORD_MIN = 4;
const PHRASES_MAX = 30;

/** Runs of one to three words (letters only), stopping at punctuation, that could name a topic, as bible.ts reads them. */
function phrasesOf(text: string): string[] {
  const phrases = new Set<string>();
  for (const clause of text.toLowerCase().split(/[,.;:?!]/)) {
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
  return [...phrases].slice(0, PHRASES_MAX);
}

export interface NamedTopic {
  name: string;
  spans: VerseSpan[];
}

const topicReads = new WeakMap<Db, LRUCache<string, NamedTopic[]>>();
const TOPIC_READS_KEPT = 2_000;

/**
 * The Nave's topics named like a run of one to three of the words, best first, and the references each lists
 * (in `bookIds` only, or its first `referencesEach`): the topics as bible.ts's topicsMatching finds them (names
 * that are the words, the longest first; else names like them, the most alike first), but told apart in memory,
 * so that a question costs one query at most, for the references, and no trigram lookup (30-110 ms on the embedded
 * database for a name such as "Zacchaeus (Zaccheus)").
 */
export async function topicsNamedIn(db: Db, words: string, limit: number, scope: { bookIds?: readonly number[] | undefined; referencesEach: number }): Promise<NamedTopic[]> {
  const names = await naveTopicNames(db);
  const phrases = phrasesOf(words);
  const exact = [...new Set(phrases.flatMap((phrase) => names.byLowerCase.get(phrase) ?? []))].sort((a, b) => b.name.length - a.name.length || a.name.localeCompare(b.name));
  const like = new Map<NaveTopic, number>();
  if (exact.length === 0) {
    for (const phrase of phrases.filter((each) => each.split(' ').every((word) => word.length >= FUZZY_WORD_MIN))) {
      for (const { topic, similarity } of topicsLike(names, phrase)) like.set(topic, Math.max(similarity, like.get(topic) ?? 0));
    }
  }
  const topics = (exact.length > 0 ? exact : [...like].sort((a, b) => b[1] - a[1] || a[0].name.localeCompare(b[0].name)).map(([topic]) => topic)).slice(0, limit);
  if (topics.length === 0) return [];

  let cache = topicReads.get(db);
  if (!cache) topicReads.set(db, (cache = new LRUCache<string, NamedTopic[]>({ max: TOPIC_READS_KEPT })));
  const key = `${topics.map((topic) => topic.id).join(',')} ${scope.bookIds?.join(',') ?? 'all'} ${scope.referencesEach}`;
  const kept = cache.get(key);
  if (kept) return kept;
  const inMemory = topicReferences.get(db);
  if (inMemory) {
    const found = topics.map((topic) => ({ name: topic.name, spans: referencesInMemory(inMemory, topic.id, scope) }));
    cache.set(key, found);
    return found;
  }
  const inBooks = scope.bookIds
    ? sql`${bibleTopicReferences.bookId} in (${sql.join(scope.bookIds.map((id) => sql`${id}`), sql`, `)})`
    : sql`${bibleTopicReferences.position} < ${scope.referencesEach}`;
  const references = await db
    .select()
    .from(bibleTopicReferences)
    .where(sql`${bibleTopicReferences.topicId} in (${sql.join(topics.map((topic) => sql`${topic.id}`), sql`, `)}) and ${inBooks}`)
    .orderBy(asc(bibleTopicReferences.topicId), asc(bibleTopicReferences.position));
  const found = topics.map((topic) => ({
    name: topic.name,
    spans: references
      .filter((reference) => reference.topicId === topic.id)
      .slice(0, scope.referencesEach)
      .map((reference) => ({
        start: { bookId: reference.bookId, chapter: reference.chapter, verse: reference.verseStart },
        end: { bookId: reference.bookId, chapter: reference.chapter, verse: reference.verseEnd },
      })),
  }));
  cache.set(key, found);
  return found;
}
