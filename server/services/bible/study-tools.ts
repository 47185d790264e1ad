// The reader's study tools: the KJV's words with their Strong's numbers, Strong's dictionary entries, the search
// for the verses whose words translate one number, and Matthew Henry's Concise Commentary. Seeded by
// study-tools-seed.ts; read-only, so reads are kept like the text's (cachedRead).
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db';
import { bibleCommentarySections, bibleVerses, kjvStrongsVerses, strongsEntries } from '../../../db/schema';
import { bibleMessages, type SearchView } from '../../contracts/bible';
import {
  COMMENTARY_SOURCE,
  studyToolsMessages,
  type ChapterStrongsView,
  type CommentaryView,
  type StrongsEntryView,
  type StrongsSpan,
} from '../../contracts/bible-study-tools';
import { bookNamed, bookOf } from '../../contracts/scripture-references';
import { AppError } from '../../errors';
import { cachedRead } from './read-cache';

function chapterOrNotFound(input: { book: string; chapter: number }) {
  const book = bookNamed(input.book);
  if (!book) throw new AppError('NOT_FOUND', bibleMessages.unknownBook(input.book));
  if (input.chapter > book.chapters) throw new AppError('NOT_FOUND', bibleMessages.chapterOutOfRange(book.name, book.chapters));
  return book;
}

/** The stored tokens of a verse ("G25", "+", "-", one per word) as spans of words. */
export function spansOfWords(words: string): StrongsSpan[] {
  const spans: StrongsSpan[] = [];
  words.split(' ').forEach((token, index) => {
    const previous = spans.at(-1);
    if (token === '+' && previous?.last === index - 1) previous.last = index;
    else if (token !== '-' && token !== '+') spans.push({ first: index, last: index, numbers: token.split(',') });
  });
  return spans;
}

/** Each KJV verse of a chapter with its words' Strong's numbers (the verse texts are bible.chapter's). */
export async function readChapterStrongs(db: Db, input: { book: string; chapter: number }): Promise<ChapterStrongsView> {
  const book = chapterOrNotFound(input);
  return cachedRead(db, `strongs ${book.id} ${input.chapter}`, async () => {
    const rows = await db
      .select({ verse: kjvStrongsVerses.verse, words: kjvStrongsVerses.words })
      .from(kjvStrongsVerses)
      .where(and(eq(kjvStrongsVerses.bookId, book.id), eq(kjvStrongsVerses.chapter, input.chapter)))
      .orderBy(asc(kjvStrongsVerses.verse));
    return { book: book.name, chapter: input.chapter, verses: rows.map((row) => ({ verse: row.verse, spans: spansOfWords(row.words) })) };
  });
}

/** One entry of Strong's Greek or Hebrew dictionary; `number` is normalized ("G26"). */
export async function readStrongsEntry(db: Db, number: string): Promise<StrongsEntryView> {
  const entry = await cachedRead(db, `strongs entry ${number}`, async () => {
    const [row] = await db.select().from(strongsEntries).where(eq(strongsEntries.number, number));
    return { row };
  });
  if (!entry.row) throw new AppError('NOT_FOUND', studyToolsMessages.unknownStrongs(number));
  return { ...entry.row, language: number.startsWith('G') ? 'greek' : 'hebrew' };
}

/** The commentary on a chapter, section by section: the introduction, the outline, then each passage. */
export async function readChapterCommentary(db: Db, input: { book: string; chapter: number }): Promise<CommentaryView> {
  const book = chapterOrNotFound(input);
  return cachedRead(db, `commentary ${book.id} ${input.chapter}`, async () => {
    const sections = await db
      .select({
        kind: bibleCommentarySections.kind,
        verseStart: bibleCommentarySections.verseStart,
        verseEnd: bibleCommentarySections.verseEnd,
        paragraphs: bibleCommentarySections.paragraphs,
      })
      .from(bibleCommentarySections)
      .where(and(eq(bibleCommentarySections.bookId, book.id), eq(bibleCommentarySections.chapter, input.chapter)))
      .orderBy(asc(bibleCommentarySections.position));
    return { book: book.name, chapter: input.chapter, source: COMMENTARY_SOURCE, sections: withVersesCovered(sections) };
  });
}

