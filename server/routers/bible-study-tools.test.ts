import { TRPCError } from '@trpc/server';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bibleCommentarySections, kjvStrongsVerses, seedRuns, strongsEntries } from '../../db/schema';
import { studyToolsSeedFiles } from '../adapters/bible/study-tools-seed-files';
import { commentaryOnPassage } from '../services/bible/study-tools';
import { seedStudyTools, STUDY_TOOLS_SEED_NAME } from '../services/bible/study-tools-seed';
import { createTestApp, type TestApp } from '../test/app';

describe("the reader's study tools", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ studyTools: true });
  });
  afterAll(() => t.close());

  const errorOf = async (call: Promise<unknown>) => {
    const error = await call.then(() => null, (e: unknown) => e);
    if (!(error instanceof TRPCError)) throw new Error('expected a tRPC error');
    return { code: error.code, message: error.message };
  };

  it('has the data seeded once: a second seed with the same files does nothing', async () => {
    const db = t.database.db;
    const [[verses], [entries], [sections]] = await Promise.all([
      db.select({ n: count() }).from(kjvStrongsVerses),
      db.select({ n: count() }).from(strongsEntries),
      db.select({ n: count() }).from(bibleCommentarySections),
    ]);
    expect([verses?.n, entries?.n, sections?.n]).toEqual([31_099, 14_298, 5_150]);
    expect(await seedStudyTools(db, studyToolsSeedFiles)).toBe(false);
    const [run] = await db.select().from(seedRuns).where(eq(seedRuns.name, STUDY_TOOLS_SEED_NAME));
    expect(run?.version).toBe(await studyToolsSeedFiles.version());
  });

  it("gives each KJV word of a chapter its Strong's numbers: John 3:16 'loved' is G25", async () => {
    const chapter = await t.caller().bible.chapterStrongs({ book: 'Jn', chapter: 3 });
    expect(chapter).toMatchObject({ book: 'John', chapter: 3 });
    expect(chapter.verses).toHaveLength(36);
    const john316 = chapter.verses.find((verse) => verse.verse === 16);
    expect(john316?.spans.slice(0, 6)).toEqual([
      { first: 0, last: 0, numbers: ['G1063'] },
      { first: 1, last: 1, numbers: ['G2316'] },
      { first: 2, last: 2, numbers: ['G3779'] },
      { first: 3, last: 3, numbers: ['G25'] }, // "loved"
      { first: 4, last: 5, numbers: ['G2889'] }, // "the world,"
      { first: 6, last: 6, numbers: ['G5620'] },
    ]);
    expect(await errorOf(t.caller().bible.chapterStrongs({ book: 'John', chapter: 22 }))).toEqual({ code: 'NOT_FOUND', message: 'John has 21 chapters.' });
  });

  it("answers a Strong's entry however the number is written", async () => {
    const agape = { number: 'G26', language: 'greek', lemma: 'ἀγάπη', transliteration: 'agápē', pronunciation: "ag-ah'-pay" };
    expect(await t.caller().bible.strongsEntry({ number: 'G26' })).toMatchObject(agape);
    expect(await t.caller().bible.strongsEntry({ number: 'g0026' })).toMatchObject(agape);
    expect(await t.caller().bible.strongsEntry({ number: 'H2617' })).toMatchObject({ language: 'hebrew', lemma: 'חסד', transliteration: 'chêsêd' });
    expect(await errorOf(t.caller().bible.strongsEntry({ number: 'G9999' }))).toEqual({ code: 'NOT_FOUND', message: 'No Strong’s entry G9999.' });
    expect((await errorOf(t.caller().bible.strongsEntry({ number: 'love' }))).code).toBe('BAD_REQUEST');
  });

  it('searches "G26" (any case, leading zeros or not): every KJV verse with the word, in order, a page at a time', async () => {
    const first = await t.caller().bible.search({ q: 'G26', limit: 50 });
    expect(first.total).toBe(106);
    expect(first.strongs).toMatchObject({ number: 'G26', lemma: 'ἀγάπη' });
    expect(first.topics).toEqual([]);
    expect(first.results).toHaveLength(50);
    expect(first.results[0]).toMatchObject({
      reference: 'Matthew 24:12',
      // The module gives "the love" one number (the Greek article is part of the word it translates).
      highlighted: 'And because iniquity shall abound, <mark>the love</mark> of many shall wax cold.',
    });
    const rest = [await t.caller().bible.search({ q: 'g0026', limit: 50, offset: 50 }), await t.caller().bible.search({ q: ' G026 ', limit: 50, offset: 100 })];
    expect(rest.map((page) => page.results.length)).toEqual([50, 6]);
    const all = [first, ...rest].flatMap((page) => page.results.map((result) => result.reference));
    expect(new Set(all).size).toBe(106);
    expect(all).toEqual(expect.arrayContaining(['John 15:13', '1 Corinthians 13:4', '1 John 3:16']));
    // John 3:16's "loved" is the verb, G25: the search for G25 finds it.
    expect(all).not.toContain('John 3:16');
    const loved = await t.caller().bible.search({ q: 'G25', book: 'John', limit: 50 });
    expect(loved.results.find((result) => result.reference === 'John 3:16')?.highlighted).toBe(
      'For God so <mark>loved</mark> the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.',
    );
  });

  it("offers a number's family, as Strong's definitions give it, and searches a word with its family: G26 with G25 finds John 3:16", async () => {
    const agape = await t.caller().bible.search({ q: 'G26', limit: 10 });
    // G26 is "from G25"; G25's own entry says "Compare G5368", which is not G26's family.
    expect(agape.strongsRelated?.[0]).toEqual({ number: 'G25', lemma: 'ἀγαπάω', transliteration: 'agapáō' });
    const loving = await t.caller().bible.search({ q: 'G25', limit: 10 });
    expect(loving.strongsRelated?.map((word) => word.number)).toEqual(expect.arrayContaining(['G5368', 'G26', 'G27']));
    expect(loving.strongsRelated?.map((word) => word.number)).not.toContain('G25');

    const family = await t.caller().bible.search({ q: 'G26 g25', book: 'John', limit: 50 });
    expect(family.query).toBe('G26 G25');
    expect(family.strongsRelated).toBeUndefined();
    expect(family.strongs).toMatchObject({ number: 'G26' });
    const agapeInJohn = await t.caller().bible.search({ q: 'G26', book: 'John', limit: 50 });
    const lovedInJohn = await t.caller().bible.search({ q: 'G25', book: 'John', limit: 50 });
    const both = new Set([...agapeInJohn.results, ...lovedInJohn.results].map((result) => result.reference));
    expect(agapeInJohn.total + lovedInJohn.total).toBeLessThan(50);
    expect(family.total).toBe(both.size);
    expect(family.results.map((result) => result.reference)).toEqual(expect.arrayContaining([...both]));
    // John 15:13 has agapē ("love"), John 3:16 agapaō ("loved"): each marked.
    expect(family.results.find((result) => result.reference === 'John 3:16')?.highlighted).toContain('For God so <mark>loved</mark> the world');
    expect(family.results.find((result) => result.reference === 'John 15:13')?.highlighted).toContain('Greater <mark>love</mark> hath no man');
    // Words and numbers together are words.
    expect((await t.caller().bible.search({ q: 'G26 love', limit: 5 })).strongs).toBeUndefined();
  });

  it('searches a Hebrew number and keeps to a book; the KJV text even when the WEB is being read', async () => {
    const chesed = await t.caller().bible.search({ q: 'H2617', translation: 'web', book: 'Ruth', limit: 10 });
    expect(chesed.results.map((result) => [result.reference, result.highlighted])).toEqual([
      ['Ruth 1:8', expect.stringContaining('the LORD deal <mark>kindly</mark> with you')],
      ['Ruth 2:20', expect.stringContaining('who hath not left off his <mark>kindness</mark>')],
      ['Ruth 3:10', expect.stringContaining('thou hast shewed more <mark>kindness</mark>')],
    ]);
    expect(chesed.total).toBe(3);
  });

  it('pages the word search the same way', async () => {
    const first = await t.caller().bible.search({ q: 'charity', limit: 5 });
    const second = await t.caller().bible.search({ q: 'charity', limit: 5, offset: 5 });
    expect(second.total).toBe(first.total);
    expect(second.results).toHaveLength(5);
    expect(second.results.map((r) => r.reference)).not.toEqual(expect.arrayContaining(first.results.map((r) => r.reference)));
    expect(first.strongs).toBeUndefined();
  });

  it("shows Matthew Henry's commentary on a chapter, labelled as commentary", async () => {
    const commentary = await t.caller().bible.commentary({ book: 'John', chapter: 3 });
    expect(commentary.source).toBe("Matthew Henry's Concise Commentary on the Whole Bible (1706; public domain)");
    expect(commentary.sections.map(({ kind, verseStart, verseEnd }) => [kind, verseStart, verseEnd])).toEqual([
      ['outline', null, null],
      // The module heads the first note "Verses 1-8"; it goes on to 3:21, as the outline says "(1-21)".
      ['passage', 1, 21],
      ['passage', 22, 36],
    ]);
    expect(commentary.sections[0]?.paragraphs).toEqual(["Christ's discourse with Nicodemus. (1-21)", "The baptism of John of Christ John's testimony. (22-36)"]);
    expect(commentary.sections[1]?.paragraphs.join(' ')).toContain('God so loved the world');
    expect(commentary.sections[1]?.paragraphs[0]).toMatch(/^Nicodemus was afraid, or ashamed to be seen with Christ/);
    const response = await t.app.inject({ method: 'GET', url: '/trpc/bible.commentary?input=' + encodeURIComponent(JSON.stringify({ json: { book: 'Nowhere', chapter: 1 } })) });
    expect(response.statusCode).toBe(404);
  });

  it('gives the commentary on a passage for a grounding, labelled as commentary', async () => {
    const notes = await commentaryOnPassage(t.database.db, { bookId: 43, chapter: 3, verseStart: 5, verseEnd: 24 });
    expect(notes.map((note) => note.label)).toEqual(['Matthew Henry on John 3:1-21', 'Matthew Henry on John 3:22-36']);
    expect(notes[0]?.source).toMatch(/^Matthew Henry's Concise Commentary/);
    expect(notes[0]?.text).toMatch(/^Nicodemus was afraid/);
    // John 3:16 is in the note the module heads "Verses 1-8", which reaches to the next note's verse 22.
    expect((await commentaryOnPassage(t.database.db, { bookId: 43, chapter: 3, verseStart: 16, verseEnd: 16 })).map((note) => note.label)).toEqual(['Matthew Henry on John 3:1-21']);
    expect(await commentaryOnPassage(t.database.db, { bookId: 43, chapter: 3, verseStart: 37, verseEnd: 40 })).toEqual([]);
  });
});
