// Places in the Bible as the reader moves between them: a book and chapter, and the chapters either side
// across the whole canon (Malachi 4 is followed by Matthew 1). Plain constants, no network.
import { BIBLE_BOOKS, type BibleBook } from '@server/contracts/bible-books';

export interface ChapterPlace {
  book: string;
  chapter: number;
}

export interface VersePlace extends ChapterPlace {
  verse?: number;
}

/** Where the reader opens when the URL names no place. */
export const DEFAULT_PLACE: ChapterPlace = { book: 'Genesis', chapter: 1 };

/** The book a name, OSIS id or common abbreviation means, ignoring case; null when none does. */
export function findBook(name: string): BibleBook | null {
  const wanted = name.trim().toLowerCase();
  return (
    BIBLE_BOOKS.find(
      (book) =>
        book.name.toLowerCase() === wanted ||
        book.osis.toLowerCase() === wanted ||
        book.abbreviations.some((abbreviation) => abbreviation.toLowerCase() === wanted),
    ) ?? null
  );
}

/** The chapter before `place`, or null at Genesis 1. */
export function previousChapter(place: ChapterPlace): ChapterPlace | null {
  const book = findBook(place.book);
  if (!book) return null;
  if (place.chapter > 1) return { book: book.name, chapter: Math.min(place.chapter - 1, book.chapters) };
  const before = BIBLE_BOOKS[BIBLE_BOOKS.indexOf(book) - 1];
  return before ? { book: before.name, chapter: before.chapters } : null;
}

/** The chapter after `place`, or null at Revelation 22. */
export function nextChapter(place: ChapterPlace): ChapterPlace | null {
  const book = findBook(place.book);
  if (!book) return null;
  if (place.chapter < book.chapters) return { book: book.name, chapter: place.chapter + 1 };
  const after = BIBLE_BOOKS[BIBLE_BOOKS.indexOf(book) + 1];
  return after ? { book: after.name, chapter: 1 } : null;
}

/**
 * The place a reference label names, as the API writes them ("John 13:34", "1 John 4:7-8", "Psalms 23");
 * a range opens at its first verse. Null for anything else.
 */
export function placeOfLabel(label: string): VersePlace | null {
  const match = /^(.+?)\s+(\d+)(?::(\d+))?/.exec(label.trim());
  if (!match?.[1] || !match[2]) return null;
  const book = findBook(match[1]);
  if (!book) return null;
  const place: VersePlace = { book: book.name, chapter: Number(match[2]) };
  if (match[3]) place.verse = Number(match[3]);
  return place;
}
