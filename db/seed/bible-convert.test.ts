// The converters behind `npm run bible:data` (scripts/bible), on small pieces of the real source markup,
// so their rules are checked without the Debian packages.
import { beforeAll, describe, expect, it } from 'vitest';
import { BOOK_DEFS } from '../../scripts/bible/books';
import { parseImp } from '../../scripts/bible/imp';
import type { ImpEntry } from '../../scripts/bible/imp';
import { cleanKjvText, decodeEntities, osisToPlain } from '../../scripts/bible/markup';
import { convertNaves, properCaseTopic, resolveTarget } from '../../scripts/bible/naves';
import { convertWeb } from '../../scripts/bible/web';
import { readBooks } from './bible-data';

const GENESIS_1_1 =
  '<w lemma="strong:H0430">In</w> <w lemma="strong:H0853">the</w> <w lemma="strong:H7225">beginning</w>, ' +
  '<w lemma="strong:H0430">God</w><note placement="foot"><reference type="annotateRef">1:1 </reference>The Hebrew word ' +
  'rendered “God” is “אֱלֹהִ֑ים” (Elohim).</note><w lemma="strong:H1254">created</w> <w lemma="strong:H0853">the</w> ' +
  '<w lemma="strong:H8064">heavens</w> <w lemma="strong:H0430">and</w> <w lemma="strong:H0853">the</w> ' +
  '<w lemma="strong:H0776">earth</w>.';

describe('KJV text', () => {
  it('drops italic brackets and paragraph marks, keeping the words', () => {
    expect(cleanKjvText('# For God so loved the world, that he gave')).toBe('For God so loved the world, that he gave');
    expect(cleanKjvText('The LORD [is] my shepherd; I shall not want.')).toBe('The LORD is my shepherd; I shall not want.');
    expect(cleanKjvText('([There are] eleven days’ [journey] ¶ from Horeb)')).toBe('(There are eleven days’ journey from Horeb)');
  });
});

describe('OSIS to plain text', () => {
  it('puts a space where a footnote sat between two words', () => {
    expect(osisToPlain(GENESIS_1_1).text).toBe('In the beginning, God created the heavens and the earth.');
  });

  it('puts no space before punctuation or after an opening quote', () => {
    expect(osisToPlain('two assaria coins</q> <note>An assarion was a coin.</note> <q>? Not one').text).toBe('two assaria coins? Not one');
    expect(osisToPlain('the Lord<note>Adonai</note>, the God').text).toBe('the Lord, the God');
    expect(osisToPlain('said, “<note>x</note>Let there be').text).toBe('said, “Let there be');
    expect(osisToPlain('offspring,<note>or, seed</note> who keep').text).toBe('offspring, who keep');
  });

  it('separates poetry lines and paragraphs, and unwraps words and quotes', () => {
    const xml =
      'increased!<l eID="a" level="1"/><l sID="b" level="2"/>Many <q marker="" who="Jesus">are</q> those<div eID="p"/><div sID="q"/>who rise';
    expect(osisToPlain(xml).text).toBe('increased! Many are those who rise');
  });

  it('takes psalm titles and speaker labels out of the verse', () => {
    const psalm = '<title canonical="true" type="psalm">A Psalm by <w>David</w>.</title> <lg sID="x"/><l sID="y"/>Yahweh, how';
    expect(osisToPlain(psalm)).toEqual({ text: 'Yahweh, how', psalmTitles: ['A Psalm by David.'] });
    expect(osisToPlain('<speaker>Beloved</speaker> <lg sID="g"/>Let him kiss me').text).toBe('Let him kiss me');
  });

  it('cuts what follows the end of the chapter, and decodes entities', () => {
    expect(osisToPlain('all the saints. Amen.  <chapter eID="Rev.22"/><div sID="g" type="glossary"/> Glossary').text).toBe(
      'all the saints. Amen.',
    );
    expect(decodeEntities('Tom &amp; Jerry &#8221;&#x2014;&lt;x&gt;&unknown;')).toBe('Tom & Jerry ”—<x>&unknown;');
  });
});

describe('IMP', () => {
  it('splits entries at $$$ keys', () => {
    expect(parseImp('$$$[ Module Heading ]\n\n$$$Genesis 1:1\nIn the beginning\n$$$Genesis 1:2\nThe earth\n')).toEqual([
      { key: '[ Module Heading ]', text: '' },
      { key: 'Genesis 1:1', text: 'In the beginning' },
      { key: 'Genesis 1:2', text: 'The earth\n' },
    ]);
  });
});

