import { positiveInt, type RawSearch } from '@/lib/search-params';

// An optional positive id in the URL (?planId=3, ?quizId=2); anything else is dropped.

export function bibleReadingSearch(search: RawSearch<{ planId?: number }>): { planId?: number } {
  return { planId: positiveInt(search.planId) };
}

export function bibleQuizSearch(search: RawSearch<{ quizId?: number }>): { quizId?: number } {
  return { quizId: positiveInt(search.quizId) };
}
