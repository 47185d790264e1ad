// The full-text index of every verse, held in memory once read: the grounding's ranking asks for the verses that
// use any of a dozen pairs of words ("keep" and "promises"), and the embedded database's GIN lookup of such common
// words, and the ranking of the 1,000-2,000 verses they find, took 5-60 ms a question. Here the same query is
// answered from the verses' own tsvectors (read once, some 62,000 rows of both translations, 1-2 s and about 15 MB)
// in a millisecond or two, with the same matches and the same order: Postgres still turns the words into lexemes
// (websearch_to_tsquery, no table read), and ts_rank's formula is followed to the float (verse-index.test.ts
// compares both on the real text).
import { between, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { bibleVerses } from '../../../db/schema';
import type { TranslationId } from '../../contracts/bible';

/** A verse's place, as the ranking wants it. */
export interface VersePlace {
  bookId: number;
  chapter: number;
  verse: number;
}

interface Postings {
  /** Verse numbers (index into the index's arrays), ascending. */
  verses: Int32Array;
  /** Where each verse's positions start in `positions`; one more entry than `verses`. */
  starts: Int32Array;
  positions: Uint16Array;
}

export interface VerseIndex {
  translations: readonly TranslationId[];
  /** Each translation's verses in canonical order (indexes into the arrays below), and their places as numbers. */
  inOrder: Map<TranslationId, { verses: Int32Array; places: Float64Array }>;
  textOf: string[];
  translationOf: Uint8Array;
  bookOf: Uint8Array;
  chapterOf: Uint16Array;
  verseOf: Uint16Array;
  lexemes: Map<string, Postings>;
}

const LAST_BOOK = 66;
const BOOKS_PER_READ = 1;

const LEXEME_ENTRY = /'((?:[^']|'')*)':([\d,A-D]+)/g;

/** Reads every verse's tsvector once and inverts it. */
export async function readVerseIndex(db: Db): Promise<VerseIndex> {
  const translations: TranslationId[] = [];
  const translationIds: number[] = [];
  const bookIds: number[] = [];
  const chapters: number[] = [];
  const verseNumbers: number[] = [];
  const textOf: string[] = [];
  const building = new Map<string, { verses: number[]; starts: number[]; positions: number[] }>();
  // A few books at a time, each read and inverted before the next, letting the requests that came in meanwhile
  // be read between them: one query of every verse held up the embedded database's other queries for seconds
  // after a start, and inverting them all at once the event loop for half a second.
  for (let first = 1; first <= LAST_BOOK; first += BOOKS_PER_READ) {
    await new Promise((resolve) => setImmediate(resolve));
    const rows = await db
      .select({ translation: bibleVerses.translation, bookId: bibleVerses.bookId, chapter: bibleVerses.chapter, verse: bibleVerses.verse, text: bibleVerses.text, search: sql<string>`${bibleVerses.search}::text` })
      .from(bibleVerses)
      .where(between(bibleVerses.bookId, first, first + BOOKS_PER_READ - 1));
    for (const row of rows) {
      const at = textOf.length;
      if (!translations.includes(row.translation)) translations.push(row.translation);
      translationIds.push(translations.indexOf(row.translation));
      bookIds.push(row.bookId);
      chapters.push(row.chapter);
      verseNumbers.push(row.verse);
      textOf.push(row.text);
      for (const [, quoted = '', places = ''] of row.search.matchAll(LEXEME_ENTRY)) {
        const lexeme = quoted.replace(/''/g, "'");
        let postings = building.get(lexeme);
        if (!postings) building.set(lexeme, (postings = { verses: [], starts: [], positions: [] }));
        postings.verses.push(at);
        postings.starts.push(postings.positions.length);
        for (const place of places.split(',')) postings.positions.push(Number.parseInt(place, 10));
      }
    }
  }
  await new Promise((resolve) => setImmediate(resolve));
  const translationOf = Uint8Array.from(translationIds);
  const bookOf = Uint8Array.from(bookIds);
  const chapterOf = Uint16Array.from(chapters);
  const verseOf = Uint16Array.from(verseNumbers);
  const lexemes = new Map<string, Postings>();
  for (const [lexeme, { verses, starts, positions }] of building) {
    lexemes.set(lexeme, { verses: Int32Array.from(verses), starts: Int32Array.from([...starts, positions.length]), positions: Uint16Array.from(positions) });
  }
  const inOrder = new Map(
    translations.map((translation, id) => {
      const verses = Int32Array.from(textOf.keys()).filter((at) => translationOf[at] === id);
      const places = verses.map((at) => placeOf(bookOf[at] ?? 0, chapterOf[at] ?? 0, verseOf[at] ?? 0));
      const order = Int32Array.from(verses.keys()).sort((a, b) => (places[a] ?? 0) - (places[b] ?? 0));
      return [translation, { verses: order.map((at) => verses[at] ?? 0), places: Float64Array.from(order, (at) => places[at] ?? 0) }] as const;
    }),
  );
  return { translations, inOrder, textOf, translationOf, bookOf, chapterOf, verseOf, lexemes };
}