export interface CommentaryOnPassage {
  /** "Matthew Henry on John 3:1-8": always named as commentary, never as Scripture. */
  label: string;
  source: string;
  text: string;
}

/**
 * Matthew Henry's notes on the passages that share a verse with a span of one chapter, in order: for a grounding
 * that quotes commentary beside the verses (Premium's advanced analysis), labelled as commentary. A note reaches
 * to the verse before the next one (withVersesCovered).
 */
export function commentaryOnPassage(db: Db, span: { bookId: number; chapter: number; verseStart: number; verseEnd: number }): Promise<CommentaryOnPassage[]> {
  const { bookId, chapter, verseStart, verseEnd } = span;
  return cachedRead(db, `commentary on ${bookId} ${chapter}:${verseStart}-${verseEnd}`, async () => {
    const rows = await db
      .select({ kind: bibleCommentarySections.kind, verseStart: bibleCommentarySections.verseStart, verseEnd: bibleCommentarySections.verseEnd, paragraphs: bibleCommentarySections.paragraphs })
      .from(bibleCommentarySections)
      .where(and(eq(bibleCommentarySections.bookId, bookId), eq(bibleCommentarySections.chapter, chapter), eq(bibleCommentarySections.kind, 'passage')))
      .orderBy(asc(bibleCommentarySections.position));
    const book = bookOf(bookId).name;
    return withVersesCovered(rows)
      .filter((row) => row.verseStart !== null && row.verseEnd !== null && row.verseStart <= verseEnd && row.verseEnd >= verseStart)
      .map((row) => ({
        label: `Matthew Henry on ${book} ${chapter}:${row.verseStart === row.verseEnd ? row.verseStart : `${row.verseStart}-${row.verseEnd}`}`,
        source: COMMENTARY_SOURCE,
        text: row.paragraphs.join('\n\n'),
      }));
  });
}

/**
 * A chapter's notes with each passage's note reaching to the verse before the next passage's: the module heads
 * some notes by their first verses only ("Verses 1-8" on John 3, whose note goes on to 3:16 and 3:21, the
 * chapter's outline saying "(1-21)"), which left John 3:16 with no note. The last note keeps its own end.
 */
export function withVersesCovered<Section extends { kind: string; verseStart: number | null; verseEnd: number | null }>(sections: readonly Section[]): Section[] {
  const passages = sections.filter((section) => section.kind === 'passage' && section.verseStart !== null);
  return sections.map((section) => {
    if (section.kind !== 'passage' || section.verseStart === null || section.verseEnd === null) return section;
    const next = passages.find((other) => other.verseStart !== null && section.verseStart !== null && other.verseStart > section.verseStart);
    const reaches = next?.verseStart != null ? Math.max(section.verseEnd, next.verseStart - 1) : section.verseEnd;
    return reaches === section.verseEnd ? section : { ...section, verseEnd: reaches };
  });
}

/** The words of `text` whose span carries one of `numbers`, wrapped in <mark> (punctuation around a word stays outside). */
export function markNumber(text: string, words: string, numbers: string | readonly string[]): string {
  const wanted = typeof numbers === 'string' ? [numbers] : numbers;
  const marked = new Set<number>();
  for (const span of spansOfWords(words)) {
    if (span.numbers.some((number) => wanted.includes(number))) for (let i = span.first; i <= span.last; i++) marked.add(i);
  }
  return text
    .split(' ')
    .map((word, index) => (marked.has(index) ? word.replace(/^(\W*)(.*?)(\W*)$/u, '$1<mark>$2</mark>$3') : word))
    .join(' ')
    .replace(/<\/mark> <mark>/g, ' ');
}

/** The most words of a family a search of one number offers. */
const RELATED_MAX = 8;

