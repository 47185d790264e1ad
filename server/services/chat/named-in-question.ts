// What a question names besides references: a passage known by name ("the Beatitudes", "the armor of God").
// Matching is on words, case aside, with "the" optional and British and American spellings alike, so "armour of
// God", "The Armor of God" and "the whole armour of God" all name Ephesians 6.
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
