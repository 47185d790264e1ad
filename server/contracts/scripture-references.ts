// Finding Bible references in text ("John 3:16-18", "Jn 3", "1 Cor 13:4-7; Ps 23") with
// bible-passage-reference-parser, and naming them the way the reader shows them. Shared: the server reads
// passages with it; the browser's ScriptureText links references with it (loaded lazily, on member pages).
import { bcv_parser } from 'bible-passage-reference-parser';
import * as english from 'bible-passage-reference-parser/esm/lang/en.js';
import { BIBLE_BOOKS, type BibleBook } from './bible-books';

export interface VersePoint {
  bookId: number;
  chapter: number;
  /** Absent for a whole chapter's edge: the first verse at a start, the last at an end. */
  verse?: number;
}

/** A continuous run of Scripture, both ends included. */
export interface VerseSpan {
  start: VersePoint;
  end: VersePoint;
}

// A point as one comparable number; a chapter's edge without a verse is its first or last verse.
const LAST_VERSE = 999;
const placeOf = (point: VersePoint, edge: 'start' | 'end') => (point.bookId * 1000 + point.chapter) * 1000 + (point.verse ?? (edge === 'start' ? 0 : LAST_VERSE));

/** Whether two spans share a verse. */
export function spansOverlap(a: VerseSpan, b: VerseSpan): boolean {
  return placeOf(a.start, 'start') <= placeOf(b.end, 'end') && placeOf(b.start, 'start') <= placeOf(a.end, 'end');
}

/** Whether every verse of `inner` is in `outer`. */
export function spanWithin(inner: VerseSpan, outer: VerseSpan): boolean {
  return placeOf(outer.start, 'start') <= placeOf(inner.start, 'start') && placeOf(inner.end, 'end') <= placeOf(outer.end, 'end');
}

export interface FoundReference {
  /** Where the reference stands in the text: text.slice(start, end). */
  start: number;
  end: number;
  spans: VerseSpan[];
  /** As the reader names it: "John 3:16-18", "Psalms 23", "Genesis 1:1-2:3". */
  label: string;
}

const bookByOsis = new Map(BIBLE_BOOKS.map((book) => [book.osis, book]));
const bookById = new Map(BIBLE_BOOKS.map((book) => [book.id, book]));

// How every parser here reads text; they differ only in how much of a reference must exist.
const readingOptions = {
  // Whole chapters stay whole ("Ps.23"); anything shorter keeps its verses.
  osis_compaction_strategy: 'bc',
  book_alone_strategy: 'ignore',
  book_sequence_strategy: 'ignore',
  // Each reference apart, so "John 3:16 and Ps 23" links twice and not the "and" between them.
  sequence_combination_strategy: 'separate',
  testaments: 'on',
} satisfies Parameters<bcv_parser['set_options']>[0];

let parser: bcv_parser | undefined;
function englishParser(): bcv_parser {
  parser ??= new bcv_parser(english).set_options(readingOptions);
  return parser;
}

// Checks only that the books come in order, so "John 22:1" and "Psalm 151:1" are still read as written.
let writtenParser: bcv_parser | undefined;
function permissiveParser(): bcv_parser {
  writtenParser ??= new bcv_parser(english).set_options({ ...readingOptions, passage_existence_strategy: 'b' });
  return writtenParser;
}

/** Every reference in `text`, in order, with where it stands. References to chapters that do not exist are not references. */
export function findReferences(text: string): FoundReference[] {
  return referencesParsed(englishParser(), text);
}

/**
 * Every reference written in `text`, whether or not its chapters and verses exist ("John 22:1" too), so that
 * what an answer cites can be checked against the text. Its spans may point past the end of a book or chapter.
 * `text.slice(start, end)` is the reference alone: a translation written after it ("John 3:16 (KJV)") is left
 * out, so that marking it never straddles Markdown such as "**John 3:16** (KJV)".
 */
export function findWrittenReferences(text: string): FoundReference[] {
  return referencesParsed(permissiveParser(), text, true);
}

