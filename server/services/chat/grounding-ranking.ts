// The ranking of the passages a question's subject finds: each verse Nave's Topical Bible lists under the subject,
// and each verse that uses its words in the KJV or the WEB (or the KJV's words for its modern ones), scores;
// neighbouring verses are one passage whose score is theirs together. A passage that teaches the subject (several
// verses on it close together, listed and using its words) ranks above one that mentions it once.
import type { Db } from '../../../db';
import type { VersePoint, VerseSpan } from '../../contracts/scripture-references';
import { versesMatching, versesWritingPhrase } from '../bible/bible';
import { topicsNamedIn } from '../bible/grounding-search';

const TOPICS_CONSIDERED = 4;
/** The references of a topic that are weighed: Nave's lists some topics' hundreds in the order of the books. */
const TOPIC_REFERENCES_WEIGHED = 400;
const MATCHING_VERSES = 60;
/** Verses this close (2: v and v+2) are one passage. */
const NEIGHBOUR_GAP = 2;
const PASSAGE_MAX_VERSES = 8;
const FIRST_NEW_TESTAMENT_BOOK = 40;

// A listed reference weighs more for the verses it spans (a passage Nave's lists whole teaches the topic), up to a cap.
const listedWeight = (verses: number) => Math.min(3, 1 + 0.25 * (verses - 1));
const TOPIC_WEIGHTS = [1, 0.6];
// A verse that uses the words weighs by its place among those found, the best 3 down to 1: as much as a listed
// passage, so the listing alone does not outrank the words (recall@3 66.4% at 1.5 to 0.5, 68.1% here, 64.7% at 4.5).
const matchedWeight = (rank: number) => 3 - (2 * rank) / MATCHING_VERSES;

const PHRASE_WEIGHT = 3;

