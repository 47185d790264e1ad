// Grounding for the Bible chat: the Scripture a question is about, found in the Bible store before any model
// is asked, and the check of the references an answer writes. The offline assistant answers from the
// grounding alone; a model is given it to quote from, and the screen marks what it cites that does not exist.
import type { Db } from '../../../db';
import type { TranslationId } from '../../contracts/bible';
import { findReferences, findWrittenReferences, labelOfSpan, spansOverlap, spanWithin, type VerseSpan } from '../../contracts/scripture-references';
import { cachedVersesInSpan, QUESTION_WORDS, readVerseIndexAhead, versesWritingPhrase } from '../bible/bible';
import { readTopicNamesAhead, readTopicReferencesAhead, versesOfSpans } from '../bible/grounding-search';
import { kjvWordsFor } from '../bible/modern-words';
import { commentaryOnPassage } from '../bible/study-tools';
import type { Grounding, GroundingCommentary, GroundingPassage } from './ai-provider';
import { rankedSpans, type RankedSpan } from './grounding-ranking';
import { booksAskedIn, type BooksAsked, KEY_SUBJECTS, keySubjectsFound, namesWholly, spanOfDataReference, type KeySubject, type KeySubjectKind } from './named-in-question';

/** The most verses one grounding quotes: a chapter such as Psalm 23 whole, and a prompt that stays short. */
export const GROUNDING_MAX_VERSES = 30;
/** The passages quoted on a question's subject, each at most so many verses. */
const SUBJECT_PASSAGES = 6;
const SUBJECT_PASSAGE_MAX_VERSES = 8;
// A key passage is quoted by its first verses, so that five or six fit: "Exodus 2:1-10" as Exodus 2:1-6.
const KEY_PASSAGE_MAX_VERSES = 6;
const KEY_PASSAGES_ENOUGH = 3;
// Key subjects that name less than half a question's words are not what it is about, unless it asks about the
// member's own life or what is right; the ranking's first passages, so many, come before theirs.
const KEY_SUBJECT_COVERAGE = 0.5;
const STORY_PASSAGES = 3;
// A question put as a story's ("What happened when Peter was freed from prison?", "How did Jacob wrestle with
// God?") asks for that story, not for what its people and subjects are known by.
const ASKS_FOR_A_STORY = /^\s*(?:what\s+happened|how\s+did|when\s+did|why\s+did|tell\s+me\s+(?:the|about\s+the)\s+story)\b/i;
// A question about the member's own life ("How do I fight a habit I can't break?", "My boss is unfair") or
// about what is right ("Is it wrong to gamble?") asks for the subject's teaching however many other words it
// has: the ranking of those words finds verses that use them ("break in pieces"), not a story.
const ASKS_ABOUT_ONES_LIFE = /\b(?:i|i'm|im|i've|ive|i'd|me|my|myself|we|us|our|you|your|should|ok|okay|wrong|allowed|sin|sinful)\b|\b(?:can|may|do|should)\s+(?:a\s+)?christians?\b/i;
// "Who was Gamaliel?": the person, before the stories their name also finds.
const ASKS_WHO = /^\s*who\s+(?:was|is|were|are)\b/i;
// A question that asks what a term means ("What is the mercy seat?", "What does 'abomination of desolation'
// mean?"): the term, for telling whether a key subject is all of it.
const ASKS_WHAT_A_TERM_IS = [
  /^\s*what\s+(?:is|was|are|were)\s+(?:meant\s+by\s+|the\s+meaning\s+of\s+)?(?:a|an|the)?\s*["“']?([^"”?]+?)["”']?\s*\?*\s*$/i,
  /^\s*what\s+(?:does|did)\s+(?:the\s+(?:word|term|phrase)\s+)?["“']?([^"”?]+?)["”']?\s+mean\s*\?*\s*$/i,
];
const TERM_WORDS_MAX = 5;
const NOT_A_TERM = /^(?:it|this|that|he|she|they|god|jesus|the\s+bible|your|my|our)\b/i;

/** The term a question asks the meaning of, when it asks only that and the term is a few words. */
function termAskedIn(question: string): string | null {
  for (const pattern of ASKS_WHAT_A_TERM_IS) {
    const term = pattern.exec(question)?.[1]?.trim();
    if (term && !NOT_A_TERM.test(term) && term.split(/\s+/).length <= TERM_WORDS_MAX) return term;
  }
  return null;
}

// A passage known by name is quoted first, long ones by their opening verses, leaving room for what follows.
const NAMED_PASSAGE_MAX_VERSES = 20;
const SEARCH_WORDS_MAX = 8;

/**
 * The passages a question is about, in this order of preference: the references it names ("Explain Psalm 23");
 * else the passages it knows by name ("the Beatitudes"), then the key passages of the subjects and people it
 * names ("anxiety", "Moses": topic-passages.ts, people-passages.ts), then what the ranking of Nave's Topical Bible
 * and of its words finds, until six passages are quoted; all kept to a book or section the question names
 * ("according to 1 Corinthians"), unless that part has none. A question that names only passages that do not
 * exist ("John 22:1") gets nothing: the book's name would otherwise match a topic (John the Baptist) the member
 * never asked about. Each passage says why it was chosen (`why`), in one line.
 */
export async function retrieveGrounding(db: Db, question: string, translation: TranslationId = 'kjv'): Promise<Grounding> {
  const grounding = (kind: Grounding['kind'], passages: GroundingPassage[], topics: string[] = []): Grounding => ({ kind, topics, translation, passages });

  const named = findReferences(question).flatMap((reference) => reference.spans);
  if (named.length > 0) {
    // A passage known by name inside a chapter the question names is the part asked about ("What does Romans 8 say
    // about nothing separating us from the love of God?": Romans 8:28-39), quoted before the chapter's opening.
    const inside = passagesKnownByName(question).filter(({ span }) => named.some((chapter) => spanWithin(span, chapter) && !spanWithin(chapter, span)));
    const spans = [...inside, ...named.map((span) => ({ span, kind: null, why: WHY_NAMED_REFERENCE }))];
    const passages = await passagesOf(db, translation, spans, {
      passages: spans.length,
      versesEach: GROUNDING_MAX_VERSES,
      verses: GROUNDING_MAX_VERSES,
    });
    if (passages.length > 0) return grounding('reference', passages.map(quoted));
  }
  if (findWrittenReferences(question).length > 0) return grounding('none', []);

  await keyPassagesReadAhead(db, translation);
  // A book or section the question keeps to ("according to 1 Corinthians", "Jesus said"): its passages only,
  // unless it has none on the subject.
  // The words that kept the question to some books may name the speaker of a passage known by name outside them:
  // "What did Paul say in his farewell to the Ephesian elders?" asks for Acts 20, not Paul's letters.
  const keptTo = booksAskedIn(question);
  const asked = keptTo && !speakerNamesPassageElsewhere(question, keptTo) ? keptTo : null;
  const inBook = asked ? await groundingIn(db, asked.rest, question, translation, asked.bookIds) : null;
  // Elsewhere, the question without the book: a book that says nothing on it is not asking for its namesake
  // ("What does Zechariah prophesy about the Messiah?" is not about Zechariah the Levite).
  const found = inBook && inBook.passages.length > 0 ? inBook : await groundingIn(db, asked?.rest ?? question, question, translation);
  if (found.passages.length === 0) return grounding('none', []);
  return grounding(found.kind, found.passages.map(quoted), found.topics);
}

const WHY_NAMED_REFERENCE = 'The passage your question names.';


/** The passages known by name (with their parallels) that a question names, each saying so. */
function passagesKnownByName(question: string): KeyPassage[] {
  return keyPassagesOf(keySubjectsFound(question).subjects.filter((subject) => subject.kind === 'named passage'));
}

/** Whether a passage known by name that the question names, outside the books asked, is named for a word that asked them ("Paul"). */
function speakerNamesPassageElsewhere(question: string, asked: BooksAsked): boolean {
  const wordsOf = (text: string) => text.toLowerCase().match(/\p{L}+/gu) ?? [];
  const kept = new Set(wordsOf(asked.rest));
  const asking = new Set(wordsOf(question).filter((word) => !kept.has(word)));
  return passagesKnownByName(question).some(
    ({ span, name }) => !asked.bookIds.includes(span.start.bookId) && wordsOf(name.replace(/['’]s\b/g, '')).some((word) => asking.has(word)),
  );
}

/** The passages whose commentary Premium's grounding quotes, and the most of each note it quotes. */
const COMMENTED_PASSAGES = 2;
const COMMENTARY_EXCERPT_MAX_CHARS = 900;

/**
 * The grounding with Matthew Henry's notes on its first passages beside it: Premium's "advanced scriptural
 * analysis". Each note is named as commentary ("Matthew Henry on John 3:1-21"), so that neither the model nor the
 * offline assistant can pass it off as Scripture; a passage without a note in the commentary gets none.
 */
export async function withCommentary(db: Db, grounding: Grounding): Promise<Grounding> {
  const notes: GroundingCommentary[] = [];
  for (const passage of grounding.passages.slice(0, COMMENTED_PASSAGES)) {
    const [span] = spanOfDataReference(passage.reference);
    if (!span) continue;
    const { start, end } = span;
    const verseEnd = end.chapter === start.chapter ? (end.verse ?? Number.MAX_SAFE_INTEGER) : Number.MAX_SAFE_INTEGER;
    const [note] = await commentaryOnPassage(db, { bookId: start.bookId, chapter: start.chapter, verseStart: start.verse ?? 1, verseEnd });
    if (note && !notes.some((known) => known.label === note.label)) notes.push({ label: note.label, source: note.source, text: excerptOf(note.text, passage.text) });
  }
  return notes.length > 0 ? { ...grounding, commentary: notes } : grounding;
}

/**
 * The sentences of a note that speak most of the passage, in their order, within COMMENTARY_EXCERPT_MAX_CHARS:
 * Matthew Henry writes one note for several verses ("John 3:1-21"), and the lines on John 3:16 stand in its middle.
 * A window of whole sentences is scored by the passage's words of four letters or more it uses.
 */
function excerptOf(note: string, passage: string): string {
  const sentences = note.replace(/\s+/g, ' ').match(/[^.?!]+[.?!]+["')\]]*\s*|[^.?!]+$/g) ?? [];
  const words = new Set((passage.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => !COMMON_WORDS.has(word)));
  const scoreOf = (sentence: string) => (sentence.toLowerCase().match(/\p{L}{4,}/gu) ?? []).filter((word) => words.has(word)).length;
  const scores = sentences.map(scoreOf);
  let best = { from: 0, to: 0, score: -1 };
  for (let from = 0; from < sentences.length; from++) {
    let length = 0;
    let score = 0;
    let to = from;
    while (to < sentences.length && length + (sentences[to]?.length ?? 0) <= COMMENTARY_EXCERPT_MAX_CHARS) {
      length += sentences[to]?.length ?? 0;
      score += scores[to] ?? 0;
      to++;
    }
    if (to === from) continue;
    if (score > best.score) best = { from, to, score };
  }
  const text = sentences.slice(best.from, best.to).join('').trim();
  if (text === '') return `${note.slice(0, COMMENTARY_EXCERPT_MAX_CHARS).trim()} …`;
  return `${best.from > 0 ? '… ' : ''}${text}${best.to < sentences.length ? ' …' : ''}`;
}

// Words too common in the KJV to tell what a sentence of commentary is about.
const COMMON_WORDS = new Set('that this with unto they them their there which shall have hath were will from when what then than also into upon your thou thee thine said saith even every things these those been being came come'.split(' '));

// "in the WEB", "the World English Bible's words", "KJV", "the King James Version"; a lower-case "web" is a word.
const TRANSLATIONS_ASKED: readonly { translation: TranslationId; patterns: RegExp[] }[] = [
  { translation: 'web', patterns: [/\bWEB\b/, /\bworld\s+english\s+bible\b/i] },
  { translation: 'kjv', patterns: [/\bKJV\b/i, /\bking\s+james\b/i, /\bauthori[sz]ed\s+version\b/i] },
];

/** The translation a question asks its passages in ("Quote Psalm 23 in the WEB"), if it names one. */
export function translationAskedIn(question: string): TranslationId | null {
  return TRANSLATIONS_ASKED.find(({ patterns }) => patterns.some((pattern) => pattern.test(question)))?.translation ?? null;
}

// The verses of every key passage (some 2,000 spans, about 2 MB a translation) and Nave's topic names are read
// ahead in a few queries when the first question in a translation is grounded, so that a question on a subject
// reads nothing more: reading them one question at a time cost 5-30 ms of pages not yet in memory on the embedded
// database. A failed read is tried again by the next question; meanwhile each reads its own.
const readAhead = new WeakMap<Db, Map<TranslationId, Promise<unknown>>>();

/**
 * Everything the grounding reads ahead, for the server to call once it listens, off the request path: the key
 * passages' verses in both translations, Nave's topic names and references, and the verse index the ranking
 * searches in memory (verse-index.ts). A question asked meanwhile waits only for its translation's key passages, and searches the
 * database until the index is read.
 */
export async function readGroundingAhead(db: Db): Promise<void> {
  // The verse index first, in short reads: the key passages' verses are then read from it, not the database.
  await readVerseIndexAhead(db);
  await readTopicReferencesAhead(db);
  await Promise.all([keyPassagesReadAhead(db, 'kjv'), keyPassagesReadAhead(db, 'web')]);
}

function keyPassagesReadAhead(db: Db, translation: TranslationId): Promise<unknown> {
  let reads = readAhead.get(db);
  if (!reads) readAhead.set(db, (reads = new Map()));
  const known = reads.get(translation);
  if (known) return known;
  const spans = KEY_SUBJECTS.flatMap((subject) => {
    const limit = (subject.kind === 'named passage' ? NAMED_PASSAGE_MAX_VERSES : KEY_PASSAGE_MAX_VERSES) + 1;
    return subject.references.flat().map((span) => ({ span, limit }));
  });
  const reading = Promise.all([versesOfSpans(db, translation, spans), readTopicNamesAhead(db)]).catch(() => reads.delete(translation));
  reads.set(translation, reading);
  return reading;
}

/**
 * The passages on what `subject` names, within some books or the whole Bible: the passages known by name, then
 * the key passages of its subjects and people, then the ranking's. A question whose key subjects are less than
 * half its words ("What happened when Jesus healed the man born blind?": healing) is about something else, a
 * story most often: the ranking's passages come first there, the key passages after them.
 */
async function groundingIn(db: Db, subject: string, question: string, translation: TranslationId, bookIds?: readonly number[]) {
  const { subjects, coverage } = keySubjectsFound(subject);
  const inBooks = (span: VerseSpan) => !bookIds || bookIds.includes(span.start.bookId);
  const keyed = keyPassagesOf(subjects).filter(({ span }) => inBooks(span));
  // "Who was Gamaliel?" asks for the person, not the story their name also finds (the apostles before the council):
  // the person's key passages come first there, the stories after them.
  const asksWho = ASKS_WHO.test(question) && keyed.some((passage) => passage.kind === 'person');
  const named = asksWho ? [] : keyed.filter((passage) => passage.kind === 'named passage');
  const others = asksWho
    ? [...keyed.filter((passage) => passage.kind === 'person'), ...keyed.filter((passage) => passage.kind !== 'person')]
    : keyed.filter((passage) => passage.kind !== 'named passage');
  const passages: QuotedPassage[] = [];
  const limits = () => ({ passages: SUBJECT_PASSAGES - passages.length, verses: GROUNDING_MAX_VERSES - passages.reduce((sum, passage) => sum + passage.verses, 0) });
  passages.push(...(await passagesOf(db, translation, named, { ...limits(), versesEach: NAMED_PASSAGE_MAX_VERSES })));

  // A term the key subjects name only part of, that Scripture writes as such ("the mercy seat": mercy), is found
  // by its own words first, the verses that say the term weighing most.
  // Looked for only where the ranking may be asked: a passage known by name needs no ranking.
  const asked = named.length === 0 ? (termAskedIn(question)?.replace(/^(?:the|a|an)\s+/i, '').toLowerCase() ?? null) : null;
  const phrase = asked !== null && asked.includes(' ') && !namesWholly(asked) && (await saysThePhrase(db, asked, bookIds)) ? asked : null;
  const storyFirst =
    named.length === 0 &&
    others.length > 0 &&
    (ASKS_FOR_A_STORY.test(question) || phrase !== null || (coverage < KEY_SUBJECT_COVERAGE && !ASKS_ABOUT_ONES_LIFE.test(question)));
  const ranked = storyFirst
    ? await rankedPassages(db, subject, question, translation, bookIds, { ...limits(), passages: STORY_PASSAGES, versesEach: SUBJECT_PASSAGE_MAX_VERSES }, passages, phrase)
    : null;
  passages.push(...(ranked?.passages ?? []));
  passages.push(...(await passagesOf(db, translation, others, { ...limits(), versesEach: KEY_PASSAGE_MAX_VERSES }, passages)));

  // A passage known by name, or three key to the subject, are enough; fewer are filled from the ranking.
  const left = limits();
  const filled =
    !ranked && named.length === 0 && passages.length < KEY_PASSAGES_ENOUGH && left.passages > 0 && left.verses > 0
      ? await rankedPassages(db, subject, question, translation, bookIds, { ...left, versesEach: SUBJECT_PASSAGE_MAX_VERSES }, passages, phrase)
      : ranked;
  if (filled !== ranked) passages.push(...(filled?.passages ?? []));
  const names = [...new Set(passages.flatMap((passage) => (passage.kind === 'topic' || passage.kind === 'person' ? [passage.name] : [])))];
  const listed = filled?.passages.some((passage) => passage.why.startsWith(LISTED)) ? filled.topics : [];
  const topics = [...names, ...listed.filter((topic) => !names.some((name) => name.toLowerCase() === topic.toLowerCase()))];
  const kind: Grounding['kind'] = passages.some((passage) => passage.kind === 'named passage') ? 'reference' : topics.length > 0 ? 'topic' : 'search';
  return { kind, topics, passages };
}

/** Whether some verse, in the KJV or the WEB, writes `phrase` as it stands ("mercy seat"), in the books if given. */
async function saysThePhrase(db: Db, phrase: string, bookIds: readonly number[] | undefined): Promise<boolean> {
  if (!/^[\p{L}' ]+$/u.test(phrase)) return false;
  const found = await versesWritingPhrase(db, phrase, { translations: ['kjv', 'web'], bookIds, limit: 1 });
  return found.length > 0;
}

/** The passages the ranking of Nave's topics and of the question's words finds, after those quoted already. */
async function rankedPassages(
  db: Db,
  subject: string,
  question: string,
  translation: TranslationId,
  bookIds: readonly number[] | undefined,
  limits: { passages: number; versesEach: number; verses: number },
  quotedBefore: readonly QuotedPassage[],
  phrase: string | null = null,
) {
  const ownWords = ownWordsOf(subject);
  const kjvWords = kjvWordsFor(ownWords);
  const ranked = await rankedSpans(db, { subject, ownWords, kjvWords, names: namesIn(subject), bookIds, question, phrase });
  const searchWords = [...new Set([...(phrase ? [phrase] : []), ...ownWords, ...kjvWords])];
  const chosen = ranked.spans.slice(0, limits.passages * 2).map((span) => ({ span, kind: null, why: (text: string) => whyRanked(span, text, searchWords) }));
  return { topics: ranked.topics, passages: await passagesOf(db, translation, chosen, limits, quotedBefore) };
}

interface KeyPassage {
  span: VerseSpan;
  kind: KeySubjectKind;
  name: string;
  why: string;
}


/**
 * The key passages of what a question names, in order: each passage known by name, then its parallels; then
 * the subjects' and people's, those that two of them share first ("Abraham" and "Isaac": Genesis 22), then
 * one of each in turn, so that "grace and works" quotes both before the second of either.
 */
function keyPassagesOf(subjects: KeySubject[]): KeyPassage[] {
  const named = subjects.filter((subject) => subject.kind === 'named passage');
  const byName = [
    ...named.flatMap((subject) => (subject.references[0] ?? []).map((span) => ({ span, kind: subject.kind, name: subject.name, why: `Known as ${subject.name}.` }))),
    ...named.flatMap((subject) => subject.references.slice(1).flat().map((span) => ({ span, kind: subject.kind, name: subject.name, why: `Told also here: ${subject.name}.` }))),
  ];
  const others = subjects.filter((subject) => subject.kind !== 'named passage').map((subject) => ({ subject, spans: subject.references.flat() }));
  const shared: KeyPassage[] = [];
  const inTurn: KeyPassage[][] = [];
  for (const { subject, spans } of others) {
    spans.forEach((span, at) => {
      const alike = others.filter((other) => other.subject !== subject && other.spans.some((theirs) => spansOverlap(span, theirs))).map((other) => other.subject.name);
      const names = [subject.name, ...alike];
      const why = `A key passage on ${names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1] ?? ''}` : subject.name}.`;
      const passage = { span, kind: subject.kind, name: subject.name, why };
      if (alike.length > 0) shared.push(passage);
      (inTurn[at] ??= []).push(passage);
    });
  }
  return [...byName, ...shared, ...inTurn.flat()];
}

const LISTED = 'Listed under';

/** Why a ranked passage was chosen: the Nave's topic that lists it, else the words of the question it uses. */
function whyRanked(span: RankedSpan, text: string, searchWords: readonly string[]): string {
  const used = searchWords.filter((words) => new RegExp(`\\b${words.replace(/[^\p{L}' ]/gu, '')}`, 'iu').test(text));
  const words = used.map((each) => `"${each}"`).join(', ');
  if (span.topic) return `${LISTED} ${span.topic} in Nave's Topical Bible${words ? `, and uses the words ${words}` : ''}.`;
  return words ? `Uses the words ${words}.` : 'Uses the words of your question.';
}

/** A passage with the span it quotes and the number of verses, which the limits count. */
interface QuotedPassage extends GroundingPassage {
  span: VerseSpan;
  verses: number;
  why: string;
  /** What named it, for a key passage. */
  kind: KeySubjectKind | null;
  name: string;
}

const quoted = ({ reference, text, why }: QuotedPassage): GroundingPassage => ({ reference, text, why });

/**
 * One passage per span, in the order given, within the limits, skipping those that overlap one already quoted
 * (`quotedBefore` too): a span cut short is named by the verses it kept ("Psalms 119:1-30"), one kept whole as
 * it was written ("Psalms 23"). Spans without verses are skipped.
 */
async function passagesOf(
  db: Db,
  translation: TranslationId,
  chosen: readonly { span: VerseSpan; kind: KeySubjectKind | null; name?: string; why: string | ((text: string) => string) }[],
  limits: { passages: number; versesEach: number; verses: number },
  quotedBefore: readonly QuotedPassage[] = [],
): Promise<QuotedPassage[]> {
  const passages: QuotedPassage[] = [];
  // Two more than needed, in case some have no verses in the store.
  const candidates: typeof chosen[number][] = [];
  for (const choice of chosen) {
    if (candidates.length >= limits.passages + 2) break;
    if (![...candidates, ...quotedBefore].some((earlier) => spansOverlap(earlier.span, choice.span))) candidates.push(choice);
  }
  // One verse more than kept tells a span kept whole from one cut short.
  const read = await versesOfSpans(
    db,
    translation,
    candidates.map(({ span }) => ({ span, limit: limits.versesEach + 1 })),
  );
  let versesLeft = limits.verses;
  for (const [at, { span, why, kind, name = '' }] of candidates.entries()) {
    if (passages.length >= limits.passages || versesLeft <= 0) break;
    const most = Math.min(limits.versesEach, versesLeft);
    const rows = read[at] ?? [];
    const kept = rows.slice(0, most);
    const first = kept[0];
    const last = kept[kept.length - 1];
    if (!first || !last) continue;
    const reference = rows.length > most ? labelOfSpan({ start: first, end: last }) : labelOfSpan(span);
    const text = kept.map((row) => row.text).join(' ');
    passages.push({ reference, text, verses: kept.length, span, kind, name, why: typeof why === 'string' ? why : why(text) });
    versesLeft -= kept.length;
  }
  return passages;
}

// Words that ask for Scripture rather than name what is in it; the store's QUESTION_WORDS hold the rest.
const ASKING_WORDS = new Set(['explain', 'mean', 'means', 'meaning', 'teach', 'teaches', 'verse', 'verses', 'passage', 'passages', 'talk', 'talks', 'speak', 'speaks']);

// Words that tell no story from another: "What happened when Jesus healed ten lepers?" is found by "ten lepers";
// "Jesus healed" is in dozens of verses. Left out of the search when two other words remain.
const EVERY_STORY_WORDS = new Set(['happened', 'happen', 'happens', 'story', 'jesus', 'christ', 'god', 'lord']);

// A word as searched: "Jairus'" and "Moses's" as Jairus and Moses.
const wordsOf = (text: string) => (text.match(/[\p{L}']+/gu) ?? []).map((word) => word.replace(/'s$|^'+|'+$/g, '')).filter((word) => word.length > 1);

/** The names a question writes with a capital, but for its first word and the words every story has ("Jesus"). */
const namesIn = (text: string) =>
  [...new Set(text.split(/[.?!]\s+/).flatMap((sentence) => wordsOf(sentence).slice(1)))]
    .filter((word) => /^\p{Lu}/u.test(word) && !QUESTION_WORDS.has(word.toLowerCase()) && !EVERY_STORY_WORDS.has(word.toLowerCase()))
    .map((word) => word.toLowerCase())
    .slice(0, NAMES_MAX);
const NAMES_MAX = 3;

const ownWordsOf = (text: string) => {
  const words = [...new Set(wordsOf(text.toLowerCase()))].filter((word) => !QUESTION_WORDS.has(word) && !ASKING_WORDS.has(word));
  const telling = words.filter((word) => !EVERY_STORY_WORDS.has(word));
  return (telling.length >= 2 ? telling : words).slice(0, SEARCH_WORDS_MAX);
};

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
