// Reads the committed study tools' seed data: Strong's numbers of the KJV's words, Strong's Greek and Hebrew
// dictionaries, and Matthew Henry's Concise Commentary. `npm run bible:study-tools`
// (scripts/bible/study-tools.ts) makes the files from Debian's SWORD modules; see docs/bible-data.md,
// "Study tools". Nothing here needs those packages.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';

const gunzipAsync = promisify(gunzip);

export const STUDY_TOOLS_FILES = ['kjv-strongs.tsv.gz', 'strongs-dictionary.json.gz', 'mhcc.json.gz'] as const;

export interface StrongsVerseWords {
  bookId: number;
  chapter: number;
  verse: number;
  /**
   * A token per word of the KJV verse text (`text.split(' ')`): its Strong's numbers ("G25", "H853,H8064"),
   * "+" when the word belongs to the previous word's span ("the world" is one Greek word), "-" for none.
   */
  words: string[];
}

export interface StrongsDictionaryEntry {
  /** "G26", "H2617". */
  number: string;
  lemma: string;
  transliteration: string;
  pronunciation: string;
  definition: string;
}

export type CommentaryKind = 'introduction' | 'outline' | 'passage';

export interface CommentarySectionData {
  bookId: number;
  chapter: number;
  kind: CommentaryKind;
  /** 0 for an introduction or outline. */
  verseStart: number;
  verseEnd: number;
  paragraphs: string[];
}

const seedFile = (name: string): URL => new URL(`./${name}`, import.meta.url);

async function readGzipText(name: string): Promise<string> {
  return (await gunzipAsync(await readFile(seedFile(name)))).toString('utf8');
}

class StudySeedError extends Error {
  constructor(file: string, detail: string) {
    super(`db/seed/${file}: ${detail}`);
    this.name = 'StudySeedError';
  }
}

const isPositiveInt = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;
const isWordToken = (token: string) => token === '-' || token === '+' || /^[GH][1-9]\d*(,[GH][1-9]\d*)*$/.test(token);

/** The KJV verses that have Strong's numbers, in canonical order. */
export async function readKjvStrongs(): Promise<StrongsVerseWords[]> {
  const file = 'kjv-strongs.tsv.gz';
  const text = await readGzipText(file);
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line, index) => {
      const [bookId, chapter, verse, words = ''] = line.split('\t');
      const reference = [Number(bookId), Number(chapter), Number(verse)];
      if (!reference.every(isPositiveInt)) throw new StudySeedError(file, `bad reference on line ${index + 1}`);
      const tokens = words.split(' ');
      if (!tokens.every(isWordToken) || tokens[0] === '+') throw new StudySeedError(file, `bad words on line ${index + 1}`);
      return { bookId: Number(bookId), chapter: Number(chapter), verse: Number(verse), words: tokens };
    });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function readRows(file: string, list: 'entries' | 'sections'): Promise<{ source: string; rows: unknown[][] }> {
  const data = JSON.parse(await readGzipText(file)) as unknown;
  if (!isRecord(data) || typeof data.source !== 'string' || !Array.isArray(data[list])) throw new StudySeedError(file, `no ${list}`);
  const rows = data[list] as unknown[];
  if (!rows.every(Array.isArray)) throw new StudySeedError(file, `${list} are not rows`);
  return { source: data.source, rows: rows as unknown[][] };
}

/** Strong's Greek then Hebrew dictionary entries. */
export async function readStrongsDictionary(): Promise<StrongsDictionaryEntry[]> {
  const file = 'strongs-dictionary.json.gz';
  const { rows } = await readRows(file, 'entries');
  return rows.map((row, index) => {
    if (row.length !== 5 || !row.every((cell) => typeof cell === 'string')) throw new StudySeedError(file, `entry ${index} is not five texts`);
    const [number, lemma, transliteration, pronunciation, definition] = row as string[];
    return { number: number ?? '', lemma: lemma ?? '', transliteration: transliteration ?? '', pronunciation: pronunciation ?? '', definition: definition ?? '' };
  });
}

const commentaryKinds: readonly CommentaryKind[] = ['introduction', 'outline', 'passage'];

/** Matthew Henry's Concise Commentary, section by section in canonical order. */
export async function readCommentary(): Promise<CommentarySectionData[]> {
  const file = 'mhcc.json.gz';
  const { rows } = await readRows(file, 'sections');
  return rows.map((row, index) => {
    const [bookId, chapter, kind, verseStart, verseEnd, paragraphs] = row;
    const verses = [verseStart, verseEnd];
    if (!isPositiveInt(bookId) || !isPositiveInt(chapter) || !commentaryKinds.includes(kind as CommentaryKind) || !verses.every((v) => typeof v === 'number')) {
      throw new StudySeedError(file, `section ${index} has a bad place or kind`);
    }
    if (!Array.isArray(paragraphs) || !paragraphs.every((p) => typeof p === 'string')) throw new StudySeedError(file, `section ${index} has bad paragraphs`);
    return { bookId, chapter, kind: kind as CommentaryKind, verseStart: Number(verseStart), verseEnd: Number(verseEnd), paragraphs: paragraphs as string[] };
  });
}