/** A verse's place as one comparable number, as grounding-search.ts numbers them. */
export const placeOf = (bookId: number, chapter: number, verse: number) => (bookId * 1000 + chapter) * 1000 + verse;

/**
 * The verses of a translation from `from` to `to` (places as placeOf numbers them), at most `limit`, in canonical
 * order, with their text.
 */
export function versesBetween(index: VerseIndex, translation: TranslationId, from: number, to: number, limit: number): { bookId: number; chapter: number; verse: number; text: string }[] {
  const ordered = index.inOrder.get(translation);
  if (!ordered) return [];
  let low = 0;
  let high = ordered.places.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((ordered.places[middle] ?? 0) < from) low = middle + 1;
    else high = middle;
  }
  const found = [];
  for (let at = low; at < ordered.places.length && (ordered.places[at] ?? 0) <= to && found.length < limit; at++) {
    const verse = ordered.verses[at] ?? 0;
    found.push({ bookId: index.bookOf[verse] ?? 0, chapter: index.chapterOf[verse] ?? 0, verse: index.verseOf[verse] ?? 0, text: index.textOf[verse] ?? '' });
  }
  return found;
}

// A tsquery as websearch_to_tsquery writes it: 'forgiv' & 'brother', 'take' <2> 'thought', 'a' | 'b'.
type QueryNode =
  | { kind: 'lexeme'; lexeme: string }
  | { kind: 'and' | 'or'; left: QueryNode; right: QueryNode }
  | { kind: 'phrase'; distance: number; left: QueryNode; right: QueryNode };

const QUERY_TOKEN = /\s*(?:'((?:[^']|'')*)'|(&|\||!|\(|\))|<(->|\d+)>)/y;

/** The tree of a tsquery's text, or null for what this reader does not take (negation, prefixes, weights). */
export function parseTsquery(text: string): QueryNode | null {
  const tokens: ({ lexeme: string } | { operator: string } | { distance: number })[] = [];
  QUERY_TOKEN.lastIndex = 0;
  while (QUERY_TOKEN.lastIndex < text.length) {
    const start = QUERY_TOKEN.lastIndex;
    const match = QUERY_TOKEN.exec(text);
    if (!match) return text.slice(start).trim() === '' ? finish() : null;
    const [, lexeme, operator, distance] = match;
    if (lexeme !== undefined) tokens.push({ lexeme: lexeme.replace(/''/g, "'") });
    else if (operator !== undefined) tokens.push({ operator });
    else if (distance !== undefined) tokens.push({ distance: distance === '->' ? 1 : Number(distance) });
  }
  return finish();

  function finish(): QueryNode | null {
    let at = 0;
    const peek = () => tokens[at];
    // Precedence, loosest first: |, &, <N>.
    const or = (): QueryNode | null => {
      let left = and();
      while (left && operatorIs(peek(), '|')) {
        at++;
        const right = and();
        left = right ? { kind: 'or', left, right } : null;
      }
      return left;
    };
    const and = (): QueryNode | null => {
      let left = phrase();
      while (left && operatorIs(peek(), '&')) {
        at++;
        const right = phrase();
        left = right ? { kind: 'and', left, right } : null;
      }
      return left;
    };
    const phrase = (): QueryNode | null => {
      let left = operand();
      let next = peek();
      while (left && next && 'distance' in next) {
        at++;
        const right = operand();
        left = right ? { kind: 'phrase', distance: next.distance, left, right } : null;
        next = peek();
      }
      return left;
    };
    const operand = (): QueryNode | null => {
      const token = tokens[at++];
      if (!token) return null;
      if ('lexeme' in token) return { kind: 'lexeme', lexeme: token.lexeme };
      if (operatorIs(token, '(')) {
        const inner = or();
        return operatorIs(tokens[at++], ')') ? inner : null;
      }
      return null;
    };
    const tree = or();
    return tree && at === tokens.length ? tree : null;
  }
}

