// What a question names besides references: a passage known by name ("the Beatitudes", "the armor of God").
// Matching is on words, case aside, with "the" optional and British and American spellings alike, so "armour of
// God", "The Armor of God" and "the whole armour of God" all name Ephesians 6. And the part of the Bible a
// question keeps to: "according to 1 Corinthians", "in the Psalms", "what does James say", "Jesus said".
import { BIBLE_BOOKS } from '../../contracts/bible-books';
import { findWrittenReferences, type VerseSpan } from '../../contracts/scripture-references';
import { QUESTION_WORDS } from '../bible/bible';
import { BIBLE_STORIES } from '../bible/bible-stories';
import { EVERYDAY_WORDS } from '../bible/everyday-words';
import { NAMED_PASSAGES } from '../bible/named-passages';
import { PEOPLE_PASSAGES } from '../bible/people-passages';
import { TOPIC_PASSAGES } from '../bible/topic-passages';

const SPELLINGS: Readonly<Record<string, string>> = {
  armour: 'armor',
  labourers: 'laborers',
  labour: 'labor',
  neighbour: 'neighbor',
  neighbours: 'neighbors',
  saviour: 'savior',
  honour: 'honor',
  favour: 'favor',
  colours: 'colors',
  baptised: 'baptized',
  baptise: 'baptize',
  judgement: 'judgment',
  evangelise: 'evangelize',
  rumours: 'rumors',
  worshipping: 'worshiping',
};

