// What a question names besides references: a passage known by name ("the Beatitudes", "the armor of God").
// Matching is on words, case aside, with "the" optional and British and American spellings alike, so "armour of
// God", "The Armor of God" and "the whole armour of God" all name Ephesians 6. And the part of the Bible a
// question keeps to: "according to 1 Corinthians", "in the Psalms", "what does James say", "Jesus said".
import { BIBLE_BOOKS } from '../../contracts/bible-books';
import { findWrittenReferences, type VerseSpan } from '../../contracts/scripture-references';
import { NAMED_PASSAGES, type NamedPassage } from '../bible/named-passages';

const SPELLINGS: Readonly<Record<string, string>> = { armour: 'armor', labourers: 'laborers', neighbour: 'neighbor', saviour: 'savior', honour: 'honor' };

/** The words of a text as compared: lower case, apostrophes dropped, "the" left out, one spelling for each word. */
export function comparableWords(text: string): string {
  const words = text.toLowerCase().replace(/[’']/g, '').match(/[\p{L}\p{N}]+/gu) ?? [];
  return words
    .filter((word) => word !== 'the')
    .map((word) => SPELLINGS[word] ?? word)
    .join(' ');
}

interface NameOfPassage {
  words: string;
  passage: NamedPassage;
}

const NAMES: readonly NameOfPassage[] = NAMED_PASSAGES.flatMap((passage) =>
  [passage.name, ...passage.aliases].map((name) => ({ words: comparableWords(name), passage })),
)
  .filter((name) => name.words.length > 0)
  // The longest name first: "the parable of the lost sheep" is found before "lost sheep" would be.
  .sort((a, b) => b.words.length - a.words.length);

const spansOfPassage = new Map(NAMED_PASSAGES.map((passage) => [passage, passage.references.map((reference) => findWrittenReferences(reference).flatMap((found) => found.spans))]));

/**
 * The passages a question names, longest name first, as spans: the first reference of each passage, then
 * their parallels ("the Lord's Prayer": Matthew 6:9-13, then Luke 11:2-4).
 */
export function namedPassagesIn(question: string): { names: string[]; spans: VerseSpan[] } {
  const asked = ` ${comparableWords(question)} `;
  const found: NamedPassage[] = [];
  for (const name of NAMES) {
    if (!found.includes(name.passage) && asked.includes(` ${name.words} `)) found.push(name.passage);
  }
  const referencesOf = found.map((passage) => spansOfPassage.get(passage) ?? []);
  const firsts = referencesOf.flatMap((references) => references[0] ?? []);
  const parallels = referencesOf.flatMap((references) => references.slice(1).flat());
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
const SPEAKING = '(?:say|says|said|teach|teaches|taught|tell|tells|told|prophesy|prophesies|prophesied|write|writes|wrote|mean|means)';
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
