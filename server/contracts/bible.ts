import { z } from './zod';
import { testaments, translationIds, TRANSLATIONS } from './bible-translations';
import { plainText } from './common';
import { strongsEntryOutput, strongsRelatedOutput } from './strongs';

// The Bible API: books, chapters, passages by reference, and search. Public; the reader screen is for
// members. Every message here is what an API client or the reader shows.

export * from './bible-translations';

const available = translationIds.map((id) => `${id} (${TRANSLATIONS[id].name})`).join(', ');

export const translationInput = z
  .enum(translationIds, { error: (issue) => `Unknown translation: ${String(issue.input)}. Available: ${available}.` })
  .default('kjv');

export const PASSAGE_MAX_VERSES = 200;
export const SEARCH_QUERY_MAX = 200;
export const SEARCH_LIMIT_DEFAULT = 20;
export const SEARCH_LIMIT_MAX = 50;
/** How far a search may be paged: the word search counts and ranks its first SEARCH_CANDIDATES_MAX verses. */
export const SEARCH_OFFSET_MAX = 10_000;
/**
 * How many words a search may have. The database matches each against every verse, so the cost grows with
 * them: twenty clients asking "lord or god or man or unto or shall ..." took the site down for 30 seconds.
 */
export const SEARCH_WORDS_MAX = 8;

/** The words of a search as the cap counts them: numbers (of a reference) are not words, nor is "or" (it joins alternatives). */
export function searchWordsOf(q: string): string[] {
  return (q.match(/\p{L}[\p{L}\p{N}']*/gu) ?? []).filter((word) => word.toLowerCase() !== 'or');
}

export const bookOutput = z.object({ id: z.number().int(), name: z.string(), testament: z.enum(testaments), chapters: z.number().int() });
export const booksOutput = z.object({ books: z.array(bookOutput) });

export const chapterPlace = z.object({ book: z.string(), chapter: z.number().int() });
export type ChapterPlace = z.infer<typeof chapterPlace>;

const bookName = plainText('Book is required').pipe(z.string().min(1, 'Book is required').max(40, 'Unknown book'));

export const chapterInput = z.object({
  book: bookName,
  chapter: z.coerce.number('Chapter must be a whole number').int('Chapter must be a whole number').positive('Chapter must be a whole number'),
  translation: translationInput,
});
export type ChapterInput = z.input<typeof chapterInput>;

export const chapterOutput = z.object({
  book: z.string(),
  chapter: z.number().int(),
  translation: z.enum(translationIds),
  verses: z.array(z.object({ verse: z.number().int(), text: z.string() })),
  previous: chapterPlace.nullable(),
  next: chapterPlace.nullable(),
});
export type ChapterView = z.infer<typeof chapterOutput>;

export const passageInput = z.object({
  ref: plainText('A reference is required, such as John 3:16').pipe(
    z.string().min(1, 'A reference is required, such as John 3:16').max(SEARCH_QUERY_MAX, `Please keep the reference under ${SEARCH_QUERY_MAX} characters`),
  ),
  translation: translationInput,
});

export const passageVerse = z.object({ book: z.string(), chapter: z.number().int(), verse: z.number().int(), text: z.string() });
export type PassageVerse = z.infer<typeof passageVerse>;

export const passageOutput = z.object({
  reference: z.string(),
  translation: z.enum(translationIds),
  verses: z.array(passageVerse),
});
export type PassageView = z.infer<typeof passageOutput>;

export const searchInput = z.object({
  q: plainText('Please enter words to search for').pipe(
    z
      .string()
      .min(1, 'Please enter words to search for')
      .max(SEARCH_QUERY_MAX, `Please keep the search under ${SEARCH_QUERY_MAX} characters`)
      .refine((q) => searchWordsOf(q).length <= SEARCH_WORDS_MAX, `Please search for at most ${SEARCH_WORDS_MAX} words`),
  ),
  translation: translationInput,
  book: bookName.optional(),
  limit: z.coerce
    .number('Limit must be a whole number')
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(SEARCH_LIMIT_MAX, `Limit must be at most ${SEARCH_LIMIT_MAX}`)
    .default(SEARCH_LIMIT_DEFAULT),
  /** How many verses to skip: the next page starts after the verses shown. */
  offset: z.coerce
    .number('Offset must be a whole number')
    .int('Offset must be a whole number')
    .min(0, 'Offset must be at least 0')
    .max(SEARCH_OFFSET_MAX, `Offset must be at most ${SEARCH_OFFSET_MAX}`)
    .default(0),
});
export type SearchInput = z.input<typeof searchInput>;

export const searchResult = z.object({
  reference: z.string(),
  book: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
  /** The text with each matched word wrapped in <mark>...</mark> (the text itself holds no angle brackets). */
  highlighted: z.string(),
});
export type SearchResult = z.infer<typeof searchResult>;

export const topicOutput = z.object({ name: z.string(), references: z.array(z.string()) });

/** The most matching verses a search ranks, and counts: a search of common words matches most of the Bible. */
export const SEARCH_CANDIDATES_MAX = 1000;

export const searchOutput = z.object({
  query: z.string(),
  /** Matching verses, counted up to SEARCH_CANDIDATES_MAX (and the reference's own verses). */
  total: z.number().int(),
  results: z.array(searchResult),
  topics: z.array(topicOutput),
  /**
   * When the search is a Strong's number ("G26", "h2617"): its dictionary entry (null if it has none); the
   * results are then every KJV verse with a word that translates it, in canonical order.
   */
  strongs: strongsEntryOutput.nullable().optional(),
  /**
   * For a search of one Strong's number, on its first page, the words of its family in Strong's dictionary: the one it comes from
   * ("from G25"), those that come from it, and those it compares; searched together as "G26 G25".
   */
  strongsRelated: z.array(strongsRelatedOutput).optional(),
});
export type SearchView = z.infer<typeof searchOutput>;

export const bibleMessages = {
  unknownBook: (book: string) => `Unknown book: ${book}`,
  chapterOutOfRange: (book: string, chapters: number) => `${book} has ${chapters} chapters.`,
  noReference: (text: string) => `No Bible reference found in: ${text}`,
  tooManyVerses: `That passage is longer than ${PASSAGE_MAX_VERSES} verses. Please ask for a shorter one.`,
  searchBusy: 'The search is busy just now. Please try again in a moment.',
} as const;
