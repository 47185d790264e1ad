// Grounding for the Bible chat: the Scripture a question is about, found in the Bible store before any model
// is asked, and the check of the references an answer writes. The offline assistant answers from the
// grounding alone; a model is given it to quote from, and the screen marks what it cites that does not exist.
import type { Db } from '../../../db';
import type { TranslationId } from '../../contracts/bible';
import { findReferences, findWrittenReferences, labelOfSpan, type VerseSpan } from '../../contracts/scripture-references';
import { cachedVersesInSpan, QUESTION_WORDS } from '../bible/bible';
import { kjvWordsFor } from '../bible/modern-words';
import type { Grounding, GroundingPassage } from './ai-provider';
import { rankedSpans } from './grounding-ranking';
import { booksAskedIn, namedPassagesIn } from './named-in-question';

/** The most verses one grounding quotes: a chapter such as Psalm 23 whole, and a prompt that stays short. */
export const GROUNDING_MAX_VERSES = 30;
/** The passages quoted on a question's subject, each at most so many verses. */
const SUBJECT_PASSAGES = 6;
const SUBJECT_PASSAGE_MAX_VERSES = 8;
// A passage known by name is quoted first, long ones by their opening verses, leaving room for what follows.
const NAMED_PASSAGE_MAX_VERSES = 20;
const SEARCH_WORDS_MAX = 8;

/**
 * The passages a question is about, in this order of preference: the references it names ("Explain Psalm 23"),
 * the verses Nave's Topical Bible lists under the subjects it names ("forgiveness"), the verses that use all
 * its words, or nothing. A question that names only passages that do not exist ("John 22:1") gets nothing:
 * the book's name would otherwise match a topic (John the Baptist) the member never asked about.
 */
export async function retrieveGrounding(db: Db, question: string, translation: TranslationId = 'kjv'): Promise<Grounding> {
  const grounding = (kind: Grounding['kind'], passages: GroundingPassage[], topics: string[] = []): Grounding => ({ kind, topics, translation, passages });

  const named = findReferences(question).flatMap((reference) => reference.spans);
  if (named.length > 0) {
    const passages = await passagesOf(db, translation, named, { passages: named.length, versesEach: GROUNDING_MAX_VERSES, verses: GROUNDING_MAX_VERSES });
    if (passages.length > 0) return grounding('reference', passages.map(quoted));
  }
  if (findWrittenReferences(question).length > 0) return grounding('none', []);

  // A passage the question knows by name ("the Beatitudes") first, then what its words find as well.
  const { spans: namedSpans } = namedPassagesIn(question);
  if (namedSpans.length > 0) {
    const passages = await passagesOf(db, translation, namedSpans, { passages: SUBJECT_PASSAGES, versesEach: NAMED_PASSAGE_MAX_VERSES, verses: GROUNDING_MAX_VERSES });
    if (passages.length > 0) {
      const versesLeft = GROUNDING_MAX_VERSES - passages.reduce((sum, passage) => sum + passage.verses, 0);
      const subject = await subjectPassages(db, question, question, translation, { passages: SUBJECT_PASSAGES - passages.length, verses: versesLeft });
      const known = new Set(passages.map((passage) => passage.reference));
      const more = subject.passages.filter((passage) => !known.has(passage.reference));
      return grounding('reference', [...passages, ...more].map(quoted), more.length > 0 ? subject.topics : []);
    }
  }

  // A book or section the question keeps to ("according to 1 Corinthians", "Jesus said"): its passages only,
  // unless it has none on the subject.
  const asked = booksAskedIn(question);
  const limits = { passages: SUBJECT_PASSAGES, verses: GROUNDING_MAX_VERSES };
  let subject = asked ? await subjectPassages(db, asked.rest, question, translation, limits, asked.bookIds) : null;
  if (!subject || subject.passages.length === 0) subject = await subjectPassages(db, question, question, translation, limits);
  if (subject.passages.length === 0) return grounding('none', []);
  return subject.topics.length > 0 ? grounding('topic', subject.passages.map(quoted), subject.topics) : grounding('search', subject.passages.map(quoted));
}

