// Proves the committed Bible seed data (db/seed, made by `npm run bible:data`): the book table, both
// translations, the psalm titles and Nave's Topical Bible, read through the loader the app uses.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Book, PsalmTitle, Topic, Verse, VerseRange } from './bible-data';
import { bookIndex, normalizeBookName, readBooks, readPsalmTitles, readTopics, readVerses } from './bible-data';

let books: Book[];
let kjv: Verse[];
let web: Verse[];
let topics: Topic[];
let titles: { kjv: PsalmTitle[]; web: PsalmTitle[] };
let loadMs: number;

const key = (bookId: number, chapter: number, verse: number) => `${bookId}.${chapter}.${verse}`;
const byKey = (verses: Verse[]) => new Map(verses.map((v) => [key(v.bookId, v.chapter, v.verse), v.text]));

beforeAll(async () => {
  const started = performance.now();
  const [b, k, w, t, kt, wt] = await Promise.all([
    readBooks(),
    readVerses('kjv'),
    readVerses('web'),
    readTopics(),
    readPsalmTitles('kjv'),
    readPsalmTitles('web'),
  ]);
  loadMs = performance.now() - started;
  [books, kjv, web, topics] = [b, k, w, t];
  titles = { kjv: kt, web: wt };
});

function book(name: string): Book {
  const found = books.find((b) => b.name === name);
  if (!found) throw new Error(`no book ${name}`);
  return found;
}

describe('loading', () => {
  it('reads books, both translations, psalm titles and topics well under 2 s', () => {
    expect(loadMs).toBeLessThan(2000);
  });
});

describe('books', () => {
  it('has the 66 books in canonical order with ids 1..66', () => {
    expect(books).toHaveLength(66);
    expect(books.map((b) => b.id)).toEqual(Array.from({ length: 66 }, (_, i) => i + 1));
    expect(books[0]?.name).toBe('Genesis');
    expect(books[38]?.name).toBe('Malachi');
    expect(books[39]?.name).toBe('Matthew');
    expect(books[65]?.name).toBe('Revelation');
    expect(books.filter((b) => b.testament === 'old')).toHaveLength(39);
    expect(books.filter((b) => b.testament === 'new').every((b) => b.id >= 40)).toBe(true);
  });

  it('uses the display names, not the KJV keys', () => {
    expect(book('Psalms').id).toBe(19);
    expect(book('Song of Solomon').id).toBe(22);
    expect(books.some((b) => b.name === "Solomon's Song")).toBe(false);
    expect(book('Song of Solomon').abbreviations).toContain("Solomon's Song");
  });

  it('counts 1,189 chapters and 31,102 verses', () => {
    expect(books.reduce((sum, b) => sum + b.chapters, 0)).toBe(1189);
    expect(books.reduce((sum, b) => sum + b.verses.reduce((s, n) => s + n, 0), 0)).toBe(31_102);
    expect(book('Genesis').chapters).toBe(50);
    expect(book('Psalms').chapters).toBe(150);
    expect(book('Revelation').chapters).toBe(22);
    expect(book('Psalms').verses[118]).toBe(176);
    expect(book('3 John').verses).toEqual([14]);
    for (const b of books) expect(b.verses).toHaveLength(b.chapters);
  });

  it('gives OSIS ids and common abbreviations', () => {
    expect(books.map((b) => b.osis).slice(0, 5)).toEqual(['Gen', 'Exod', 'Lev', 'Num', 'Deut']);
    expect(book('1 Corinthians').osis).toBe('1Cor');
    expect(book('Song of Solomon').osis).toBe('Song');
    expect(book('John').abbreviations).toEqual(expect.arrayContaining(['John', 'Jn', 'Jhn', 'Joh']));
    expect(book('1 Corinthians').abbreviations).toEqual(expect.arrayContaining(['1Cor', '1 Cor', '1Co', 'I Corinthians']));
    for (const b of books) expect(b.abbreviations).toContain(b.osis);
  });

  it('never gives two books the same name or abbreviation', () => {
    const owners = new Map<string, number>();
    const clashes: string[] = [];
    for (const b of books) {
      for (const name of [b.name, ...b.abbreviations]) {
        const normalized = normalizeBookName(name);
        const owner = owners.get(normalized);
        if (owner !== undefined && owner !== b.id) clashes.push(`${name}: books ${owner} and ${b.id}`);
        owners.set(normalized, b.id);
      }
    }
    expect(clashes).toEqual([]);
    const index = bookIndex(books);
    expect(index.get(normalizeBookName('1 Cor.'))?.name).toBe('1 Corinthians');
    expect(index.get(normalizeBookName('jhn'))?.name).toBe('John');
    expect(index.get(normalizeBookName('Ps'))?.name).toBe('Psalms');
  });
});