/**
 * Every KJV verse with a word that translates one of Strong's `numbers`, in canonical order, a page at a time:
 * the search's answer when it is asked for numbers ("G26", "G26 G25"). Always the KJV: the numbers belong to its
 * words. The first number's entry comes with it and, for one number, its family (strongsFamily) on the first page.
 */
export async function searchStrongs(db: Db, input: { numbers: readonly string[]; bookId: number | undefined; limit: number; offset: number }): Promise<SearchView> {
  const numbers = sql`array[${sql.join(input.numbers.map((number) => sql`${number}`), sql`, `)}]::text[]`;
  const where = and(sql`${kjvStrongsVerses.numbers} && ${numbers}`, input.bookId ? eq(kjvStrongsVerses.bookId, input.bookId) : undefined);
  const [counted] = await db.select({ total: sql<number>`count(*)`.mapWith(Number) }).from(kjvStrongsVerses).where(where);
  const rows = await db
    .select({ bookId: kjvStrongsVerses.bookId, chapter: kjvStrongsVerses.chapter, verse: kjvStrongsVerses.verse, words: kjvStrongsVerses.words, text: bibleVerses.text })
    .from(kjvStrongsVerses)
    .innerJoin(
      bibleVerses,
      and(
        eq(bibleVerses.translation, 'kjv'),
        eq(bibleVerses.bookId, kjvStrongsVerses.bookId),
        eq(bibleVerses.chapter, kjvStrongsVerses.chapter),
        eq(bibleVerses.verse, kjvStrongsVerses.verse),
      ),
    )
    .where(where)
    .orderBy(asc(kjvStrongsVerses.bookId), asc(kjvStrongsVerses.chapter), asc(kjvStrongsVerses.verse))
    .limit(input.limit)
    .offset(input.offset);
  const [first = ''] = input.numbers;
  const [entry] = await db.select().from(strongsEntries).where(eq(strongsEntries.number, first));
  // With the first page only: the reader shows the family under the entry, and asks for the later pages' verses.
  const family = entry && input.numbers.length === 1 && input.offset === 0 ? await strongsFamily(db, entry) : undefined;
  return {
    query: input.numbers.join(' '),
    total: counted?.total ?? 0,
    results: rows.map((row) => {
      const book = bookOf(row.bookId).name;
      return { reference: `${book} ${row.chapter}:${row.verse}`, book, chapter: row.chapter, verse: row.verse, text: row.text, highlighted: markNumber(row.text, row.words, input.numbers) };
    }),
    topics: [],
    strongs: entry ? { ...entry, language: first.startsWith('G') ? 'greek' : 'hebrew' } : null,
    ...(family ? { strongsRelated: family } : {}),
  };
}

/**
 * An entry's family in Strong's dictionary, as its definitions say: the words it names ("from G25", "Compare
 * G5368"), then those whose definitions name it ("from G26"), in the order of their numbers. G26, agapē, is "from
 * G25", agapaō, the verb John 3:16's "loved" translates.
 */
async function strongsFamily(db: Db, entry: { number: string; definition: string }) {
  const named = [...new Set(entry.definition.match(/\b[GH]\d{1,5}\b/g) ?? [])].filter((number) => number !== entry.number);
  const language = entry.number.slice(0, 1);
  // Named as a whole number: "G26" in "from G26;", not in "G260".
  const namingIt = sql`${strongsEntries.definition} ~ ${`(^|[^0-9A-Za-z])${entry.number}([^0-9]|$)`}`;
  const rows = await db
    .select({ number: strongsEntries.number, lemma: strongsEntries.lemma, transliteration: strongsEntries.transliteration })
    .from(strongsEntries)
    .where(and(sql`${strongsEntries.number} <> ${entry.number}`, sql`left(${strongsEntries.number}, 1) = ${language}`, or(named.length > 0 ? inArray(strongsEntries.number, named) : undefined, namingIt)));
  const digits = (number: string) => Number(number.slice(1));
  const order = (number: string) => (named.includes(number) ? named.indexOf(number) : named.length + digits(number) / 1e5);
  return rows.sort((a, b) => order(a.number) - order(b.number)).slice(0, RELATED_MAX);
}
