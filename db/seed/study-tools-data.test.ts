// Proves the committed study tools' seed data (db/seed, made by `npm run bible:study-tools`): Strong's numbers
// laid on the very KJV text we ship, the dictionaries they point into, and the commentary, read through the
// loader the app uses.
import { beforeAll, describe, expect, it } from 'vitest';
import { readBooks, readVerses, type Book, type Verse } from './bible-data';
import { readCommentary, readKjvStrongs, readStrongsDictionary, type CommentarySectionData, type StrongsDictionaryEntry, type StrongsVerseWords } from './study-tools-data';

let books: Book[];
let kjv: Verse[];
let strongs: StrongsVerseWords[];
let dictionary: StrongsDictionaryEntry[];
let commentary: CommentarySectionData[];

const key = (v: { bookId: number; chapter: number; verse: number }) => `${v.bookId}.${v.chapter}.${v.verse}`;

beforeAll(async () => {
  [books, kjv, strongs, dictionary, commentary] = await Promise.all([readBooks(), readVerses('kjv'), readKjvStrongs(), readStrongsDictionary(), readCommentary()]);
});

function bookId(name: string): number {
  const found = books.find((book) => book.name === name);
  if (!found) throw new Error(`no book ${name}`);
  return found.id;
}

/** "word=G25" for each word of a verse. */
function tagged(name: string, chapter: number, verse: number): string[] {
  const id = bookId(name);
  const text = kjv.find((v) => v.bookId === id && v.chapter === chapter && v.verse === verse)?.text ?? '';
  const words = strongs.find((v) => v.bookId === id && v.chapter === chapter && v.verse === verse)?.words ?? [];
  return text.split(' ').map((word, index) => `${word}=${words[index] ?? '?'}`);
}

const versesWith = (number: string) =>
  strongs.filter((verse) => verse.words.some((token) => token.split(',').includes(number))).map((v) => `${books[v.bookId - 1]?.name} ${v.chapter}:${v.verse}`);

describe("KJV with Strong's numbers", () => {
  it('has a token for every word of the KJV text we ship, verse by verse', () => {
    const texts = new Map(kjv.map((verse) => [key(verse), verse.text]));
    expect(strongs).toHaveLength(31_099);
    // Collected, then asserted once: an expect per verse took seconds.
    const misfits = strongs.filter((verse) => verse.words.length !== texts.get(key(verse))?.split(' ').length).map(key);
    expect(misfits).toEqual([]);
  });

  it('leaves out only the three verses the module tags no word of', () => {
    const withNumbers = new Set(strongs.map(key));
    const without = kjv.filter((verse) => !withNumbers.has(key(verse))).map((v) => `${books[v.bookId - 1]?.name} ${v.chapter}:${v.verse}`);
    expect(without).toEqual(['Mark 9:43', 'Luke 6:41', 'Luke 17:36']);
  });

  it('gives John 3:16 "loved" G25 (agapaō, the verb), "the world" G2889 as one span, and no G26', () => {
    const john316 = tagged('John', 3, 16);
    expect(john316.slice(0, 6)).toEqual(['For=G1063', 'God=G2316', 'so=G3779', 'loved=G25', 'the=G2889', 'world,=+']);
    expect(john316.join(' ')).not.toContain('G26');
  });

  it('finds G26 (agapē) in 106 verses, among them 1 Corinthians 13:4 and 1 John 3:16', () => {
    const verses = versesWith('G26');
    expect(verses).toHaveLength(106);
    expect(verses).toEqual(expect.arrayContaining(['John 15:13', '1 Corinthians 13:4', '1 John 3:16', 'Revelation 2:19']));
    expect(verses[0]).toBe('Matthew 24:12');
    expect(tagged('1 Corinthians', 13, 4).slice(0, 2)).toEqual(['Charity=G26', 'suffereth=-']);
  });

  it('uses Hebrew numbers in the Old Testament and Greek in the New', () => {
    const otherLanguage = strongs.filter((verse) => {
      const prefix = verse.bookId <= 39 ? 'H' : 'G';
      return verse.words.some((token) => token !== '-' && token !== '+' && !token.startsWith(prefix));
    });
    expect(otherLanguage.map(key)).toEqual([]);
    expect(tagged('Genesis', 1, 1)).toEqual(['In=-', 'the=-', 'beginning=H7225', 'God=H430', 'created=H1254', 'the=-', 'heaven=H8064', 'and=H853', 'the=-', 'earth.=H776']);
    expect(versesWith('H2617')).toHaveLength(241);
  });

  it('keeps numbers on the words the module spells otherwise (documented in docs/bible-data.md)', () => {
    // Ours "sope", the module "soap"; ours "whosoever", the module "who soever": same word, same number.
    expect(tagged('Jeremiah', 2, 22)).toContain('sope,=H1287');
    expect(tagged('Matthew', 11, 6)).toContain('whosoever=G3739,G1437');
    expect(tagged('1 Corinthians', 4, 15)).toContain('instructors=G3807');
  });

  it('points only to numbers the dictionaries have', () => {
    const known = new Set(dictionary.map((entry) => entry.number));
    const missing = new Set(strongs.flatMap((verse) => verse.words.flatMap((token) => token.split(',')).filter((n) => n !== '-' && n !== '+' && !known.has(n))));
    expect([...missing]).toEqual([]);
  });
});

