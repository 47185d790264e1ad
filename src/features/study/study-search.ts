import { z } from 'zod';

/** An optional positive id in the URL (?planId=3, ?quizId=2); anything else is dropped. */
const optionalId = z.coerce.number().int().positive().optional().catch(undefined);

export const bibleReadingSearch = z.object({ planId: optionalId });
export const bibleQuizSearch = z.object({ quizId: optionalId });
