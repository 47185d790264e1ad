// Strong's numbers for the words of the KJV we ship, from Debian's sword-text-kjv (SWORD module
// engKJV2006eb: `<w lemma="strong:G0025">loved</w>` in OSIS markup), and Strong's Greek and Hebrew
// dictionaries (sword-dict-strongs-greek, sword-dict-strongs-hebrew). The module's text is the 1769 KJV
// too, but its spelling and punctuation are not always ours: its words are matched to the words of
// db/seed/kjv.tsv.gz one verse at a time (the longest common run of words, case and punctuation aside), and
// a word of ours without a match carries no number. See docs/bible-data.md, "Study tools".
import type { Verse } from '../../db/seed/bible-data';
import type { BookDef } from './books';
import type { ImpEntry } from './imp';
import { decodeEntities } from './markup';

/** A run of words of our verse text (indexes into `text.split(' ')`, inclusive) and its Strong's numbers. */
export interface StrongsSpan {
  first: number;
  last: number;
  numbers: string[];
}

export interface StrongsVerse {
  bookId: number;
  chapter: number;
  verse: number;
  spans: StrongsSpan[];
}

export interface StrongsReport {
  versesInModule: number;
  /** Verses whose words (case and punctuation aside) are exactly ours. */
  identicalVerses: number;
  /** Verses whose words differ somewhere, as "John 1:1: ours 'x y' / module 'x z'" (first differences). */
  differingVerses: string[];
  taggedWordsInModule: number;
  /** Tagged words of the module that found no word of ours. */
  unmatchedTaggedWords: number;
}

/** "G0025" -> "G25", "h07225" -> "H7225"; undefined for anything else. */
export function normalizeStrongs(value: string): string | undefined {
  const match = /^([GHgh])0*([1-9]\d{0,4})$/.exec(value.trim());
  return match ? `${match[1]?.toUpperCase()}${match[2]}` : undefined;
}

interface ModuleWord {
  /** Lower-case letters only: what is compared. */
  key: string;
  text: string;
  /** The `<w>` element the word sits in (-1: none), so the words of one element stay one span. */
  element: number;
  numbers: string[];
}

/** Letters only, lower case: "LORD'S," -> "lords", "loving-kindness" -> "lovingkindness", "Cæsar" -> "caesar". */
export const wordKey = (word: string): string =>
  word.toLowerCase().replace(/æ/g, 'ae').replace(/œ/g, 'oe').replace(/[^a-z]/g, '');

/** The words of one verse entry of the module, each with the `<w>` it sits in and that element's numbers. */
export function moduleWords(xml: string): ModuleWord[] {
  let text = xml;
  const chapterEnd = text.search(/<chapter\b[^>]*\beID=/);
  if (chapterEnd !== -1) text = text.slice(0, chapterEnd);
  text = text.replace(/<note\b[^>]*\/>|<note\b[^>]*>[\s\S]*?<\/note>/g, ' ').replace(/<title\b[^>]*>[\s\S]*?<\/title>/g, ' ');
  const words: ModuleWord[] = [];
  let element = -1;
  let numbers: string[] = [];
  let elements = 0;
  let glued = false; // the next text continues the last word (no space between)
  for (const match of text.matchAll(/<(\/?)([A-Za-z][\w:-]*)([^>]*)>|([^<]+)/g)) {
    const [, closing, tag, attributes = '', chunk] = match;
    if (chunk === undefined) {
      if (tag === 'w' && !closing && !attributes.endsWith('/')) {
        element = elements++;
        numbers = [...attributes.matchAll(/strong:([GH]\d+)/g)].flatMap((m) => normalizeStrongs(m[1] ?? '') ?? []);
      } else if (tag === 'w' && closing) {
        element = -1;
        numbers = [];
      } else if (!['transChange', 'divineName', 'q', 'seg', 'foreign', 'hi'].includes(tag ?? '')) {
        glued = false; // a line, a paragraph, a milestone separates words
      }
      continue;
    }
    // `\nd` and `\+nd*` are USFM markers the module's conversion left in 51 verses.
    const plain = decodeEntities(chunk).replace(/¶/g, ' ').replace(/\\\+?nd\*?/g, ' ');
    const pieces = plain.split(/(\s+)/);
    for (const piece of pieces) {
      if (piece === '') continue;
      if (/^\s+$/.test(piece)) {
        glued = false;
        continue;
      }
      const last = words.at(-1);
      if (glued && last) {
        last.text += piece;
        last.key = wordKey(last.text);
        if (last.element === -1 && element !== -1) Object.assign(last, { element, numbers });
      } else {
        words.push({ key: wordKey(piece), text: piece, element, numbers });
      }
      glued = true;
    }
  }
  return words.filter((word) => word.key !== '');
}

