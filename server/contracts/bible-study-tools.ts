import { z } from './zod';
import { chapterInput } from './bible';
import { strongsNumberOf } from './strongs';

// Study tools of the reader (issue 38): the KJV's words with their Strong's numbers, Strong's Greek and
// Hebrew dictionaries, and Matthew Henry's Concise Commentary. Public texts, read-only.

export { strongsEntryOutput, strongsNumberOf, type StrongsEntryView } from './strongs';

const STRONGS_FORMAT = 'A Strong’s number is G or H and up to five digits, such as G26 or H2617';

export const strongsNumberInput = z.object({
  number: z
    .string('A Strong’s number is required, such as G26 or H2617')
    .max(12, STRONGS_FORMAT)
    .refine((value) => strongsNumberOf(value) !== null, STRONGS_FORMAT)
    .transform((value) => strongsNumberOf(value) ?? value),
});

export const commentaryKinds = ['introduction', 'outline', 'passage'] as const;
export type CommentaryKind = (typeof commentaryKinds)[number];

/** A run of words of a verse (`text.split(' ')`, first..last inclusive) and the Strong's numbers it translates. */
export const strongsSpan = z.object({ first: z.number().int(), last: z.number().int(), numbers: z.array(z.string()) });
export type StrongsSpan = z.infer<typeof strongsSpan>;

/** A chapter of the KJV: the only translation with Strong's numbers and the commentary's own text. */
export const chapterStrongsInput = chapterInput.omit({ translation: true });

export const chapterStrongsOutput = z.object({
  book: z.string(),
  chapter: z.number().int(),
  /** The KJV's verses with their words' numbers; verse texts are those of bible.chapter for the KJV. */
  verses: z.array(z.object({ verse: z.number().int(), spans: z.array(strongsSpan) })),
});
export type ChapterStrongsView = z.infer<typeof chapterStrongsOutput>;

export const commentaryInput = chapterStrongsInput;

export const commentarySection = z.object({
  kind: z.enum(commentaryKinds),
  /** The verses a passage's section explains; null for an introduction or the chapter's outline. */
  verseStart: z.number().int().nullable(),
  verseEnd: z.number().int().nullable(),
  paragraphs: z.array(z.string()),
});
export type CommentarySectionView = z.infer<typeof commentarySection>;

export const commentaryOutput = z.object({
  book: z.string(),
  chapter: z.number().int(),
  /** Who wrote it and where the text came from: shown with it, as it is commentary, not Scripture. */
  source: z.string(),
  sections: z.array(commentarySection),
});
export type CommentaryView = z.infer<typeof commentaryOutput>;

export const COMMENTARY_SOURCE = "Matthew Henry's Concise Commentary on the Whole Bible (1706; public domain)";

export const studyToolsMessages = {
  unknownStrongs: (number: string) => `No Strong’s entry ${number}.`,
} as const;
