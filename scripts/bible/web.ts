// The World English Bible from Debian's sword-text-web (SWORD module engWEB2015eb, OSIS markup, NRSVA
// versification, with the deuterocanon, which is left out here). The verses are keyed by the KJV's
// versification; where the two differ, see `moveRomansDoxology` and docs/bible-data.md.
import type { PsalmTitle, Verse } from '../../db/seed/bible-data';
import type { BookDef } from './books';
import type { ImpEntry } from './imp';
import { osisToPlain } from './markup';

export interface WebReport {
  /** Entries of books outside the 66 (deuterocanon), by SWORD book name. */
  skippedBooks: string[];
  /** Verses of the KJV versification that the WEB leaves empty (text only in a footnote), as "Luke 17:36". */
  emptyVerses: string[];
  /** Verses the WEB has outside the KJV versification (kept, keyed as the WEB numbers them). */
  outsideKjv: string[];
  /** Verses moved to the KJV's numbering, as "Romans 14:24 -> Romans 16:25". */
  moved: string[];
  /** Chapter-head entries (verse 0) that held text other than headings: ignored, listed for review. */
  ignoredChapterHeads: string[];
}

export interface WebText {
  verses: Verse[];
  psalmTitles: PsalmTitle[];
  report: WebReport;
}

const ROMANS = 45;
/** Where the WEB's Romans 14:24 and 14:25 end (KJV 16:25 and 16:26). */
const FIRST_END = 'through long ages,';
const SECOND_END = 'to all the nations;';

/**
 * The WEB prints the doxology (KJV Romans 16:25-27) after Romans 14:23 as verses 14:24-26. The NRSVA
 * versification of the module has no 14:24-26, so SWORD appended them to 14:23 and left 16:25-27 empty.
 * This splits them off again and stores them as 16:25-27, where the KJV has them (the WEB's own footnote
 * says "TR places verses 24-26 after Romans 16:24 as verses 25-27").
 */
function moveRomansDoxology(texts: Map<string, string>, moved: string[]): void {
  const key = (chapter: number, verse: number) => `${ROMANS}.${chapter}.${verse}`;
  const merged = texts.get(key(14, 23)) ?? '';
  const start = merged.indexOf('Now to him who is able');
  const first = start === -1 ? -1 : merged.indexOf(FIRST_END, start);
  const second = first === -1 ? -1 : merged.indexOf(SECOND_END, first);
  if (second === -1) {
    throw new Error('WEB Romans 14:23 no longer holds the doxology as expected: check the source and moveRomansDoxology');
  }
  for (const verse of [25, 26, 27]) {
    if (texts.get(key(16, verse))) throw new Error(`WEB Romans 16:${verse} is not empty any more: check moveRomansDoxology`);
  }
  texts.set(key(14, 23), merged.slice(0, start).trim());
  texts.set(key(16, 25), merged.slice(start, first + FIRST_END.length).trim());
  texts.set(key(16, 26), merged.slice(first + FIRST_END.length, second + SECOND_END.length).trim());
  texts.set(key(16, 27), merged.slice(second + SECOND_END.length).trim());
  moved.push('Romans 14:24 -> Romans 16:25', 'Romans 14:25 -> Romans 16:26', 'Romans 14:26 -> Romans 16:27');
}

/**
 * Converts the IMP entries of engWEB2015eb. `kjvVerseCounts` maps a book id to its verses per chapter
 * (KJV), to tell verses outside the KJV versification and verses the WEB leaves empty.
 */
export function convertWeb(entries: readonly ImpEntry[], books: readonly BookDef[], kjvVerseCounts: ReadonlyMap<number, number[]>): WebText {
  const bySwordName = new Map(books.map((book) => [book.swordName, book]));
  const byId = new Map(books.map((book) => [book.id, book]));
  const report: WebReport = { skippedBooks: [], emptyVerses: [], outsideKjv: [], moved: [], ignoredChapterHeads: [] };
  const texts = new Map<string, string>();
  const titles = new Map<number, string>();
  for (const entry of entries) {
    const match = /^(.+) (\d+):(\d+)$/.exec(entry.key);
    if (!match) continue;
    const [, swordName = '', chapterText, verseText] = match;
    const book = bySwordName.get(swordName);
    if (!book) {
      if (!report.skippedBooks.includes(swordName)) report.skippedBooks.push(swordName);
      continue;
    }
    const chapter = Number(chapterText);
    const verse = Number(verseText);
    const { text, psalmTitles } = osisToPlain(entry.text);
    // Psalm 119's stanza letters ("ALEPH", "SIN AND SHIN") are marked up as titles too: no superscription.
    const superscriptions = psalmTitles.filter((title) => /[a-z]/.test(title));
    if (superscriptions.length > 0) {
      if (book.osis !== 'Ps' || verse > 1) throw new Error(`WEB ${entry.key}: a psalm title where none is expected`);
      titles.set(chapter, superscriptions.join(' '));
    }
    if (chapter === 0) continue; // the book's introduction and title
    if (verse === 0) {
      if (text) report.ignoredChapterHeads.push(`${book.name} ${chapter}:0 "${text.slice(0, 60)}"`);
      continue;
    }
    texts.set(`${book.id}.${chapter}.${verse}`, text);
  }
  moveRomansDoxology(texts, report.moved);

  const verses: Verse[] = [];
  for (const [key, text] of texts) {
    const [bookId = 0, chapter = 0, verse = 0] = key.split('.').map(Number);
    const name = `${byId.get(bookId)?.name ?? bookId} ${chapter}:${verse}`;
    const inKjv = verse <= (kjvVerseCounts.get(bookId)?.[chapter - 1] ?? 0);
    if (!text) {
      if (inKjv) report.emptyVerses.push(name);
      continue;
    }
    if (!inKjv) report.outsideKjv.push(name);
    verses.push({ bookId, chapter, verse, text });
  }
  verses.sort((a, b) => a.bookId - b.bookId || a.chapter - b.chapter || a.verse - b.verse);
  const psalmTitles = [...titles].map(([chapter, text]) => ({ chapter, text })).sort((a, b) => a.chapter - b.chapter);
  return { verses, psalmTitles, report };
}