/**
 * Joins two words of the module that are one word of ours ("who soever" -> "whosoever", "shew bread" ->
 * "shewbread") when one of the two is not a word of our verse by itself.
 */
export function joinSplitWords(theirs: ModuleWord[], ourKeys: readonly string[]): ModuleWord[] {
  const ours = new Set(ourKeys);
  const joined: ModuleWord[] = [];
  for (let j = 0; j < theirs.length; j++) {
    const word = theirs[j] as ModuleWord;
    const next = theirs[j + 1];
    if (next && ours.has(word.key + next.key) && !(ours.has(word.key) && ours.has(next.key))) {
      // "who soever" is G3739 and G1437: the joined word carries both.
      const numbers = [...new Set([...word.numbers, ...next.numbers])];
      const element = word.numbers.length > 0 ? word.element : next.element;
      joined.push({ key: word.key + next.key, text: `${word.text} ${next.text}`, element, numbers });
      j++;
    } else joined.push(word);
  }
  return joined;
}

/**
 * Where the two differ between matched words by the same number of words on each side ("sope" / "soap",
 * "Abida" / "Abidah"), those words are paired in order: they are the same words spelled otherwise.
 */
function pairGaps(pairs: [number, number][], ourCount: number, theirCount: number, ourKeys: readonly string[]): [number, number][] {
  const all: [number, number][] = [];
  let i = 0;
  let j = 0;
  for (const [a, b] of [...pairs, [ourCount, theirCount] as [number, number]]) {
    const ourGap: number[] = [];
    for (let k = i; k < a; k++) if (ourKeys[k] !== '') ourGap.push(k);
    if (ourGap.length > 0 && ourGap.length === b - j) ourGap.forEach((k, offset) => all.push([k, j + offset]));
    if (a < ourCount) all.push([a, b]);
    i = a + 1;
    j = b + 1;
  }
  return all;
}