const operatorIs = (token: { operator: string } | object | undefined, operator: string) => token !== undefined && 'operator' in token && token.operator === operator;

const lexemesOf = (node: QueryNode): string[] => (node.kind === 'lexeme' ? [node.lexeme] : [...lexemesOf(node.left), ...lexemesOf(node.right)]);

/** The positions of a lexeme in a verse, or null when the verse does not use it. */
function positionsIn(postings: Postings | undefined, verse: number): Uint16Array | null {
  if (!postings) return null;
  let low = 0;
  let high = postings.verses.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const found = postings.verses[middle] ?? 0;
    if (found === verse) return postings.positions.subarray(postings.starts[middle], postings.starts[middle + 1]);
    if (found < verse) low = middle + 1;
    else high = middle - 1;
  }
  return null;
}

/** The positions a phrase (or a lexeme) ends at in a verse; empty when it is not there. Null for a phrase of and/or. */
function phraseEnds(index: VerseIndex, node: QueryNode, verse: number): number[] | null {
  if (node.kind === 'lexeme') return [...(positionsIn(index.lexemes.get(node.lexeme), verse) ?? [])];
  if (node.kind !== 'phrase') return null;
  const left = phraseEnds(index, node.left, verse);
  const right = phraseEnds(index, node.right, verse);
  if (left === null || right === null) return null;
  return right.filter((end) => left.includes(end - node.distance));
}

/** The verses that may match a query: all that match are among them. */
function candidatesOf(index: VerseIndex, node: QueryNode): Iterable<number> {
  if (node.kind === 'lexeme') return index.lexemes.get(node.lexeme)?.verses ?? [];
  const left = candidatesOf(index, node.left);
  const right = candidatesOf(index, node.right);
  if (node.kind === 'or') return [...left, ...right];
  const sizeOf = (verses: Iterable<number>) => (verses instanceof Int32Array || Array.isArray(verses) ? verses.length : Infinity);
  return sizeOf(left) <= sizeOf(right) ? left : right;
}

/** Whether a verse matches, as `@@` reads it; undefined when this reader cannot tell. */
function matches(index: VerseIndex, node: QueryNode, verse: number): boolean | undefined {
  switch (node.kind) {
    case 'lexeme':
      return positionsIn(index.lexemes.get(node.lexeme), verse) !== null;
    case 'and': {
      const left = matches(index, node.left, verse);
      const right = matches(index, node.right, verse);
      return left === undefined || right === undefined ? undefined : left && right;
    }
    case 'or': {
      const left = matches(index, node.left, verse);
      const right = matches(index, node.right, verse);
      return left === undefined || right === undefined ? undefined : left || right;
    }
    case 'phrase': {
      const ends = phraseEnds(index, node, verse);
      return ends === null ? undefined : ends.length > 0;
    }
  }
}

// ts_rank's default weights: every position of a verse's vector is of weight D.
const WEIGHT = Math.fround(0.1);
const f = Math.fround;

// ts_rank for a query whose top is not "and" or a phrase (calc_rank_or in Postgres's tsrank.c), in float4 as there.
function rankOr(index: VerseIndex, items: readonly string[], verse: number): number {
  let rank = 0;
  for (const item of items) {
    const positions = positionsIn(index.lexemes.get(item), verse);
    if (!positions) continue;
    let sum = 0;
    for (let j = 0; j < positions.length; j++) sum = f(sum + f(WEIGHT / ((j + 1) * (j + 1))));
    // Every position weighs the same, so the first is the heaviest (jm = 0).
    rank = f(rank + f(f(WEIGHT + sum) - WEIGHT) / 1.64493406685);
  }
  return items.length > 0 ? f(rank / items.length) : rank;
}

