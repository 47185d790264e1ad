// Measures the chat's grounding against the evaluation set: for each question, whether a passage a Bible
// teacher would expect is among the first passages retrieved, and how long the retrieval took. A retrieved
// passage counts when it shares at least one verse with an expected range. Used by `npm run eval:grounding`.
import type { Db } from '../../../../db';
import type { TranslationId } from '../../../contracts/bible';
import { findWrittenReferences, spansOverlap, type VerseSpan } from '../../../contracts/scripture-references';
import { retrieveGrounding } from '../../chat/grounding';
import type { GroundingQuestion } from './questions';

/** The depths recall is reported at. */
export const RECALL_DEPTHS = [3, 6] as const;

/** The spans a reference names ("1 Corinthians 13:4-7", "Psalms 23", "Genesis 6:5-8:22"), as written, existing or not. */
export function spansOfReference(reference: string): VerseSpan[] {
  return findWrittenReferences(reference).flatMap((found) => found.spans);
}

export interface QuestionOutcome {
  question: GroundingQuestion;
  /** The references retrieved, in rank order. */
  retrieved: string[];
  /** 1-based rank of the first retrieved passage that overlaps an expected range, or null. */
  firstHit: number | null;
  milliseconds: number;
}

export async function evaluateQuestion(db: Db, question: GroundingQuestion, translation: TranslationId = 'kjv'): Promise<QuestionOutcome> {
  const expected = question.expected.flatMap(spansOfReference);
  const started = performance.now();
  const grounding = await retrieveGrounding(db, question.question, translation);
  const milliseconds = performance.now() - started;
  const retrieved = grounding.passages.map((passage) => passage.reference);
  const rank = retrieved.findIndex((reference) => spansOfReference(reference).some((span) => expected.some((wanted) => spansOverlap(span, wanted))));
  return { question, retrieved, firstHit: rank === -1 ? null : rank + 1, milliseconds };
}

/** Share of questions with a hit within the first `depth` passages. */
export function recallAt(outcomes: QuestionOutcome[], depth: number): number {
  if (outcomes.length === 0) return 0;
  return outcomes.filter((outcome) => outcome.firstHit !== null && outcome.firstHit <= depth).length / outcomes.length;
}

/** The value below which `share` of the sorted values fall (nearest rank). */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? 0;
}
