// Regenerates the study tools' seed data in db/seed/ (docs/bible-data.md, "Study tools"):
//   - kjv-strongs.tsv.gz: Strong's numbers for the words of our KJV (db/seed/kjv.tsv.gz), from sword-text-kjv;
//   - strongs-dictionary.json.gz: Strong's Greek and Hebrew dictionaries (sword-dict-strongs-greek/-hebrew);
//   - mhcc.json.gz: Matthew Henry's Concise Commentary (sword-comm-mhcc).
// Usage: npm run bible:study-tools            writes the files and prints a report
//        npm run bible:study-tools -- --check fails when the committed files differ from what the sources give
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import { readVerses, type Verse } from '../../db/seed/bible-data';
import { BOOK_DEFS } from './books';
import { convertCommentary, type CommentarySection } from './commentary';
import { readSwordModule } from './imp';
import { convertKjvStrongs, convertStrongsDictionary, formatSpans, type StrongsEntry, type StrongsVerse } from './strongs';

const seedDir = fileURLToPath(new URL('../../db/seed/', import.meta.url));
const check = process.argv.includes('--check');
const INSTALL = 'sword-text-kjv sword-dict-strongs-greek sword-dict-strongs-hebrew sword-comm-mhcc';
const SWORD_DIR = '/usr/share/sword';

/**
 * Debian's mhcc.conf says `ModDrv=zCom4`, but the module's index has zCom's 10-byte entries: read that way,
 * every fifth verse holds a whole compressed block. A private copy of the .conf with `ModDrv=zCom` reads it right.
 */
function readMhcc() {
  const dir = mkdtempSync(path.join(tmpdir(), 'sword-mhcc-'));
  try {
    mkdirSync(path.join(dir, 'mods.d'));
    symlinkSync(path.join(SWORD_DIR, 'modules'), path.join(dir, 'modules'));
    const conf = readFileSync(path.join(SWORD_DIR, 'mods.d', 'mhcc.conf'), 'utf8');
    writeFileSync(path.join(dir, 'mods.d', 'mhcc.conf'), conf.replace(/^ModDrv=zCom4$/m, 'ModDrv=zCom'));
    return readSwordModule('MHCC', { swordPath: dir, install: INSTALL });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const strongsTsv = (verses: readonly StrongsVerse[], kjv: readonly Verse[]) =>
  verses
    .map((verse, index) => ({ verse, words: kjv[index]?.text.split(' ').length ?? 0 }))
    .filter(({ verse }) => verse.spans.length > 0)
    .map(({ verse, words }) => `${verse.bookId}\t${verse.chapter}\t${verse.verse}\t${formatSpans(verse.spans, words)}\n`)
    .join('');

const entryRow = (entry: StrongsEntry) => JSON.stringify([entry.id, entry.lemma, entry.transliteration, entry.pronunciation, entry.definition]);

function dictionaryJson(greek: readonly StrongsEntry[], hebrew: readonly StrongsEntry[]): string {
  const source = "Strong's Greek and Hebrew dictionaries (SWORD modules StrongsGreek 3.0 and StrongsHebrew 3.0, Debian sword-dict-strongs-greek, sword-dict-strongs-hebrew)";
  const rows = [...greek, ...hebrew].map((entry) => `  ${entryRow(entry)}`).join(',\n');
  return `{"source":${JSON.stringify(source)},"columns":["id","lemma","transliteration","pronunciation","definition"],"entries":[\n${rows}\n]}\n`;
}

function commentaryJson(sections: readonly CommentarySection[]): string {
  const source = "Matthew Henry's Concise Commentary on the Whole Bible (SWORD module MHCC 2.0, Debian sword-comm-mhcc)";
  const rows = sections.map((s) => `  ${JSON.stringify([s.bookId, s.chapter, s.kind, s.verseStart, s.verseEnd, s.paragraphs])}`).join(',\n');
  return `{"source":${JSON.stringify(source)},"columns":["bookId","chapter","kind","verseStart","verseEnd","paragraphs"],"sections":[\n${rows}\n]}\n`;
}

async function main(): Promise<void> {
  const started = Date.now();
  const kjv = await readVerses('kjv');
  const verseCounts = new Map<number, number[]>();
  for (const verse of kjv) {
    const chapters = verseCounts.get(verse.bookId) ?? [];
    verseCounts.set(verse.bookId, chapters);
    chapters[verse.chapter - 1] = verse.verse;
  }
  const strongs = convertKjvStrongs(readSwordModule('engKJV2006eb', { install: INSTALL }), BOOK_DEFS, kjv);
  const greek = convertStrongsDictionary('G', readSwordModule('StrongsGreek', { install: INSTALL }));
  const hebrew = convertStrongsDictionary('H', readSwordModule('StrongsHebrew', { install: INSTALL }));
  const commentary = convertCommentary(readMhcc(), BOOK_DEFS, verseCounts);

  const known = new Set([...greek, ...hebrew].map((entry) => entry.id));
  const unknownNumbers = new Set(strongs.verses.flatMap((verse) => verse.spans.flatMap((span) => span.numbers.filter((n) => !known.has(n)))));

  const outputs = [
    { name: 'kjv-strongs.tsv.gz', content: strongsTsv(strongs.verses, kjv) },
    { name: 'strongs-dictionary.json.gz', content: dictionaryJson(greek, hebrew) },
    { name: 'mhcc.json.gz', content: commentaryJson(commentary.sections) },
  ];
  const stale: string[] = [];
  for (const { name, content } of outputs) {
    const file = path.join(seedDir, name);
    if (check) {
      if (!existsSync(file) || gunzipSync(readFileSync(file)).toString('utf8') !== content) stale.push(name);
    } else writeFileSync(file, gzipSync(content, { level: 9 }));
  }
  const spans = strongs.verses.reduce((sum, verse) => sum + verse.spans.length, 0);
  console.log(
    JSON.stringify(
      {
        strongs: {
          ...strongs.report,
          differingVerses: strongs.report.differingVerses.length,
          differingExamples: strongs.report.differingVerses,
          versesWithNumbers: strongs.verses.filter((verse) => verse.spans.length > 0).length,
          spans,
          numbersWithoutDictionaryEntry: [...unknownNumbers].sort(),
        },
        dictionary: { greek: greek.length, hebrew: hebrew.length },
        commentary: { ...commentary.report, chaptersWithout: commentary.report.chaptersWithout },
        seconds: (Date.now() - started) / 1000,
      },
      null,
      2,
    ),
  );
  if (stale.length > 0) {
    console.error(`Out of date in db/seed: ${stale.join(', ')}. Run npm run bible:study-tools and commit the result.`);
    process.exitCode = 1;
  } else if (check) console.log('db/seed is up to date.');
}

await main();