function referencesParsed(reader: bcv_parser, text: string, referenceAlone = false): FoundReference[] {
  const parsed = reader.parse(text).osis_and_indices();
  const found: FoundReference[] = [];
  for (const { osis, indices, translations } of parsed) {
    const spans = spansOfOsis(osis);
    if (spans.length === 0) continue;
    const [start, end] = indices;
    const written = referenceAlone ? withoutTranslations(text.slice(start, end), translations) : text.slice(start, end);
    found.push({ start, end: start + written.length, spans, label: spans.map(labelOfSpan).join('; ') });
  }
  return found;
}

/** "John 3:16** (NIV, KJV)" without the translations the parser read after it: "John 3:16". */
function withoutTranslations(written: string, translations: string[]): string {
  const codes = new Set(translations.filter(Boolean).map((code) => code.toLowerCase()));
  if (codes.size === 0) return written;
  let rest = written;
  for (;;) {
    const last = /(\p{L}+)[^\p{L}\p{N}]*$/u.exec(rest);
    if (!last?.[1] || !codes.has(last[1].toLowerCase())) break;
    rest = rest.slice(0, last.index);
  }
  return rest.replace(/[^\p{L}\p{N}]+$/u, '');
}

/** The spans of an OSIS string such as "John.3.16-John.3.18,Ps.23". */
export function spansOfOsis(osis: string): VerseSpan[] {
  const spans: VerseSpan[] = [];
  for (const part of osis.split(',')) {
    const [from, to = from] = part.split('-');
    const start = pointOfOsis(from);
    const end = pointOfOsis(to);
    if (start && end) spans.push({ start, end });
  }
  return spans;
}

function pointOfOsis(osis: string | undefined): VersePoint | null {
  const [bookOsis, chapter, verse] = (osis ?? '').split('.');
  const book = bookOsis ? bookByOsis.get(bookOsis) : undefined;
  if (!book) return null;
  const point: VersePoint = { bookId: book.id, chapter: Number(chapter ?? 1) };
  if (verse !== undefined) point.verse = Number(verse);
  return point;
}

export function bookOf(bookId: number): BibleBook {
  const book = bookById.get(bookId);
  if (!book) throw new Error(`No book ${bookId}`);
  return book;
}

/** A span named as the reader names it. */
export function labelOfSpan({ start, end }: VerseSpan): string {
  const book = bookOf(start.bookId).name;
  const at = (point: VersePoint) => (point.verse === undefined ? `${point.chapter}` : `${point.chapter}:${point.verse}`);
  if (start.bookId !== end.bookId) return `${book} ${at(start)}-${bookOf(end.bookId).name} ${at(end)}`;
  if (start.chapter === end.chapter) {
    if (start.verse === undefined || end.verse === undefined) return `${book} ${start.chapter}`;
    return start.verse === end.verse ? `${book} ${at(start)}` : `${book} ${at(start)}-${end.verse}`;
  }
  if (start.verse === undefined && end.verse === undefined) return `${book} ${start.chapter}-${end.chapter}`;
  return `${book} ${start.chapter}:${start.verse ?? 1}-${at(end)}`;
}

/** The book a name or abbreviation means ("John", "Jn", "1 Corinthians", "1Cor", "Song of Songs"), or null. */
export function bookNamed(name: string): BibleBook | null {
  const wanted = name.trim().toLowerCase();
  const direct = BIBLE_BOOKS.find(
    (book) => book.name.toLowerCase() === wanted || book.osis.toLowerCase() === wanted || book.abbreviations.some((a) => a.toLowerCase() === wanted),
  );
  if (direct) return direct;
  // Anything else the parser knows as a book ("Revelations", "Canticles", "1st John").
  const [first] = findReferences(`${name.trim()} 1:1`);
  const bookId = first && first.start === 0 ? first.spans[0]?.start.bookId : undefined;
  return bookId === undefined ? null : bookOf(bookId);
}