/** Verse counts per chapter by book id (KJV), from the committed book table. */
let counts: Map<number, number[]>;
beforeAll(async () => {
  counts = new Map((await readBooks()).map((book) => [book.id, book.verses]));
});

describe('WEB conversion', () => {
  const doxology =
    'Now to him who is able to establish you, according to the mystery kept secret through long ages, but now is revealed ' +
    'and made known to all the nations; to the only wise God be the glory forever! Amen.';
  const entries: ImpEntry[] = [
    { key: 'Psalms 3:0', text: '<chapter n="3" osisID="Ps.3" sID="Ps.3"/>' },
    { key: 'Psalms 3:1', text: '<title canonical="true" type="psalm">A Psalm by David.</title>Yahweh, how' },
    { key: 'Romans 14:23', text: `whatever is not of faith is sin. <div eID="p"/><div sID="q"/>${doxology}<note>TR places…</note>` },
    { key: 'Romans 16:24', text: 'The grace of our Lord Jesus Christ be with you all! Amen.' },
    { key: 'Romans 16:25', text: '<note>TR places Romans 14:24-26 at the end of Romans</note>' },
    { key: 'Romans 16:26', text: '' },
    { key: 'Romans 16:27', text: '' },
    { key: 'Tobit 1:1', text: 'The book of the words of Tobit' },
  ];

  it('moves the doxology to Romans 16:25-27, keeps psalm titles apart, skips the deuterocanon', () => {
    const web = convertWeb(entries, BOOK_DEFS, counts);
    expect(web.verses.map((v) => `${v.bookId} ${v.chapter}:${v.verse} ${v.text}`)).toEqual([
      '19 3:1 Yahweh, how',
      '45 14:23 whatever is not of faith is sin.',
      '45 16:24 The grace of our Lord Jesus Christ be with you all! Amen.',
      '45 16:25 Now to him who is able to establish you, according to the mystery kept secret through long ages,',
      '45 16:26 but now is revealed and made known to all the nations;',
      '45 16:27 to the only wise God be the glory forever! Amen.',
    ]);
    expect(web.psalmTitles).toEqual([{ chapter: 3, text: 'A Psalm by David.' }]);
    expect(web.report.skippedBooks).toEqual(['Tobit']);
  });

  it('fails loudly when the source no longer has the doxology where expected', () => {
    const changed = entries.map((e) => (e.key === 'Romans 14:23' ? { ...e, text: 'whatever is not of faith is sin.' } : e));
    expect(() => convertWeb(changed, BOOK_DEFS, counts)).toThrow(/doxology/);
  });

  it('lists verses the WEB leaves empty', () => {
    const web = convertWeb([...entries, { key: 'Matthew 17:21', text: '<note>Some manuscripts add…</note>' }], BOOK_DEFS, counts);
    expect(web.report.emptyVerses).toEqual(['Matthew 17:21']);
  });
});

