// Nave's Topical Bible from Debian's sword-dict-naves (SWORD module Nave). Each `$$$TOPIC` entry is
// `<entryFree n="TOPIC"><def>` followed by sections that start with `<lb/>` ("→ General scriptures
// concerning", "1. Son of Adam"), each with `<ref osisRef="Gen.4.1-Gen.4.15">` references and an optional
// `<list><item>` of sub-entries; `<ref target="Nave:OTHER">` points at another topic ("See OTHER").
import type { VerseRange } from '../../db/seed/bible-data';
import { normalizeBookName } from '../../db/seed/bible-data';
import type { BookDef } from './books';
import type { ImpEntry } from './imp';
import { collapseSpaces, decodeEntities } from './markup';

export interface NavesItem {
  label: string;
  refs: VerseRange[];
}

export interface NavesSection extends NavesItem {
  items: NavesItem[];
}

export interface NavesTopic {
  name: string;
  original: string;
  seeAlso: string[];
  sections: NavesSection[];
}

export type DropReason = 'nonCanonicalBook' | 'noSuchChapter' | 'noSuchVerse' | 'badRange' | 'unparsable';

export interface NavesReport {
  topics: number;
  topicsWithRefs: number;
  /** `osisRef` attributes read (after the repairs below). */
  refsRead: number;
  /** Verse ranges kept: a reference across chapters becomes one range per chapter. */
  rangesKept: number;
  /** Ranges kept by topic after removing duplicates inside the topic. */
  distinctTopicRanges: number;
  dropped: Record<DropReason, number>;
  droppedExamples: string[];
  /** References whose end lay past the chapter's last verse: the end is set to the last verse. */
  clampedEnds: string[];
  /** References rewritten because the source's markup had split them (see `repairRefs`). */
  repaired: number;
  repairedExamples: string[];
  /** "See X" targets that name no topic. */
  unresolvedSeeAlso: string[];
}

type BookLookup = (name: string) => BookDef | undefined;

function bookLookups(books: readonly BookDef[]): { byOsis: BookLookup; byAbbreviation: BookLookup } {
  const osis = new Map(books.map((book) => [book.osis, book]));
  const names = new Map<string, BookDef>();
  for (const book of books) {
    for (const name of [book.name, ...book.abbreviations]) names.set(normalizeBookName(name), book);
  }
  return { byOsis: (name) => osis.get(name), byAbbreviation: (name) => names.get(normalizeBookName(name)) };
}

/** "3:9,10-12; 4:1; 5" -> refs to B.3.9, B.3.10-B.3.12, B.4.1 and the whole of chapter 5. */
function refsMarkup(osis: string, chapterVerses: string): string {
  const refs: string[] = [];
  for (const part of chapterVerses.split(';')) {
    const [chapter, verses] = part.trim().split(':');
    const ranges = verses === undefined ? [`${osis}.${chapter}`] : verses.split(',').map((piece) => {
      const [from, to] = piece.trim().split('-');
      return to ? `${osis}.${chapter}.${from}-${osis}.${chapter}.${to}` : `${osis}.${chapter}.${from}`;
    });
    refs.push(...ranges.map((ref) => `<ref osisRef="${ref}">${part.trim()}</ref>`));
  }
  return refs.join(', ');
}

const VERSE_LIST = String.raw`\d+(?:-\d+)?(?:,\s?\d+(?:-\d+)?)*`;

/**
 * Three kinds of references came out of the module's conversion wrong, and are rewritten before parsing:
 * - A one-chapter book cited with its verses after the link: `<ref osisRef="Jude.1.1">Jude 1</ref>:14,15`
 *   means Jude 1:14-15, not 1:1.
 * - A name followed by a numbered book: `Son of <ref osisRef="Mic.2">Micah 2</ref>Ch 34:20` means "Son of
 *   Micah, 2 Chronicles 34:20", not Micah 2.
 * - References left as plain text, mostly after a king's numeral: `Herod Agrippa II Ac 25:13-27; 26`.
 */