describe("Strong's dictionaries", () => {
  it('has every Greek (G1-G5624) and Hebrew (H1-H8674) entry once', () => {
    const numbers = dictionary.map((entry) => entry.number);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.filter((n) => n.startsWith('G'))).toHaveLength(5624);
    expect(numbers.filter((n) => n.startsWith('H'))).toHaveLength(8674);
  });

  it('gives the original word, transliteration, pronunciation and a plain definition', () => {
    const entry = (number: string) => dictionary.find((e) => e.number === number);
    expect(entry('G26')).toEqual({
      number: 'G26',
      lemma: 'ἀγάπη',
      transliteration: 'agápē',
      pronunciation: 'ag-ah\'-pay',
      definition: 'from G25; love, i.e. affection or benevolence; specially (plural) a love-feast:--(feast of) charity(-ably), dear, love.',
    });
    expect(entry('H2617')).toMatchObject({ lemma: 'חסד', transliteration: 'chêsêd', pronunciation: "kheh'-sed" });
    expect(entry('H2617')?.definition).toMatch(/^From H2616; kindness; by implication \(towards God\) piety/);
    expect(dictionary.filter((e) => /[<>{}]/.test(e.definition)).map((e) => e.number)).toEqual([]);
  });
});

describe("Matthew Henry's Concise Commentary", () => {
  it('has commentary on every one of the 1,189 chapters, passages within the chapter', () => {
    const chapters = new Set(commentary.map((s) => `${s.bookId}.${s.chapter}`));
    expect(chapters.size).toBe(1189);
    const misplaced = commentary.filter((section) => {
      const verses = books[section.bookId - 1]?.verses[section.chapter - 1] ?? 0;
      const place = section.kind === 'passage' ? section.verseStart > 0 && section.verseEnd <= verses : section.verseStart === 0 && section.verseEnd === 0;
      return !place || section.paragraphs.length === 0 || section.paragraphs.some((paragraph) => /[<>]|^\s|\s$/.test(paragraph));
    });
    expect(misplaced).toEqual([]);
  });

  it('opens Genesis with its introduction and outline, then the passages', () => {
    const genesis1 = commentary.filter((s) => s.bookId === 1 && s.chapter === 1);
    expect(genesis1.map((s) => [s.kind, s.verseStart, s.verseEnd])).toEqual([
      ['introduction', 0, 0],
      ['outline', 0, 0],
      ['passage', 1, 2],
      ['passage', 3, 5],
      ['passage', 6, 13],
      ['passage', 14, 19],
      ['passage', 20, 25],
      ['passage', 26, 28],
      ['passage', 29, 30],
      ['passage', 31, 31],
    ]);
    expect(genesis1[0]?.paragraphs[0]).toMatch(/^Genesis is a name taken from the Greek/);
    expect(genesis1[1]?.paragraphs[0]).toBe('God creates heaven and earth. (1-2)');
    expect(genesis1[2]?.paragraphs[0]).toMatch(/^The first verse of the Bible gives us/);
  });
});