// Questions about Jesus or the church draw more on the New Testament.
const ABOUT_CHRIST = /\b(jesus|christ|christ's|church|churches|christians?|gospel|disciples?|apostles?|holy spirit|baptism|baptized)\b/i;
const NEW_TESTAMENT_WEIGHT = 1.5;

/** A passage ranked, with what found it: the Nave's topic that lists it, if any, and whether its words matched. */
export interface RankedSpan extends VerseSpan {
  topic: string | null;
  matched: boolean;
}

export interface RankedSpans {
  /** The Nave's topics that weighed, by name. */
  topics: string[];
  spans: RankedSpan[];
  /** Whether any verse was found by its words rather than listed under a topic. */
  searched: boolean;
}

interface Weighed {
  point: Required<VersePoint>;
  score: number;
  /** The topic that lists the verse, if any (the first that weighed), and whether it uses the words. */
  topic: string | null;
  matched: boolean;
}

/**
 * The spans of the best passages on a subject, best first. `terms` are the words searched: each of the KJV's
 * words for modern ones, and pairs of the question's own words (one word alone when it has one), so a verse
 * uses at least two of them ("forgive" and "brother") or one of the KJV's ("take no thought").
 */
export async function rankedSpans(
  db: Db,
  input: {
    subject: string;
    ownWords: readonly string[];
    kjvWords: readonly string[];
    names?: readonly string[];
    bookIds?: readonly number[] | undefined;
    question: string;
    /** A term the question asks the meaning of, as Scripture writes it ("mercy seat"): its verses weigh most. */
    phrase?: string | null;
  },
): Promise<RankedSpans> {
  const topicWords = [input.subject, ...input.kjvWords].join(', ');
  const [topics, matched, saying] = await Promise.all([
    topicsNamedIn(db, topicWords, TOPICS_CONSIDERED, { bookIds: input.bookIds, referencesEach: TOPIC_REFERENCES_WEIGHED }),
    matchingVerses(db, input.ownWords, input.kjvWords, input.names ?? [], input.bookIds),
    input.phrase ? versesWritingPhrase(db, input.phrase, { translations: ['kjv', 'web'], bookIds: input.bookIds, limit: MATCHING_VERSES }) : [],
  ]);

  const weighed = new Map<string, Weighed>();
  const add = (point: Required<VersePoint>, score: number, topic: string | null) => {
    const key = `${point.bookId}.${point.chapter}.${point.verse}`;
    const known = weighed.get(key);
    if (known) {
      known.score += score;
      known.topic ??= topic;
      known.matched ||= topic === null;
    } else weighed.set(key, { point, score, topic, matched: topic === null });
  };
  matched.forEach((row, rank) => add(row, matchedWeight(rank), null));
  // The verses that write the term asked about outweigh a topic's listing: "feast of tabernacles", not Tabernacle.
  for (const row of saying) add(row, PHRASE_WEIGHT, null);
  const used: string[] = [];
  for (const topic of topics) {
    const weight = TOPIC_WEIGHTS[used.length];
    if (weight === undefined) break;
    if (topic.spans.length === 0) continue;
    used.push(topic.name);
    for (const { start, end } of topic.spans) {
      const first = start.verse ?? 1;
      const last = start.chapter === end.chapter ? (end.verse ?? first + PASSAGE_MAX_VERSES - 1) : first + PASSAGE_MAX_VERSES - 1;
      const verses = Math.min(PASSAGE_MAX_VERSES, last - first + 1);
      const each = (weight * listedWeight(verses)) / verses;
      for (let verse = first; verse < first + verses; verse++) add({ bookId: start.bookId, chapter: start.chapter, verse }, each, topic.name);
    }
  }
  if (weighed.size === 0) return { topics: [], spans: [], searched: false };

  const newTestamentWeight = ABOUT_CHRIST.test(input.question) ? NEW_TESTAMENT_WEIGHT : 1;
  const passages = passagesOf([...weighed.values()]).map((passage) => ({
    ...passage,
    score: passage.score * (passage.start.bookId >= FIRST_NEW_TESTAMENT_BOOK ? newTestamentWeight : 1),
  }));
  passages.sort((a, b) => b.score - a.score || a.order - b.order);
  return {
    topics: used,
    spans: passages.map(({ start, end, topic, matched }) => ({ start, end, topic, matched })),
    searched: matched.length > 0,
  };
}

/** Neighbouring verses joined, each passage scored by its verses together; `order`: where its best verse was found. */
function passagesOf(verses: Weighed[]) {
  const order = new Map(verses.map((verse, index) => [verse, index]));
  const sorted = [...verses].sort((a, b) => a.point.bookId - b.point.bookId || a.point.chapter - b.point.chapter || a.point.verse - b.point.verse);
  const passages: { start: Required<VersePoint>; end: Required<VersePoint>; score: number; order: number; topic: string | null; matched: boolean }[] = [];
  for (const verse of sorted) {
    const last = passages[passages.length - 1];
    const near =
      last &&
      last.end.bookId === verse.point.bookId &&
      last.end.chapter === verse.point.chapter &&
      verse.point.verse - last.end.verse <= NEIGHBOUR_GAP &&
      verse.point.verse - last.start.verse < PASSAGE_MAX_VERSES;
    if (near) {
      last.end = verse.point;
      last.score += verse.score;
      last.order = Math.min(last.order, order.get(verse) ?? 0);
      last.topic ??= verse.topic;
      last.matched ||= verse.matched;
    } else passages.push({ start: verse.point, end: verse.point, score: verse.score, order: order.get(verse) ?? 0, topic: verse.topic, matched: verse.matched });
  }
  return passages;
}

/**
 * The verses that use the KJV's words for modern ones, or two of the question's own words (its one word if one),
 * or a name it writes with a capital ("Bartimaeus", "Jairus"): a story is found by its people's names.
 */
async function matchingVerses(db: Db, ownWords: readonly string[], kjvWords: readonly string[], names: readonly string[], bookIds: readonly number[] | undefined) {
  const own = ownWords.slice(0, 5);
  const pairs = own.flatMap((word, at) => own.slice(at + 1).map((other) => `${word} ${other}`));
  const terms = [...kjvWords.map((word) => (word.includes(' ') ? `"${word}"` : word)), ...(own.length === 1 ? own : pairs), ...names];
  if (terms.length === 0) return [];
  return versesMatching(db, { terms, translations: ['kjv', 'web'], bookIds, limit: MATCHING_VERSES });
}