describe('verses', () => {
  it('has all 31,102 KJV verses, exactly as the book table counts them', () => {
    expect(kjv).toHaveLength(31_102);
    const keys = new Set(kjv.map((v) => key(v.bookId, v.chapter, v.verse)));
    expect(keys.size).toBe(31_102);
    const missing: string[] = [];
    for (const b of books) {
      b.verses.forEach((count, i) => {
        for (let verse = 1; verse <= count; verse += 1) if (!keys.has(key(b.id, i + 1, verse))) missing.push(key(b.id, i + 1, verse));
      });
    }
    expect(missing).toEqual([]);
  });

  it('has the WEB for every chapter, inside the KJV versification, less four verses it leaves out', () => {
    const kjvKeys = new Set(kjv.map((v) => key(v.bookId, v.chapter, v.verse)));
    const webKeys = new Set(web.map((v) => key(v.bookId, v.chapter, v.verse)));
    expect(webKeys.size).toBe(web.length);
    expect(web.filter((v) => !kjvKeys.has(key(v.bookId, v.chapter, v.verse)))).toEqual([]);
    const chapters = new Set(web.map((v) => `${v.bookId}.${v.chapter}`));
    expect(chapters.size).toBe(1189);
    const missing = [...kjvKeys].filter((k) => !webKeys.has(k));
    // Luke 17:36, Acts 8:37, 15:34 and 24:7: the WEB gives them only in a footnote.
    expect(missing.sort()).toEqual(['42.17.36', '44.15.34', '44.24.7', '44.8.37']);
    expect(web).toHaveLength(31_098);
  });

  it('keeps the verses in canonical order', () => {
    for (const verses of [kjv, web]) {
      const sorted = [...verses].sort((a, b) => a.bookId - b.bookId || a.chapter - b.chapter || a.verse - b.verse);
      expect(verses.map((v) => key(v.bookId, v.chapter, v.verse))).toEqual(sorted.map((v) => key(v.bookId, v.chapter, v.verse)));
    }
  });

  it('reads the sample verses in both translations', () => {
    const k = byKey(kjv);
    const w = byKey(web);
    expect(k.get(key(1, 1, 1))).toBe('In the beginning God created the heaven and the earth.');
    expect(w.get(key(1, 1, 1))).toBe('In the beginning, God created the heavens and the earth.');
    expect(k.get(key(19, 23, 1))).toBe('The LORD is my shepherd; I shall not want.');
    expect(w.get(key(19, 23, 1))).toBe('Yahweh is my shepherd; I shall lack nothing.');
    expect(k.get(key(43, 3, 16))).toBe(
      'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
    expect(w.get(key(43, 3, 16))).toBe(
      'For God so loved the world, that he gave his only born Son, that whoever believes in him should not perish, but have eternal life.',
    );
    expect(k.get(key(66, 22, 21))).toBe('The grace of our Lord Jesus Christ be with you all. Amen.');
    expect(w.get(key(66, 22, 21))).toBe('The grace of the Lord Jesus Christ be with all the saints. Amen.');
  });

  it('stores the WEB doxology of Romans 14:24-26 as Romans 16:25-27', () => {
    const w = byKey(web);
    expect(w.get(key(45, 14, 23))).toMatch(/whatever is not of faith is sin\.$/);
    expect(w.get(key(45, 14, 24))).toBeUndefined();
    expect(w.get(key(45, 16, 25))).toMatch(/^Now to him who is able to establish you.*through long ages,$/);
    expect(w.get(key(45, 16, 26))).toMatch(/^but now is revealed,.*to all the nations;$/);
    expect(w.get(key(45, 16, 27))).toBe('to the only wise God, through Jesus Christ, to whom be the glory forever! Amen.');
  });

  it('leaves no markup, brackets, paragraph marks or doubled spaces in any verse', () => {
    const bad = [...kjv, ...web].filter((verse) => !verse.text || /[[\]¶<>#\t\n\uE000]| {2}|^\s|\s$/.test(verse.text));
    expect(bad).toEqual([]);
  });

  it('keeps footnotes, headings and the glossary out of the WEB', () => {
    const w = byKey(web);
    expect(w.get(key(66, 22, 21))).not.toMatch(/Glossary/);
    expect(w.get(key(19, 3, 1))).toBe('Yahweh, how my adversaries have increased! Many are those who rise up against me.');
    expect(w.get(key(22, 1, 2))).toBe('Let him kiss me with the kisses of his mouth; for your love is better than wine.');
    expect(w.get(key(42, 12, 6))).toBe('“Aren’t five sparrows sold for two assaria coins? Not one of them is forgotten by God.');
    expect(web.some((v) => /Some Greek manuscripts|\bTR adds\b|\bNU omits\b/.test(v.text))).toBe(false);
  });
});

describe('psalm titles', () => {
  it('gives the superscriptions apart from the verses, without Psalm 119’s letters', () => {
    expect(titles.kjv).toHaveLength(116);
    expect(titles.web).toHaveLength(116);
    expect(titles.kjv.find((t) => t.chapter === 3)?.text).toBe('A Psalm of David, when he fled from Absalom his son.');
    expect(titles.web.find((t) => t.chapter === 3)?.text).toBe('A Psalm by David, when he fled from Absalom his son.');
    expect(titles.kjv.some((t) => t.chapter === 119 || t.chapter === 1)).toBe(false);
    for (const t of [...titles.kjv, ...titles.web]) expect(t.text).not.toMatch(/[[\]<>]| {2}/);
  });
});

describe("Nave's Topical Bible", () => {
  const topic = (name: string): Topic => {
    const found = topics.find((t) => t.name === name);
    if (!found) throw new Error(`no topic ${name}`);
    return found;
  };
  const has = (refs: VerseRange[], bookId: number, chapter: number, verseStart: number, verseEnd = verseStart) =>
    refs.some((r) => r.bookId === bookId && r.chapter === chapter && r.verseStart === verseStart && r.verseEnd === verseEnd);

  it('has about 5,300 topics with unique names and ids', () => {
    expect(topics.length).toBeGreaterThan(5000);
    expect(new Set(topics.map((t) => t.name)).size).toBe(topics.length);
    expect(topics.map((t) => t.id)).toEqual(topics.map((_, i) => i + 1));
  });

  it('has Faith, Forgiveness, Love and Prayer, proper-cased, with references', () => {
    for (const name of ['Faith', 'Forgiveness', 'Love', 'Prayer']) {
      const t = topic(name);
      expect(t.original).toBe(name.toUpperCase());
      expect(t.refs.length, name).toBeGreaterThan(40);
    }
    expect(topic('Faith').refs.some((r) => r.bookId === 58 && r.chapter === 11)).toBe(true);
    expect(has(topic('Forgiveness').refs, 40, 18, 21, 35)).toBe(true); // Matthew 18:21-35
    expect(has(topic('Love').refs, 46, 13, 1, 13)).toBe(true); // 1 Corinthians 13
    expect(topic('Prayer').refs.some((r) => r.bookId === 40 && r.chapter === 6 && r.verseStart <= 9 && r.verseEnd >= 9)).toBe(true);
    expect(topic('Forgiveness').sections.map((s) => s.label)).toContain('Instances of');
    expect(topic("Lord's Supper").name).toBe("Lord's Supper");
  });

  it('resolves every reference of every topic to existing verses', () => {
    const byId = new Map(books.map((b) => [b.id, b]));
    const unresolved: string[] = [];
    let count = 0;
    for (const t of topics) {
      const all = [...t.refs, ...t.sections.flatMap((s) => [...s.refs, ...s.items.flatMap((i) => i.refs)])];
      for (const r of all) {
        const verses = byId.get(r.bookId)?.verses[r.chapter - 1] ?? 0;
        if (!(r.verseStart >= 1 && r.verseStart <= r.verseEnd && r.verseEnd <= verses)) {
          unresolved.push(`${t.name}: ${r.bookId} ${r.chapter}:${r.verseStart}-${r.verseEnd}`);
        }
      }
      count += t.refs.length;
    }
    expect(unresolved).toEqual([]);
    expect(count).toBeGreaterThan(70_000);
  });

  it('links "See" entries to topics that exist', () => {
    const names = new Set(topics.map((t) => t.name));
    const links = topics.flatMap((t) => t.seeAlso);
    expect(links.length).toBeGreaterThan(3000);
    expect(links.filter((name) => !names.has(name))).toEqual([]);
    expect(topic('Abarim').seeAlso).toEqual(['Nebo']);
  });
});
