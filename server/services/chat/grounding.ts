// Grounding for the Bible chat: the Scripture a question is about, found in the Bible store before any model
// is asked, and the check of the references an answer writes. The offline assistant answers from the
// grounding alone; a model is given it to quote from, and the screen marks what it cites that does not exist.
import type { Db } from '../../../db';
import type { TranslationId } from '../../contracts/bible';
import { bookNamed, bookOf, findReferences, findWrittenReferences, labelOfSpan, type VerseSpan } from '../../contracts/scripture-references';
import { cachedVersesInSpan, QUESTION_WORDS, searchBible, topicsMatching } from '../bible/bible';
import { kjvWordsFor } from '../bible/modern-words';
import type { Grounding, GroundingPassage } from './ai-provider';
import { booksAskedIn, namedPassagesIn } from './named-in-question';

/** The most verses one grounding quotes: a chapter such as Psalm 23 whole, and a prompt that stays short. */
export const GROUNDING_MAX_VERSES = 30;
/** Nave's topics a question draws on, and passages quoted from them. */
const TOPICS_USED = 2;
const TOPICS_CONSIDERED = 4;
const TOPIC_PASSAGES = 6;
// Nave's lists whole chapters under some topics (Matthew 13 under Seed): their opening verses stand for them.
const TOPIC_PASSAGE_MAX_VERSES = 8;
// A passage known by name is quoted first, long ones by their opening verses, leaving room for what follows.
const NAMED_PASSAGE_MAX_VERSES = 20;
const SEARCH_VERSES = 6;
const SEARCH_SECTION_VERSES = 40;
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
    const passages = await passagesOf(db, translation, namedSpans, { passages: TOPIC_PASSAGES, versesEach: NAMED_PASSAGE_MAX_VERSES, verses: GROUNDING_MAX_VERSES });
    if (passages.length > 0) {
      const versesLeft = GROUNDING_MAX_VERSES - passages.reduce((sum, passage) => sum + passage.verses, 0);
      const topical = await topicalPassages(db, question, translation, { passages: TOPIC_PASSAGES - passages.length, verses: versesLeft });
      const known = new Set(passages.map((passage) => passage.reference));
      const more = topical.passages.filter((passage) => !known.has(passage.reference));
      return grounding('reference', [...passages, ...more].map(quoted), more.length > 0 ? topical.topics : []);
    }
  }

  // A book or section the question keeps to ("according to 1 Corinthians", "Jesus said"): its passages only,
  // unless it has none on the subject.
  const asked = booksAskedIn(question);
  if (asked) {
    const within = await topicalPassages(db, asked.rest, translation, { passages: TOPIC_PASSAGES, verses: GROUNDING_MAX_VERSES }, asked.bookIds);
    if (within.passages.length > 0) return grounding('topic', within.passages.map(quoted), within.topics);
    const searched = await searchedPassages(db, asked.rest, translation, asked.bookIds);
    if (searched.length > 0) return grounding('search', searched);
  }

  const topical = await topicalPassages(db, question, translation, { passages: TOPIC_PASSAGES, verses: GROUNDING_MAX_VERSES });
  if (topical.passages.length > 0) return grounding('topic', topical.passages.map(quoted), topical.topics);

  const searched = await searchedPassages(db, question, translation);
  if (searched.length > 0) return grounding('search', searched);

  return grounding('none', []);
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