/** The words of a text as compared: lower case, apostrophes dropped, "the" left out, one spelling for each word. */
export function comparableWords(text: string): string {
  const words = text.toLowerCase().replace(/[’']/g, '').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .filter((word) => word !== 'the')
    .map((word) => SPELLINGS[word] ?? word)
    .join(' ');
}

// Endings aside, so that "worried" names what "worry" does and "raised Lazarus" what "raise Lazarus" does.
// Crude, but the same on both sides: the names are compared as the question is.
const stem = (word: string) => (word.length <= 3 ? word : word.replace(/(?:ies|ied)$/, 'y').replace(/(?:ing|ed|es|e|(?<!s)s)$/, ''));
// Where a story happens is said with any of these: "the wedding at Cana", "the wedding in Cana".
const PLACE_WORDS = new Set(['at', 'in', 'on']);
// Whose it is and "a" say nothing of the subject: "sharing our faith" names what "share my faith" does,
// "forgiving yourself" what "forgive myself" does, "lose their salvation" what "lose my salvation" does.
const PERSONS: Readonly<Record<string, string>> = Object.fromEntries([
  ...'i me my mine we us our ours you your yours thou thee thy thine he him his she her hers they them their theirs'.split(' ').map((word) => [word, 'one']),
  ...'myself yourself yourselves ourselves himself herself themselves oneself thyself'.split(' ').map((word) => [word, 'oneself']),
]);
const stemsOf = (text: string) =>
  comparableWords(text)
    .split(' ')
    .filter((word) => word !== '' && word !== 'a' && word !== 'an')
    .map((word) => (PLACE_WORDS.has(word) ? 'at' : (PERSONS[word] ?? stem(word))));

/** What a question may name: a passage known by name, a subject's key passages, or a person's. */
export type KeySubjectKind = 'named passage' | 'topic' | 'person';

export interface KeySubject {
  kind: KeySubjectKind;
  /** As a teacher names it: "the Beatitudes", "anxiety", "Moses". */
  name: string;
  /** One list of spans per reference, best known first. */
  references: VerseSpan[][];
}

interface NameOf {
  stems: string[];
  subject: KeySubject;
  /** How the question must write it, for a name that is also an everyday word. */
  written?: RegExp;
}

/**
 * A passage known as "the" and one word ("the Fall", "the Flood", "the cross") is named only by that word after
 * "the", as written, and not by the season or the day: "I fall asleep when I pray", "our basement flooded" and
 * "starting college in the fall" do not name Genesis 3 or Noah's ark. (The compared words leave "the" out.)
 */
function writtenAs(kind: KeySubjectKind, name: string): RegExp | undefined {
  const word = kind === 'named passage' ? /^the\s+(\p{L}+)$/iu.exec(name)?.[1] : undefined;
  if (!word) return undefined;
  const notAfter = SEASONS.has(word.toLowerCase()) ? 'in|this|next|last|every|each' : 'this|next|last|every|each';
  return new RegExp(`(?<!\\b(?:${notAfter})\\s+)\\bthe\\s+${word}\\b`, 'iu');
}
const SEASONS = new Set(['spring', 'summer', 'fall', 'autumn', 'winter']);

const BOOKS_BY_NAME = new Map(BIBLE_BOOKS.map((book) => [book.name, book.id]));
const DATA_REFERENCE = /^(.+) (\d+)(?::(\d+))?(?:-(\d+)(?::(\d+))?)?$/;

/**
 * A reference as the data writes it ("Exodus 2:1-10", "Psalms 23", "Matthew 5-7", "Genesis 6:5-9:17"), read as
 * findWrittenReferences reads it (key-passages.test.ts compares them) but some hundred times faster: some 2,500
 * are read when the server starts, which took the reference parser 1.5 s.
 */
export function spanOfDataReference(reference: string): VerseSpan[] {
  const [, book = '', chapter = '', verse, to, toVerse] = DATA_REFERENCE.exec(reference) ?? [];
  const bookId = BOOKS_BY_NAME.get(book);
  if (bookId === undefined) return findWrittenReferences(reference).flatMap((found) => found.spans);
  const first = Number(chapter);
  const start = verse === undefined ? { bookId, chapter: first } : { bookId, chapter: first, verse: Number(verse) };
  if (to === undefined) return [{ start, end: verse === undefined ? { bookId, chapter: first } : start }];
  // "2:1-10" ends at verse 10 of the same chapter; "5-7" at chapter 7; "6:5-9:17" at 9:17.
  if (toVerse !== undefined) return [{ start, end: { bookId, chapter: Number(to), verse: Number(toVerse) } }];
  return [{ start, end: verse === undefined ? { bookId, chapter: Number(to) } : { bookId, chapter: first, verse: Number(to) } }];
}

const subjectOf = (kind: KeySubjectKind, name: string, references: readonly string[]): KeySubject => ({
  kind,
  name,
  references: references.map(spanOfDataReference),
});

const NAMES_BY_FIRST_STEM = new Map<string, NameOf[]>();
const SUBJECTS_AND_NAMES = [
  ...NAMED_PASSAGES.map((passage) => [subjectOf('named passage', passage.name, passage.references), [passage.name, ...passage.aliases]] as const),
  ...TOPIC_PASSAGES.map((topic) => [subjectOf('topic', topic.topic, topic.references), topic.names] as const),
  ...PEOPLE_PASSAGES.map((person) => [subjectOf('person', person.person, person.references), person.names] as const),
];
// The everyday words for a subject ("drowning in debt", "forgive myself"), as more names of the subjects they
// stand for: a phrase may stand for two ("lost my job": work and provision).
const TOPICS_BY_NAME = new Map(SUBJECTS_AND_NAMES.filter(([subject]) => subject.kind === 'topic').map(([subject]) => [subject.name, subject]));
const EVERYDAY_NAMES = EVERYDAY_WORDS.flatMap(({ phrases, topics }) => topics.flatMap((name) => {
  const subject = TOPICS_BY_NAME.get(name);
  return subject ? [[subject, phrases] as const] : [];
}));
// A story is named by a set of words, in any order ("Paul" and "shipwrecked"; "four thousand"), of which the
// words that only join others are left out.
const JOINING_WORDS = new Set(['of', 'at', 'to', 'from', 'with', 'for', 'by', 'and', 'into', 'unto']);
const STORIES = BIBLE_STORIES.map((story) => ({
  subject: subjectOf('named passage', story.name, story.references),
  keys: story.keys.map((key) => [...new Set(stemsOf(key).filter((word) => !JOINING_WORDS.has(word)))]).filter((key) => key.length > 0),
}));
// At most so many stories for one question: the ones named by the most words.
const STORIES_MAX = 2;

/** Every passage known by name, story, subject and person, for reading their verses ahead. */
export const KEY_SUBJECTS: readonly KeySubject[] = [...SUBJECTS_AND_NAMES.map(([subject]) => subject), ...STORIES.map((story) => story.subject)];
for (const [subject, names] of [...SUBJECTS_AND_NAMES, ...EVERYDAY_NAMES]) {
  for (const name of names) {
    const stems = stemsOf(name);
    const [first] = stems;
    if (first === undefined) continue;
    const written = writtenAs(subject.kind, name);
    NAMES_BY_FIRST_STEM.set(first, [...(NAMES_BY_FIRST_STEM.get(first) ?? []), { stems, subject, ...(written ? { written } : {}) }]);
  }
}

// The Bible as the one asked rather than the subject: "what does the Bible say", "according to Scripture",
// "Bible verses about". "Is the Bible inspired?" still names it.
const ASKING_THE_BIBLE = [
  /\b(?:the\s+)?(?:bible|scriptures?|word\s+of\s+god)\s+(?=(?:say|says|said|teach|teaches|taught|tell|tells|mean|means|speak|speaks)\b)/gi,
  // "What comfort does the Bible give?": its giving is not the subject.
  /\b(?:the\s+)?(?:bible|scriptures?|word\s+of\s+god)\s+(?:give|gives|offer|offers)\b/gi,
  /\b(?:in|according\s+to|from)\s+(?:the\s+)?(?:bible|scriptures?)\b/gi,
  /\b(?:bible|scripture)\s+(?:verses?|passages?|stories|story)\b/gi,
];
// A person who speaks ("what does Paul say about joy") is not what the question is about.
const SPEAKING_STEMS = new Set(['say', 'said', 'tell', 'told', 'teach', 'taught', 'writ', 'wrote', 'mean', 'speak', 'spok'].map(stem));

/**
 * The passages known by name, subjects and people a question names, as words, endings and case aside. A name
 * inside a longer one gives way to it ("resurrection" to "the resurrection of the dead", "heaven" to "treasure
 * in heaven"); passages known by name come first, then subjects and people in the order the question names them.
 */
export function keySubjectsIn(question: string): KeySubject[] {
  return keySubjectsFound(question).subjects;
}

// Words that say nothing of what a question is about, for telling how much of it its key subjects name.
const NOT_THE_SUBJECT = new Set(
  [...QUESTION_WORDS, ...`explain mean means meaning teach teaches taught verse verses passage passages talk talks speak speaks happened happen
  happens story stories tell told read jesus christ lord god bible scripture know learn show give`.split(/\s+/)].map(stem),
);
// A question's "I", "me" and "my" are compared as one word (PERSONS), and say as little; so do the words of
// coping with something ("How should I respond when people insult me?" is about insults).
for (const word of ['one', 'oneself', ...'respond react deal handle cope feel felt like people someone others help want need'.split(' ')]) NOT_THE_SUBJECT.add(stem(word));

/**
 * The key subjects a question names (as keySubjectsIn) and the share of its words that name them: "What does
 * the Bible say about anger?" is all anger (1), "What happened when Jesus healed the man born blind?" names
 * healing by one word of four (0.25), a story rather than the subject.
 */
export function keySubjectsFound(question: string): { subjects: KeySubject[]; coverage: number } {
  let text = question;
  for (const pattern of ASKING_THE_BIBLE) text = text.replace(pattern, ' ');
  const stems = stemsOf(text);
  const kept = namesAmong(stems, text);
  const order: Record<KeySubjectKind, number> = { 'named passage': 0, topic: 1, person: 1 };
  // Where something happens names less than what happens: "Why do we sing in church?", "I serve at church and
  // nobody notices", "Should I speak up when I see something wrong at work?". A subject named after "at", "in"
  // or "on" comes after the others the question names (alone, it stays).
  const atPlace = (start: number) => stems[start - 1] === 'at' || (['one', 'the'].includes(stems[start - 1] ?? '') && stems[start - 2] === 'at');
  const rank = (match: { subject: KeySubject; start: number }) => order[match.subject.kind] + (match.subject.kind === 'topic' && atPlace(match.start) ? 1 : 0);
  kept.sort((a, b) => rank(a) - rank(b) || a.start - b.start || b.end - b.start - (a.end - a.start));
  const stories = storiesIn(stems);
  const storyWords = new Set(stories.flatMap((story) => story.key));
  // The words a name takes count whatever they are ("God's will"); of the others, those that could name something.
  const isNamed = (word: string, at: number) => storyWords.has(word) || kept.some((match) => match.start <= at && at < match.end);
  const named = stems.filter(isNamed).length;
  const unnamed = stems.filter((word, at) => !NOT_THE_SUBJECT.has(word) && !isNamed(word, at)).length;
  const byName = kept.filter((match) => match.subject.kind === 'named passage').map((match) => match.subject);
  const others = kept.filter((match) => match.subject.kind !== 'named passage').map((match) => match.subject);
  return { subjects: [...new Set([...byName, ...stories.map((story) => story.subject), ...others])], coverage: named + unnamed === 0 ? 1 : named / (named + unnamed) };
}

/** The names of key subjects among a text's stems, where they stand; a name inside a longer one gives way to it. */
function namesAmong(stems: readonly string[], text: string): { subject: KeySubject; start: number; end: number }[] {
  const found: { subject: KeySubject; start: number; end: number; size: number; exact: boolean }[] = [];
  stems.forEach((first, start) => {
    for (const name of NAMES_BY_FIRST_STEM.get(first) ?? []) {
      if (name.written && !name.written.test(text)) continue;
      const end = endOfName(stems, start, name.stems);
      if (end === null) continue;
      if (name.subject.kind === 'person' && SPEAKING_STEMS.has(stems[end] ?? '')) continue;
      found.push({ subject: name.subject, start, end, size: name.stems.length, exact: end - start === name.stems.length });
    }
  });
  // A name gives way to a longer one (of more words) that takes in its words, but not to one read with a word
  // between its words: "raise Lazarus from the dead" does not take "raise Lazarus" away.
  return found.filter((match) => !found.some((other) => other.exact && other.size > match.size && other.start <= match.start && match.end <= other.end));
}

/**
 * Where a name of several words ends when it starts at `start`: its words in order, with at most one word of the
 * question between two of them, a word that could name something ("my grown daughter" names what "my daughter"
 * does, "lost my new job" what "lost my job" does); null when they are not there.
 */
function endOfName(stems: readonly string[], start: number, name: readonly string[]): number | null {
  let at = start;
  let skipped = false;
  for (const [offset, word] of name.entries()) {
    if (stems[at] !== word) {
      const between = stems[at] ?? '';
      // The word between says what the name's words are ("new", "grown"), not what the question asks ("about").
      if (offset === 0 || skipped || stems[at + 1] !== word || JOINING_WORDS.has(between) || NOT_THE_SUBJECT.has(between)) return null;
      skipped = true;
      at++;
    }
    at++;
  }
  return at;
}

// In a question, God's names say little of what it asks about; in a term they are half of it: "the Lord of
// hosts" is not hospitality's "hosts", nor "the Lamb of God" a lamb.
const DIVINE_NAMES = new Set(['lord', 'god', 'jesus', 'christ'].map(stem));

/**
 * Whether one key subject's name says all of a term ("the fear of the Lord", "grace"), its words that could name
 * something at least: "the mercy seat" is not mercy, nor "the unforgivable sin" sin, nor "the Feast of
 * Tabernacles" the tabernacle and a feast.
 */
export function namesWholly(term: string): boolean {
  const stems = stemsOf(term);
  const telling = stems.flatMap((word, at) => ((NOT_THE_SUBJECT.has(word) && !DIVINE_NAMES.has(word)) || JOINING_WORDS.has(word) ? [] : [at]));
  if (telling.length === 0) return true;
  return namesAmong(stems, term).some((match) => telling.every((at) => match.start <= at && at < match.end));
}

/** The stories whose words a question uses, each by its key of the most words, those of the most words first. */
function storiesIn(stems: readonly string[]): { subject: KeySubject; key: string[] }[] {
  const present = new Set(stems);
  const found: { subject: KeySubject; key: string[] }[] = [];
  for (const story of STORIES) {
    let best: string[] | undefined;
    for (const key of story.keys) if (key.length > (best?.length ?? 0) && key.every((word) => present.has(word))) best = key;
    if (best) found.push({ subject: story.subject, key: best });
  }
  return found.sort((a, b) => b.key.length - a.key.length).slice(0, STORIES_MAX);
}

/**
 * The passages a question names, longest name first, as spans: the first reference of each passage, then
 * their parallels ("the Lord's Prayer": Matthew 6:9-13, then Luke 11:2-4).
 */
export function namedPassagesIn(question: string): { names: string[]; spans: VerseSpan[] } {
  const found = keySubjectsIn(question).filter((subject) => subject.kind === 'named passage');
  const firsts = found.flatMap((passage) => passage.references[0] ?? []);
  const parallels = found.flatMap((passage) => passage.references.slice(1).flat());
  return { names: found.map((passage) => passage.name), spans: [...firsts, ...parallels] };
}

/** The books a question keeps to, and the question without the words that said so. */
export interface BooksAsked {
  /** As the question names them: "1 Corinthians", "the Gospels". */
  name: string;
  bookIds: number[];
  /** The question with the naming words left out, for the words that name its subject. */
  rest: string;
}

const range = (first: number, last: number) => Array.from({ length: last - first + 1 }, (_, index) => first + index);
const GOSPELS = range(40, 43);
const PAULS_LETTERS = range(45, 57);

// Book names that are also common words are taken as books only when capitalized ("in Acts", not "in acts of").
const WORDLIKE_BOOKS = new Set(['Acts', 'Numbers', 'Judges', 'Job', 'Mark', 'Lamentations', 'Revelation']);
const ORDINALS: Readonly<Record<string, string>> = { first: '1', second: '2', third: '3', i: '1', ii: '2', iii: '3' };
const BOOK_NAMES = BIBLE_BOOKS.flatMap((book) => [book.name, ...(book.name === 'Psalms' ? ['Psalm'] : []), ...(book.name === 'Revelation' ? ['Revelations'] : [])])
  .sort((a, b) => b.length - a.length)
  .map((name) => name.replace(/^([123]) /, '(?:$1|first|second|third|i{1,3})(?:st|nd|rd)? ?').replace(/ /g, '\\s+'));
// "the" only before a qualifier or the Psalms: "in the exodus" names an event, not the book.
const BOOK = `(?:(?:the\\s+)?(?:book\\s+of\\s+|gospel\\s+(?:of|according\\s+to)\\s+|(?:letter|epistle)s?\\s+(?:of|to)\\s+(?:the\\s+)?)|the\\s+(?=psalms?\\b|proverbs\\b))?(${BOOK_NAMES.join('|')})(?:'s\\s+gospel)?`;
const SPEAKING = '(?:say|says|said|teach|teaches|taught|tell|tells|told|prophesy|prophesies|prophesied|write|writes|wrote|mean|means|describe|describes|described|portray|portrays|portrayed|show|shows|showed)';
const BOOK_PATTERNS = [new RegExp(`\\baccording\\s+to\\s+${BOOK}\\b`, 'gi'), new RegExp(`\\bin\\s+${BOOK}\\b`, 'gi'), new RegExp(`\\b${BOOK}\\s+${SPEAKING}\\b`, 'gi')];
const SECTIONS: readonly { name: string; pattern: RegExp; bookIds: number[] }[] = [
  { name: 'the Gospels', pattern: /\b(?:in|according\s+to)\s+(?:the\s+)?gospels\b|\bthe\s+gospels\s+say\b/i, bookIds: GOSPELS },
  { name: 'the Gospels', pattern: new RegExp(`\\b(?:jesus|christ)\\s+${SPEAKING}\\b`, 'i'), bookIds: GOSPELS },
  { name: "Paul's letters", pattern: new RegExp(`\\b(?:(?:in|according\\s+to)\\s+(?:the\\s+)?(?:epistles|paul's\\s+letters|letters\\s+of\\s+paul)|paul\\s+${SPEAKING})\\b`, 'i'), bookIds: PAULS_LETTERS },
  { name: 'the Old Testament', pattern: /\b(?:in|according\s+to)\s+the\s+old\s+testament\b/i, bookIds: range(1, 39) },
  { name: 'the New Testament', pattern: /\b(?:in|according\s+to)\s+the\s+new\s+testament\b/i, bookIds: range(40, 66) },
];

function bookWritten(written: string) {
  const name = written.replace(/\s+/g, ' ').toLowerCase();
  const alias = name === 'psalm' ? 'psalms' : name === 'revelations' ? 'revelation' : name;
  return BIBLE_BOOKS.find((candidate) => candidate.name.toLowerCase() === alias);
}

/** The book a question keeps to ("What does James say about faith?"), else the section, else null. */
export function booksAskedIn(question: string): BooksAsked | null {
  for (const pattern of BOOK_PATTERNS) {
    for (const match of question.matchAll(pattern)) {
      const written = match[1] ?? '';
      const book = bookWritten(written) ?? bookWritten(written.replace(/^(first|second|third|iii|ii|i|[123])(?:st|nd|rd)?\s*/i, (_, ordinal: string) => `${ORDINALS[ordinal.toLowerCase()] ?? ordinal} `));
      if (!book || (WORDLIKE_BOOKS.has(book.name) && !written.startsWith(book.name.slice(0, 1)))) continue;
      return { name: book.name, bookIds: [book.id], rest: question.replace(match[0], ' ') };
    }
  }
  for (const section of SECTIONS) {
    const match = section.pattern.exec(question);
    if (match) return { name: section.name, bookIds: section.bookIds, rest: question.replace(match[0], ' ') };
  }
  return null;
}