function repairRefs(xml: string, byAbbreviation: BookLookup, report: NavesReport): string {
  const oneChapter = new RegExp(String.raw`<ref osisRef="([1-3]?[A-Za-z]+)\.1(?:\.1)?">[^<]*?\b1</ref>:(${VERSE_LIST})`, 'g');
  const nameThenBook = new RegExp(
    String.raw`<ref osisRef="[^"]*">([^<]*?)\s*([1-3])</ref>([A-Z][a-z]{0,2}) (\d+:${VERSE_LIST}(?:;\s?\d+:${VERSE_LIST})*)`,
    'g',
  );
  const note = (whole: string) => {
    report.repaired += 1;
    if (report.repairedExamples.length < 8) report.repairedExamples.push(whole);
  };
  let repaired = xml.replace(oneChapter, (whole, osis: string, verses: string) => {
    note(whole);
    return refsMarkup(osis, `1:${verses}`);
  });
  repaired = repaired.replace(nameThenBook, (whole, name: string, number: string, abbreviation: string, chapterVerses: string) => {
    const book = byAbbreviation(`${number}${abbreviation}`);
    if (!book) return whole;
    note(whole);
    return `${name} ${refsMarkup(book.osis, chapterVerses)}`;
  });
  // Plain-text references, outside any element: "Ac 25:13-27; 26" where "Ac" is a known abbreviation.
  const unlinked = new RegExp(String.raw`(?<![a-z])([1-3]?[A-Z][a-z]{1,3}) (\d+:${VERSE_LIST}(?:;\s?\d+(?::${VERSE_LIST})?)*)`, 'g');
  return repaired
    .split(/(<ref\b[^>]*>[\s\S]*?<\/ref>|<[^>]*>)/)
    .map((part, index) => {
      if (index % 2 === 1) return part; // markup
      return part.replace(unlinked, (whole, abbreviation: string, chapterVerses: string) => {
        const book = byAbbreviation(abbreviation);
        if (!book) return whole;
        note(whole);
        return refsMarkup(book.osis, chapterVerses);
      });
    })
    .join('');
}

interface Resolver {
  resolve(osisRef: string, context: string): VerseRange[];
}

function makeResolver(byOsis: BookLookup, verseCountsByBook: ReadonlyMap<number, number[]>, report: NavesReport): Resolver {
  const drop = (reason: DropReason, osisRef: string, context: string): VerseRange[] => {
    report.dropped[reason] += 1;
    if (report.droppedExamples.length < 40) report.droppedExamples.push(`${context}: ${osisRef} (${reason})`);
    return [];
  };
  return {
    resolve(osisRef, context) {
      report.refsRead += 1;
      const parts = osisRef.split('-').map((part) => /^([1-3]?[A-Za-z]+)\.(\d+)(?:\.(\d+))?$/.exec(part));
      const [start, end] = parts;
      if (!start || parts.length > 2 || (parts.length === 2 && !end)) return drop('unparsable', osisRef, context);
      const book = byOsis(start[1] ?? '');
      if (!book) return drop('nonCanonicalBook', osisRef, context);
      const verseCounts = verseCountsByBook.get(book.id) ?? [];
      const startChapter = Number(start[2]);
      const startCount = verseCounts[startChapter - 1];
      if (startCount === undefined || startChapter < 1) return drop('noSuchChapter', osisRef, context);
      const startVerse = start[3] === undefined ? 1 : Number(start[3]);
      if (startVerse < 1 || startVerse > startCount) return drop('noSuchVerse', osisRef, context);
      let endChapter = startChapter;
      let endVerse = start[3] === undefined ? startCount : startVerse;
      if (end) {
        if (end[1] !== start[1]) return drop('badRange', osisRef, context);
        endChapter = Number(end[2]);
        const endCount = verseCounts[endChapter - 1];
        if (endCount === undefined) return drop('noSuchChapter', osisRef, context);
        endVerse = end[3] === undefined ? endCount : Number(end[3]);
        if (endVerse > endCount) {
          report.clampedEnds.push(`${context}: ${osisRef}`);
          endVerse = endCount;
        }
      }
      if (endChapter < startChapter || (endChapter === startChapter && endVerse < startVerse)) {
        return drop('badRange', osisRef, context);
      }
      const ranges: VerseRange[] = [];
      for (let chapter = startChapter; chapter <= endChapter; chapter += 1) {
        ranges.push({
          bookId: book.id,
          chapter,
          verseStart: chapter === startChapter ? startVerse : 1,
          verseEnd: chapter === endChapter ? endVerse : (verseCounts[chapter - 1] ?? 1),
        });
      }
      report.rangesKept += ranges.length;
      return ranges;
    },
  };
}

