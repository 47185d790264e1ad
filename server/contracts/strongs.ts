import { z } from './zod';

// Strong's numbers: what the Bible search and the reader's study tools share (bible.ts, bible-study-tools.ts).

/** A Strong's number as written: G26, g0026, H2617 (Greek for the New Testament, Hebrew for the Old). */
const STRONGS_PATTERN = /^\s*([GHgh])0*([1-9]\d{0,4})\s*$/;

/** "g0026" -> "G26"; null when `text` is not a Strong's number. */
export function strongsNumberOf(text: string): string | null {
  const match = STRONGS_PATTERN.exec(text);
  return match ? `${(match[1] ?? '').toUpperCase()}${match[2] ?? ''}` : null;
}

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