/** A passage with the number of verses it quotes, which the limits count. */
interface QuotedPassage extends GroundingPassage {
  verses: number;
}

const quoted = ({ reference, text }: QuotedPassage): GroundingPassage => ({ reference, text });

/**
 * One passage per span, in the order given, within the limits: a span cut short is named by the verses it
 * kept ("Psalms 119:1-30"), one kept whole as it was written ("Psalms 23"). Spans without verses are skipped.
 */
async function passagesOf(
  db: Db,
  translation: TranslationId,
  spans: VerseSpan[],
  limits: { passages: number; versesEach: number; verses: number },
): Promise<QuotedPassage[]> {
  const passages: QuotedPassage[] = [];
  const seen = new Set<string>();
  let versesLeft = limits.verses;
  for (const span of spans) {
    if (passages.length >= limits.passages || versesLeft <= 0) break;
    const wanted = Math.min(limits.versesEach, versesLeft);
    // One verse more than wanted tells a span kept whole from one cut short.
    const rows = await cachedVersesInSpan(db, translation, span, wanted + 1);
    const kept = rows.slice(0, wanted);
    const first = kept[0];
    const last = kept[kept.length - 1];
    if (!first || !last) continue;
    const reference = rows.length > wanted ? labelOfSpan({ start: first, end: last }) : labelOfSpan(span);
    if (seen.has(reference)) continue;
    seen.add(reference);
    passages.push({ reference, text: kept.map((row) => row.text).join(' '), verses: kept.length });
    versesLeft -= kept.length;
  }
  return passages;
}

// Words that ask for Scripture rather than name what is in it; the store's QUESTION_WORDS hold the rest.
const ASKING_WORDS = new Set(['explain', 'mean', 'means', 'meaning', 'teach', 'teaches', 'verse', 'verses', 'passage', 'passages', 'talk', 'talks', 'speak', 'speaks']);

const ownWordsOf = (text: string) =>
  [...new Set(text.toLowerCase().match(/[\p{L}']+/gu) ?? [])].filter((word) => word.length > 1 && !QUESTION_WORDS.has(word) && !ASKING_WORDS.has(word)).slice(0, SEARCH_WORDS_MAX);

/**
 * The best passages on a question's subject, within the limits: those Nave's Topical Bible lists under it and
 * those that use its words (the KJV's words for modern ones, in the KJV or the WEB), ranked by
 * grounding-ranking.ts and quoted in the member's translation.
 */
async function subjectPassages(db: Db, subject: string, question: string, translation: TranslationId, limits: { passages: number; verses: number }, bookIds?: readonly number[]) {
  if (limits.passages <= 0 || limits.verses <= 0) return { topics: [], passages: [] };
  const ownWords = ownWordsOf(subject);
  const ranked = await rankedSpans(db, { subject, ownWords, kjvWords: kjvWordsFor(ownWords), bookIds, question });
  const passages = await passagesOf(db, translation, ranked.spans.slice(0, limits.passages * 2), {
    passages: limits.passages,
    versesEach: SUBJECT_PASSAGE_MAX_VERSES,
    verses: limits.verses,
  });
  return { topics: ranked.topics, passages };
}

export interface CheckedReference {
  /** The reference exactly as the answer writes it: answer.slice of where it stands. */
  text: string;
  /** As the reader names it: "John 3:16", "Psalms 151:1". */
  label: string;
  /** At least one of its verses is in the Bible store. */
  found: boolean;
}

/**
 * Every reference an answer writes, checked against the Bible store. A model may cite a chapter that does not
 * exist ("John 22:1"); the strict reader would not see it at all, so the answer is read permissively here.
 */
export async function checkReferences(db: Db, answer: string): Promise<CheckedReference[]> {
  const checked: CheckedReference[] = [];
  for (const reference of findWrittenReferences(answer)) {
    const verses = (await Promise.all(reference.spans.map((span) => cachedVersesInSpan(db, 'kjv', span, 1)))).flat();
    checked.push({ text: answer.slice(reference.start, reference.end), label: reference.label, found: verses.length > 0 });
  }
  return checked;
}