/** Text without tags. Some entities are escaped twice in the module ("&amp;gt;"), hence two decodings. */
function plain(xml: string): string {
  return collapseSpaces(decodeEntities(decodeEntities(xml.replace(/<[^>]*>/g, ' '))));
}

/**
 * The label of a section or item: its text before the first verse reference (a "See X" link reads as its
 * text), without the "→" bullet or stray leading punctuation. All-capital labels are proper-cased.
 */
function labelOf(xml: string): string {
  const beforeRefs = xml.split(/<ref\b[^>]*\bosisRef=/)[0] ?? '';
  const text = plain(beforeRefs)
    .replace(/^[→\s.,;:]+/, '')
    .replace(/[\s,;:—–-]+$/, '');
  return /[a-z]/.test(text) ? text : properCaseTopic(text);
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** "FAITH" -> "Faith", "LORD'S SUPPER" -> "Lord's Supper", "BEN-DEKAR (R. V.)" -> "Ben-Dekar (R. V.)". */
export function properCaseTopic(name: string): string {
  if (/[a-z]/.test(name)) return name;
  let first = true;
  return name.replace(/[A-Z]+(?:'[A-Z]*)?\.?/g, (word, offset: number) => {
    const isFirst = first;
    first = false;
    const previous = name[offset - 1];
    if (/^[A-Z]\.$/.test(word) || /^(?:I|II|III|IV)$/.test(word)) return word; // initials, numerals
    const lower = word.toLowerCase();
    if (!isFirst && previous === ' ' && SMALL_WORDS.has(lower)) return lower;
    return lower.charAt(0).toUpperCase() + lower.slice(1);
  });
}

function dedupe(refs: VerseRange[]): VerseRange[] {
  const seen = new Set<string>();
  return refs.filter((ref) => {
    const key = `${ref.bookId}.${ref.chapter}.${ref.verseStart}.${ref.verseEnd}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

interface Unit {
  label: string;
  refs: VerseRange[];
  targets: string[];
}

function readUnit(xml: string, resolver: Resolver, context: string): Unit {
  const refs: VerseRange[] = [];
  for (const match of xml.matchAll(/<ref\b[^>]*\bosisRef="([^"]*)"/g)) refs.push(...resolver.resolve(match[1] ?? '', context));
  const targets = [...xml.matchAll(/<ref\b[^>]*\btarget="Nave:([^"]*)"/g)].map((match) => match[1] ?? '');
  const label = labelOf(xml);
  // "See >GOD, GOODNESS OF" without a link: the text names the target.
  if (targets.length === 0 && refs.length === 0 && /^See\b/.test(label)) targets.push(label.replace(/^See\W*/, '').toUpperCase());
  return { label, refs: dedupe(refs), targets };
}

/**
 * The topic a "See X" points at. Nave's targets often name a topic loosely: "JESUS" for "JESUS, THE CHRIST",
 * "MINISTERS" for "MINISTER, CHRISTIAN", "ASS" for "ASS (DONKEY)", "AFFLICTION" for "AFFLICTIONS AND
 * ADVERSITIES", "GOD, PROVIDENCE OF" for a sub-entry of "GOD".
 */
export function resolveTarget(target: string, keys: readonly string[]): string | undefined {
  const wanted = collapseSpaces(target);
  const variants = [wanted];
  if (wanted.endsWith('IES')) variants.push(`${wanted.slice(0, -3)}Y`);
  if (wanted.endsWith('ES')) variants.push(wanted.slice(0, -2));
  if (wanted.endsWith('S')) variants.push(wanted.slice(0, -1));
  else variants.push(`${wanted}S`, `${wanted}ES`);
  const exact = variants.find((variant) => keys.includes(variant));
  if (exact !== undefined) return exact;
  for (const variant of variants) {
    const key = keys.find((k) => k.startsWith(`${variant},`) || k.startsWith(`${variant} (`) || k.startsWith(`${variant} AND `));
    if (key !== undefined) return key;
  }
  const comma = wanted.indexOf(',');
  return comma > 0 ? resolveTarget(wanted.slice(0, comma), keys) : undefined;
}

/** A pointer to other topics and nothing else: "See ENEMY", "OF GOD, LOVE OF". */
const isPointer = (unit: Unit, items: readonly NavesItem[]) => unit.targets.length > 0 && unit.refs.length === 0 && items.length === 0;

export interface NavesResult {
  topics: NavesTopic[];
  report: NavesReport;
}

/** `verseCounts` maps a book id to its verses per chapter (KJV), against which references are resolved. */
export function convertNaves(entries: readonly ImpEntry[], books: readonly BookDef[], verseCounts: ReadonlyMap<number, number[]>): NavesResult {
  const report: NavesReport = {
    topics: 0,
    topicsWithRefs: 0,
    refsRead: 0,
    rangesKept: 0,
    distinctTopicRanges: 0,
    dropped: { nonCanonicalBook: 0, noSuchChapter: 0, noSuchVerse: 0, badRange: 0, unparsable: 0 },
    droppedExamples: [],
    clampedEnds: [],
    repaired: 0,
    repairedExamples: [],
    unresolvedSeeAlso: [],
  };
  const { byOsis, byAbbreviation } = bookLookups(books);
  const resolver = makeResolver(byOsis, verseCounts, report);
  const keys = entries.map((entry) => entry.key);
  const topics = new Map<string, NavesTopic>();
  for (const entry of entries) {
    const def = /<def>([\s\S]*)<\/def>/.exec(entry.text)?.[1] ?? entry.text;
    const xml = repairRefs(def, byAbbreviation, report);
    // SIN and REVERENCE come as two entries each: they are merged.
    const topic = topics.get(entry.key) ?? { name: properCaseTopic(entry.key), original: entry.key, seeAlso: [], sections: [] };
    topics.set(entry.key, topic);
    const addSeeAlso = (targets: string[]) => {
      for (const target of targets) {
        const key = resolveTarget(target, keys);
        if (key === undefined) report.unresolvedSeeAlso.push(`${entry.key} -> ${target}`);
        else if (key !== entry.key && !topic.seeAlso.includes(properCaseTopic(key))) topic.seeAlso.push(properCaseTopic(key));
      }
    };
    for (const chunk of xml.split(/<lb\s*\/>/)) {
      const itemXml = [...chunk.matchAll(/<item\b[^>]*>([\s\S]*?)<\/item>/g)].map((match) => match[1] ?? '');
      const headXml = chunk.replace(/<item\b[^>]*>[\s\S]*?<\/item>/g, ' ').replace(/<\/?list\b[^>]*>/g, ' ');
      const items: NavesItem[] = [];
      for (const unit of itemXml.map((item) => readUnit(item, resolver, entry.key))) {
        addSeeAlso(unit.targets);
        if (!isPointer(unit, []) && (unit.refs.length > 0 || unit.label)) items.push({ label: unit.label, refs: unit.refs });
      }
      const head = readUnit(headXml, resolver, entry.key);
      addSeeAlso(head.targets);
      const pointedElsewhere = itemXml.length > 0 && items.length === 0;
      if (isPointer(head, items) || (head.refs.length === 0 && items.length === 0 && (pointedElsewhere || !head.label))) continue;
      topic.sections.push({ label: head.label, refs: head.refs, items });
    }
  }
  for (const topic of topics.values()) {
    const distinct = dedupe(topic.sections.flatMap((section) => [...section.refs, ...section.items.flatMap((item) => item.refs)]));
    report.distinctTopicRanges += distinct.length;
    if (distinct.length > 0) report.topicsWithRefs += 1;
  }
  report.topics = topics.size;
  return { topics: [...topics.values()], report };
}
