// Matthew Henry's Concise Commentary from Debian's sword-comm-mhcc (SWORD module MHCC, OSIS markup). An entry
// sits at the first verse of the passage it explains and opens with "Verses 1-2" in bold; the first entry of a
// chapter also carries the chapter's outline (a table of "God creates heaven and earth. (1-2)"), and of a book
// its introduction. Kept per chapter: the introduction, the outline and each passage's paragraphs.
import type { BookDef } from './books';
import type { ImpEntry } from './imp';
import { collapseSpaces, decodeEntities } from './markup';

export type CommentaryKind = 'introduction' | 'outline' | 'passage';

export interface CommentarySection {
  bookId: number;
  chapter: number;
  kind: CommentaryKind;
  /** The passage's verses (0 for an introduction or outline). */
  verseStart: number;
  verseEnd: number;
  paragraphs: string[];
}

export interface CommentaryReport {
  entries: number;
  sections: number;
  chaptersWithCommentary: number;
  chaptersWithout: string[];
}

/** Separating elements: where one opens or closes, a paragraph ends. */
const BLOCK = new Set(['div', 'table', 'row', 'lg', 'l', 'p', 'list', 'item', 'lb']);

export function convertCommentary(entries: readonly ImpEntry[], books: readonly BookDef[], verseCounts: ReadonlyMap<number, number[]>): { sections: CommentarySection[]; report: CommentaryReport } {
  const bySwordName = new Map(books.map((book) => [book.swordName, book]));
  const sections: CommentarySection[] = [];
  let current: CommentarySection | undefined;
  let paragraph = '';
  let inHeading = false;
  const start = (section: Omit<CommentarySection, 'paragraphs'>) => {
    endParagraph();
    current = { ...section, paragraphs: [] };
    sections.push(current);
  };
  function endParagraph() {
    const text = collapseSpaces(paragraph);
    paragraph = '';
    if (!text || !current) return;
    // Some chapters write the outline as plain paragraphs: "Chapter Outline", "Birth of Isaac, Sarah's joy.", "(1-8)".
    if (text === 'Chapter Outline') {
      start({ bookId: current.bookId, chapter: current.chapter, kind: 'outline', verseStart: 0, verseEnd: 0 });
      return;
    }
    const last = current.paragraphs.length - 1;
    if (current.kind === 'outline' && last >= 0 && /^\([\d\s,-]+\)$/.test(text)) current.paragraphs[last] += ` ${text}`;
    else current.paragraphs.push(text);
  }
  for (const entry of entries) {
    const match = /^(.+) (\d+):(\d+)$/.exec(entry.key);
    const book = match ? bySwordName.get(match[1] ?? '') : undefined;
    if (!match || !book) continue;
    const chapter = Math.max(1, Number(match[2]));
    if (!current || current.bookId !== book.id || current.chapter !== chapter) {
      start({ bookId: book.id, chapter, kind: 'introduction', verseStart: 0, verseEnd: 0 });
    }
    const text = entry.text.replace(/<title\b[^>]*type="(?:x-ms|main|x-s2)"[^>]*>[\s\S]*?<\/title>/g, ' ');
    for (const part of text.matchAll(/<(\/?)([A-Za-z][\w:-]*)([^>]*)>|([^<]+)/g)) {
      const [whole, closing, tag = '', attributes = '', chunk] = part;
      if (chunk !== undefined) {
        paragraph += decodeEntities(chunk);
        continue;
      }
      if (tag === 'title' && !closing) {
        const outline = /^<title\b[^>]*type="x-IS"/.test(whole);
        start({ bookId: book.id, chapter, kind: outline ? 'outline' : 'introduction', verseStart: 0, verseEnd: 0 });
      } else if (tag === 'title') {
        paragraph = ''; // the title's own words ("Chapter Outline") are the section's kind
      } else if (tag === 'hi' && /type="bold"/.test(attributes) && !closing) {
        const heading = /^<hi[^>]*>\s*Verses? (\d+)(?:\s*-\s*(\d+))?\s*<\/hi>/.exec(text.slice(part.index));
        if (heading) {
          const verseStart = Number(heading[1]);
          start({ bookId: book.id, chapter, kind: 'passage', verseStart, verseEnd: Number(heading[2] ?? verseStart) });
          inHeading = true;
        }
      } else if (tag === 'hi' && closing && inHeading) {
        inHeading = false;
        paragraph = ''; // "Verses 1-2" is the section's range
      } else if (tag === 'cell' && closing) {
        paragraph += ' ';
      } else if (BLOCK.has(tag)) {
        endParagraph();
      }
    }
    endParagraph();
  }
  const kept = sections.filter((section) => section.paragraphs.length > 0);
  const chapters = new Set(kept.map((section) => `${section.bookId}.${section.chapter}`));
  const chaptersWithout: string[] = [];
  for (const book of books) {
    (verseCounts.get(book.id) ?? []).forEach((_, index) => {
      if (!chapters.has(`${book.id}.${index + 1}`)) chaptersWithout.push(`${book.name} ${index + 1}`);
    });
  }
  for (const section of kept) {
    const last = verseCounts.get(section.bookId)?.[section.chapter - 1] ?? 0;
    if (section.verseEnd > last || section.verseStart > section.verseEnd) {
      throw new Error(`MHCC: book ${section.bookId} ${section.chapter}:${section.verseStart}-${section.verseEnd} is outside the chapter`);
    }
  }
  return {
    sections: kept,
    report: { entries: entries.length, sections: kept.length, chaptersWithCommentary: chapters.size, chaptersWithout },
  };
}