/** The first passages of the best one or two Nave's topics that have any, and the names of those topics. */
async function topicalPassages(db: Db, question: string, translation: TranslationId, limits: { passages: number; verses: number }, bookIds?: readonly number[]) {
  const topics: string[] = [];
  const passages: QuotedPassage[] = [];
  let versesLeft = limits.verses;
  if (limits.passages <= 0 || versesLeft <= 0) return { topics, passages };
  for (const topic of await topicsMatching(db, question, TOPICS_CONSIDERED, bookIds)) {
    if (topics.length >= TOPICS_USED || passages.length >= limits.passages || versesLeft <= 0) break;
    // Some topics only point elsewhere ("Anxiety": see Care) and list no verses: the next topic is asked.
    const found = await passagesOf(db, translation, topic.spans, {
      passages: limits.passages - passages.length,
      versesEach: TOPIC_PASSAGE_MAX_VERSES,
      verses: versesLeft,
    });
    if (found.length === 0) continue;
    topics.push(topic.name);
    const known = new Set(passages.map((passage) => passage.reference));
    for (const passage of found) {
      if (known.has(passage.reference)) continue;
      passages.push(passage);
      versesLeft -= passage.verses;
    }
  }
  return { topics, passages };
}

// Words that ask for Scripture rather than name what is in it; the store's QUESTION_WORDS hold the rest.
const ASKING_WORDS = new Set(['explain', 'mean', 'means', 'meaning', 'teach', 'teaches', 'verse', 'verses', 'passage', 'passages', 'talk', 'talks', 'speak', 'speaks']);

const subjectWordsOf = (question: string) =>
  [...new Set(question.toLowerCase().match(/[\p{L}']+/gu) ?? [])].filter((word) => word.length > 1 && !QUESTION_WORDS.has(word) && !ASKING_WORDS.has(word)).slice(0, SEARCH_WORDS_MAX);

/**
 * The verses that use any of the words, in the KJV's words and the WEB's ("anxious"), the best of each in turn,
 * quoted in the member's translation.
 */
async function modernWordsPassages(db: Db, words: string[], translation: TranslationId, bookIds?: readonly number[]): Promise<QuotedPassage[]> {
  const q = words.map((word) => (word.includes(' ') ? `"${word}"` : word)).join(' or ');
  const [onlyBook] = bookIds?.length === 1 ? bookIds : [];
  const book = onlyBook === undefined ? undefined : bookOf(onlyBook).name;
  const limit = bookIds && !book ? SEARCH_SECTION_VERSES : SEARCH_VERSES;
  const found = await Promise.all((['kjv', 'web'] as const).map(async (searched) => (await searchBible(db, { q, translation: searched, book, limit })).results));
  const spans: VerseSpan[] = [];
  for (let at = 0; at < limit; at++) {
    for (const results of found) {
      const result = results[at];
      const bookId = result ? bookNamed(result.book)?.id : undefined;
      if (!result || bookId === undefined || (bookIds && !bookIds.includes(bookId))) continue;
      const point = { bookId, chapter: result.chapter, verse: result.verse };
      spans.push({ start: point, end: point });
    }
  }
  return passagesOf(db, translation, spans, { passages: SEARCH_VERSES, versesEach: 1, verses: SEARCH_VERSES });
}

/**
 * The verses that use all the question's own words, best first. Verses that use any one of them were tried
 * and dropped: "How should I handle anxiety?" found war horses that "handle the shield".
 */
async function searchedPassages(db: Db, question: string, translation: TranslationId, bookIds?: readonly number[]): Promise<GroundingPassage[]> {
  const words = subjectWordsOf(question);
  if (words.length === 0) return [];
  const kjvWords = kjvWordsFor(words);
  if (kjvWords.length > 0) return (await modernWordsPassages(db, [...kjvWords, ...words], translation, bookIds)).map(quoted);
  // One book is searched alone; a section (the Gospels) among the best verses of the whole Bible.
  const [onlyBook] = bookIds?.length === 1 ? bookIds : [];
  const book = onlyBook === undefined ? undefined : bookOf(onlyBook).name;
  const { results } = await searchBible(db, { q: words.join(' '), translation, book, limit: bookIds && !book ? SEARCH_SECTION_VERSES : SEARCH_VERSES });
  const inBooks = results.filter((result) => !bookIds || bookIds.includes(bookNamed(result.book)?.id ?? 0));
  return inBooks.slice(0, SEARCH_VERSES).map(({ reference, text }) => ({ reference, text }));
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
