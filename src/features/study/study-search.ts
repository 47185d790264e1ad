import type { TranslationId } from '@server/contracts/bible-translations';
import { oneOf, positiveInt, shortText, type RawSearch } from '@/lib/search-params';

// An optional positive id in the URL (?planId=3, ?quizId=2); anything else is dropped.

/** The reader's place: /bible-reading?book=John&chapter=3&translation=web&verse=16 (every part optional). */
export interface BibleReadingSearch {
  planId?: number;
  book?: string;
  chapter?: number;
  verse?: number;
  translation?: TranslationId;
}

// The translation ids repeated as a value: the contracts module is off limits to the entry bundle, and
// `satisfies` keeps the two lists from drifting apart.
const translationIds = ['kjv', 'web'] as const satisfies readonly TranslationId[];

/** A book is kept as written (names and abbreviations alike); the reader resolves it, the server has the last word. */
export function bibleReadingSearch(search: RawSearch<BibleReadingSearch>): BibleReadingSearch {
  return {
    planId: positiveInt(search.planId),
    book: shortText(typeof search.book === 'string' ? search.book.trim() : undefined, 40),
    chapter: positiveInt(search.chapter),
    verse: positiveInt(search.verse),
    translation: oneOf(translationIds, search.translation),
  };
}

export function bibleQuizSearch(search: RawSearch<{ quizId?: number }>): { quizId?: number } {
  return { quizId: positiveInt(search.quizId) };
}