describe("Nave's conversion", () => {
  const entry = (key: string, def: string): ImpEntry => ({ key, text: `<entryFree n="${key}"> <def> ${def}</def> </entryFree>` });

  it('parses sections, items, ranges, whole chapters and references across chapters', () => {
    const { topics, report } = convertNaves(
      [
        entry(
          'FORGIVENESS',
          '<lb/>→ OF ENEMIES <ref osisRef="Matt.18.21-Matt.18.35">Mt 18:21-35</ref>; <ref osisRef="Ps.3">Ps 3</ref> ' +
            '<list> <item>See <ref target="Nave:ENEMY">ENEMY</ref></item> </list> ' +
            '<lb/>→ INSTANCES OF <list> <item>Across chapters <ref osisRef="Ps.2.10-Ps.3.2">Ps 2:10-3:2</ref></item> </list>',
        ),
        entry('ENEMY', '<lb/>→ Love of <ref osisRef="Matt.5.44">Mt 5:44</ref>'),
      ],
      BOOK_DEFS,
      counts,
    );
    const forgiveness = topics[0];
    expect(forgiveness?.name).toBe('Forgiveness');
    expect(forgiveness?.seeAlso).toEqual(['Enemy']);
    expect(forgiveness?.sections).toEqual([
      {
        label: 'Of Enemies',
        refs: [
          { bookId: 40, chapter: 18, verseStart: 21, verseEnd: 35 },
          { bookId: 19, chapter: 3, verseStart: 1, verseEnd: 8 },
        ],
        items: [],
      },
      {
        label: 'Instances of',
        refs: [],
        items: [
          {
            label: 'Across chapters',
            refs: [
              { bookId: 19, chapter: 2, verseStart: 10, verseEnd: 12 },
              { bookId: 19, chapter: 3, verseStart: 1, verseEnd: 2 },
            ],
          },
        ],
      },
    ]);
    expect(report.rangesKept).toBe(5);
  });

  it('repairs references the module split, and drops the ones that do not resolve', () => {
    const { topics, report } = convertNaves(
      [
        entry(
          'ABDON',
          '<lb/>5. Son of <ref osisRef="Mic.2">Micah 2</ref>Ch 34:20 <lb/>→ Enoch prophesies <ref osisRef="Jude.1.1">Jude 1</ref>:14,15 ' +
            '<lb/>→ Before Herod Agrippa II Ac 25:13-27; 26 <lb/>→ Lost <ref osisRef="Rom.17.1">Ro 17:1</ref>; <ref osisRef="Wis.2.1">Wis 2:1</ref>',
        ),
      ],
      BOOK_DEFS,
      counts,
    );
    const sections = topics[0]?.sections ?? [];
    expect(sections.map((s) => s.label)).toEqual(['5. Son of Micah', 'Enoch prophesies', 'Before Herod Agrippa II', 'Lost']);
    expect(sections[0]?.refs).toEqual([{ bookId: 14, chapter: 34, verseStart: 20, verseEnd: 20 }]);
    expect(sections[1]?.refs).toEqual([
      { bookId: 65, chapter: 1, verseStart: 14, verseEnd: 14 },
      { bookId: 65, chapter: 1, verseStart: 15, verseEnd: 15 },
    ]);
    expect(sections[2]?.refs.map((r) => `${r.chapter}:${r.verseStart}-${r.verseEnd}`)).toEqual(['25:13-27', '26:1-32']);
    expect(sections[3]?.refs).toEqual([]);
    expect(report.repaired).toBe(3);
    expect(report.dropped).toMatchObject({ noSuchChapter: 1, nonCanonicalBook: 1 });
  });

  it('merges a topic given twice', () => {
    const { topics } = convertNaves(
      [entry('SIN', '<lb/>1. Desert of <ref osisRef="Ps.1.1">Ps 1:1</ref>'), entry('SIN', '<lb/>→ Confession of <ref osisRef="Ps.2.1">Ps 2:1</ref>')],
      BOOK_DEFS,
      counts,
    );
    expect(topics).toHaveLength(1);
    expect(topics[0]?.sections.map((s) => s.label)).toEqual(['1. Desert of', 'Confession of']);
  });

  it('proper-cases topic names and resolves loose "See" targets', () => {
    expect(properCaseTopic('FAITH')).toBe('Faith');
    expect(properCaseTopic("LORD'S SUPPER")).toBe("Lord's Supper");
    expect(properCaseTopic('BEN-DEKAR (R. V.)')).toBe('Ben-Dekar (R. V.)');
    expect(properCaseTopic('JESUS, THE CHRIST')).toBe('Jesus, the Christ');
    expect(properCaseTopic('I AM THAT I AM')).toBe('I Am That I Am');
    const keys = ['JESUS, THE CHRIST', 'MINISTER, CHRISTIAN', 'ASS (DONKEY)', 'AFFLICTIONS AND ADVERSITIES', 'GOD'];
    expect(resolveTarget('JESUS', keys)).toBe('JESUS, THE CHRIST');
    expect(resolveTarget('MINISTERS', keys)).toBe('MINISTER, CHRISTIAN');
    expect(resolveTarget('ASS', keys)).toBe('ASS (DONKEY)');
    expect(resolveTarget('AFFLICTION', keys)).toBe('AFFLICTIONS AND ADVERSITIES');
    expect(resolveTarget('GOD, PROVIDENCE OF', keys)).toBe('GOD');
    expect(resolveTarget('UNKNOWN', keys)).toBeUndefined();
  });
});
