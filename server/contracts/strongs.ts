import { z } from './zod';

// Strong's numbers: what the Bible search and the reader's study tools share (bible.ts, bible-study-tools.ts).

/** A Strong's number as written: G26, g0026, H2617 (Greek for the New Testament, Hebrew for the Old). */
const STRONGS_PATTERN = /^\s*([GHgh])0*([1-9]\d{0,4})\s*$/;

/** "g0026" -> "G26"; null when `text` is not a Strong's number. */
export function strongsNumberOf(text: string): string | null {
  const match = STRONGS_PATTERN.exec(text);
  return match ? `${(match[1] ?? '').toUpperCase()}${match[2] ?? ''}` : null;
}

/** The most Strong's numbers one search asks for together ("G26 G25": a word and its root). */
export const STRONGS_SEARCHED_MAX = 8;

/**
 * The Strong's numbers a search asks for: one ("G26") or several, apart by spaces, commas or "+" ("G26 G25",
 * "g26, g25"), each once; null when any part is not a number or there are more than STRONGS_SEARCHED_MAX.
 */
export function strongsNumbersOf(text: string): string[] | null {
  const parts = text.split(/[\s,+]+/).filter((part) => part !== '');
  const numbers = parts.map(strongsNumberOf);
  if (parts.length === 0 || parts.length > STRONGS_SEARCHED_MAX || numbers.some((number) => number === null)) return null;
  return [...new Set(numbers as string[])];
}

/** A word related to an entry's: the one it comes from ("from G25") or one that comes from it, or one it compares. */
export const strongsRelatedOutput = z.object({ number: z.string(), lemma: z.string(), transliteration: z.string() });
export type StrongsRelatedView = z.infer<typeof strongsRelatedOutput>;

export const strongsEntryOutput = z.object({
  number: z.string(),
  language: z.enum(['greek', 'hebrew']),
  /** The original word: Greek with accents, Hebrew without vowel points, as Strong's dictionary gives it. */
  lemma: z.string(),
  transliteration: z.string(),
  pronunciation: z.string(),
  definition: z.string(),
});
export type StrongsEntryView = z.infer<typeof strongsEntryOutput>;