/** Pairs of indexes (ours, theirs) of the longest common subsequence of two key lists. */
function matchWords(ours: readonly string[], theirs: readonly string[]): [number, number][] {
  const n = ours.length;
  const m = theirs.length;
  const table = Array.from({ length: n + 1 }, () => new Uint16Array(m + 1));
  for (let i = n - 1; i >= 0; i--) {
    const row = table[i] as Uint16Array;
    const below = table[i + 1] as Uint16Array;
    for (let j = m - 1; j >= 0; j--) {
      row[j] = ours[i] !== '' && ours[i] === theirs[j] ? (below[j + 1] ?? 0) + 1 : Math.max(below[j] ?? 0, row[j + 1] ?? 0);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < n && j < m; ) {
    if (ours[i] !== '' && ours[i] === theirs[j]) pairs.push([i++, j++]);
    else if ((table[i + 1]?.[j] ?? 0) >= (table[i]?.[j + 1] ?? 0)) i++;
    else j++;
  }
  return pairs;
}

function describeDifference(name: string, ours: readonly string[], theirs: readonly string[], pairs: [number, number][]): string {
  // The first stretch where the two differ, with the matched words around it.
  let i = 0;
  let j = 0;
  for (const [a, b] of pairs) {
    if (a !== i || b !== j) break;
    i++;
    j++;
  }
  const next = pairs.find(([a, b]) => a >= i && b >= j) ?? [ours.length, theirs.length];
  return `${name}: ours "${ours.slice(i, next[0]).join(' ')}" / module "${theirs.slice(j, next[1]).join(' ')}"`;
}

/**
 * Aligns the module's tagged words to our KJV verses. `kjv` is the verse list of db/seed/kjv.tsv.gz.
 */
export function convertKjvStrongs(entries: readonly ImpEntry[], books: readonly BookDef[], kjv: readonly Verse[]): { verses: StrongsVerse[]; report: StrongsReport } {
  const bySwordName = new Map(books.map((book) => [book.swordName, book]));
  const byId = new Map(books.map((book) => [book.id, book]));
  const markup = new Map<string, string>();
  for (const entry of entries) {
    const match = /^(.+) (\d+):(\d+)$/.exec(entry.key);
    const book = match ? bySwordName.get(match[1] ?? '') : undefined;
    if (!match || !book || match[2] === '0' || match[3] === '0') continue;
    markup.set(`${book.id}.${match[2]}.${match[3]}`, entry.text);
  }
  const report: StrongsReport = { versesInModule: markup.size, identicalVerses: 0, differingVerses: [], taggedWordsInModule: 0, unmatchedTaggedWords: 0 };
  const verses: StrongsVerse[] = [];
  for (const verse of kjv) {
    const xml = markup.get(`${verse.bookId}.${verse.chapter}.${verse.verse}`);
    const name = `${byId.get(verse.bookId)?.name ?? verse.bookId} ${verse.chapter}:${verse.verse}`;
    if (xml === undefined) throw new Error(`KJV with Strong's numbers lacks ${name}`);
    const ourWords = verse.text.split(' ');
    const ourKeys = ourWords.map(wordKey);
    const theirs = joinSplitWords(moduleWords(xml), ourKeys);
    const theirKeys = theirs.map((word) => word.key);
    const exact = matchWords(ourKeys, theirKeys);
    const ourNonEmpty = ourKeys.filter((key) => key !== '').length;
    if (exact.length === ourNonEmpty && exact.length === theirKeys.length) report.identicalVerses++;
    else report.differingVerses.push(describeDifference(name, ourWords.filter((_, i) => ourKeys[i] !== ''), theirs.map((w) => w.text), pairsWithoutEmpty(exact, ourKeys)));
    const pairs = pairGaps(exact, ourWords.length, theirs.length, ourKeys);
    const tagged = theirs.filter((word) => word.numbers.length > 0).length;
    report.taggedWordsInModule += tagged;
    const spans: StrongsSpan[] = [];
    let lastElement = -1;
    let matchedTagged = 0;
    for (const [i, j] of pairs) {
      const word = theirs[j];
      if (!word || word.numbers.length === 0) continue;
      matchedTagged++;
      const previous = spans.at(-1);
      if (previous && word.element === lastElement && previous.last === i - 1) previous.last = i;
      else spans.push({ first: i, last: i, numbers: word.numbers });
      lastElement = word.element;
    }
    report.unmatchedTaggedWords += tagged - matchedTagged;
    verses.push({ bookId: verse.bookId, chapter: verse.chapter, verse: verse.verse, spans });
  }
  return { verses, report };
}

/** Renumbers pairs as indexes among our non-empty words, for the report. */
function pairsWithoutEmpty(pairs: [number, number][], ourKeys: readonly string[]): [number, number][] {
  const index: number[] = [];
  let count = 0;
  for (const key of ourKeys) index.push(key === '' ? -1 : count++);
  return pairs.map(([i, j]) => [index[i] ?? 0, j]);
}

/**
 * One verse's spans as stored: a token per word of the verse text (`text.split(' ')`): its numbers ("G25",
 * "H853,H8064"), "+" when it belongs to the previous word's span ("the world": "G2889 +"), "-" for none.
 */
export function formatSpans(spans: readonly StrongsSpan[], wordCount: number): string {
  const tokens = new Array<string>(wordCount).fill('-');
  for (const span of spans) {
    tokens[span.first] = span.numbers.join(',');
    for (let i = span.first + 1; i <= span.last; i++) tokens[i] = '+';
  }
  return tokens.join(' ');
}

export interface StrongsEntry {
  /** "G26", "H2617". */
  id: string;
  /** The original word: Greek with accents, Hebrew without points (as the dictionary gives it). */
  lemma: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
}

function plainText(xml: string): string {
  return decodeEntities(xml.replace(/<lb\s*\/>/g, ' ').replace(/<[^>]+>/g, ''))
    .replace(/[{}]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s+([,.;:])/g, '$1')
    .trim();
}

/** One dictionary entry of StrongsGreek or StrongsHebrew (TEI markup). */
export function convertStrongsEntry(prefix: 'G' | 'H', entry: ImpEntry): StrongsEntry | undefined {
  const id = normalizeStrongs(`${prefix}${entry.key}`);
  if (!id || !entry.text.includes('<entryFree')) return undefined;
  const first = (pattern: RegExp) => plainText(pattern.exec(entry.text)?.[1] ?? '');
  const definition = [...entry.text.matchAll(/<def>([\s\S]*?)<\/def>/g)].map((m) => plainText(m[1] ?? '')).join(' ').trim();
  return {
    id,
    lemma: first(/<orth>([\s\S]*?)<\/orth>/),
    transliteration: first(/<orth\b[^>]*type="trans"[^>]*>([\s\S]*?)<\/orth>/),
    pronunciation: first(/<pron\b[^>]*>([\s\S]*?)<\/pron>/),
    definition,
  };
}

/** The entries of one dictionary, each number once (StrongsHebrew prints H2200 twice, the same text). */
export function convertStrongsDictionary(prefix: 'G' | 'H', entries: readonly ImpEntry[]): StrongsEntry[] {
  const byNumber = new Map<string, StrongsEntry>();
  for (const entry of entries) {
    const converted = convertStrongsEntry(prefix, entry);
    if (converted && !byNumber.has(converted.id)) byNumber.set(converted.id, converted);
  }
  return [...byNumber.values()];
}