const wordDistance = (distance: number) => (distance > 100 ? f(1e-30) : f(1.0 / (1.005 + 0.05 * Math.exp(f(distance) / 1.5 - 2))));

// ts_rank for a query whose top is "and" or a phrase (calc_rank_and).
function rankAnd(index: VerseIndex, items: readonly string[], verse: number): number {
  if (items.length < 2) return rankOr(index, items, verse);
  const positions = items.map((item) => positionsIn(index.lexemes.get(item), verse));
  let rank = -1;
  for (let i = 0; i < positions.length; i++) {
    const these = positions[i];
    if (!these) continue;
    for (let k = 0; k < i; k++) {
      const those = positions[k];
      if (!those) continue;
      for (const here of these) {
        for (const there of those) {
          const distance = Math.abs(here - there);
          if (distance === 0) continue; // the same position twice: Postgres skips it too
          const weight = f(Math.sqrt(f(f(WEIGHT * WEIGHT) * wordDistance(distance))));
          rank = rank < 0 ? weight : f(1.0 - (1.0 - rank) * (1.0 - weight));
        }
      }
    }
  }
  return rank < 0 ? f(1e-20) : rank;
}

// Postgres sorts a query's distinct lexemes (by length, then bytes) before ranking; the order changes a float's
// last bit at most, but it is kept.
const sortedItems = (lexemes: readonly string[]) =>
  [...new Set(lexemes)].sort((a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)));

/**
 * The verses of the translations asked for (in `bookIds` only) that match any of `queries` (each a tsquery's
 * text, as websearch_to_tsquery wrote it for one term), best first as `ts_rank(search, q1 || q2 || ...) desc`,
 * then in canonical order; null when a query is of a kind this reader does not take, for the database to answer.
 */
export function versesMatchingIn(
  index: VerseIndex,
  queries: readonly string[],
  input: { translations: readonly TranslationId[]; bookIds?: readonly number[] | undefined; limit: number },
): VersePlace[] | null {
  const trees: QueryNode[] = [];
  for (const query of queries) {
    if (query.trim() === '') continue; // a term of stop words only: Postgres leaves it out of the query
    const tree = parseTsquery(query);
    if (!tree) return null;
    trees.push(tree);
  }
  const [only] = trees;
  if (!only) return [];
  const items = sortedItems(trees.flatMap(lexemesOf));
  const rankBy = trees.length === 1 && (only.kind === 'and' || only.kind === 'phrase') ? rankAnd : rankOr;
  const whole: QueryNode = trees.slice(1).reduce<QueryNode>((left, right) => ({ kind: 'or', left, right }), only);

  // The verses that may match (for "and" and a phrase, those of the side with fewer), then those that do.
  const candidates = new Set<number>();
  for (const tree of trees) for (const verse of candidatesOf(index, tree)) candidates.add(verse);
  const translationIds = new Set(input.translations.map((translation) => index.translations.indexOf(translation)));
  const books = input.bookIds ? new Set(input.bookIds) : null;
  const found: { verse: number; rank: number }[] = [];
  for (const verse of candidates) {
    if (!translationIds.has(index.translationOf[verse] ?? -1)) continue;
    if (books && !books.has(index.bookOf[verse] ?? 0)) continue;
    const matched = matches(index, whole, verse);
    if (matched === undefined) return null;
    if (matched) found.push({ verse, rank: rankBy(index, items, verse) });
  }
  const place = (verse: number) => ({ bookId: index.bookOf[verse] ?? 0, chapter: index.chapterOf[verse] ?? 0, verse: index.verseOf[verse] ?? 0 });
  found.sort((a, b) => {
    const x = place(a.verse);
    const y = place(b.verse);
    return b.rank - a.rank || x.bookId - y.bookId || x.chapter - y.chapter || x.verse - y.verse;
  });
  return found.slice(0, input.limit).map(({ verse }) => place(verse));
}
