// The converters behind `npm run bible:study-tools` (scripts/bible/strongs.ts, commentary.ts), on pieces of
// the real SWORD markup, so their rules are checked without the Debian packages.
import { describe, expect, it } from 'vitest';
import { BOOK_DEFS } from '../../scripts/bible/books';
import { convertCommentary } from '../../scripts/bible/commentary';
import { convertKjvStrongs, convertStrongsDictionary, formatSpans, moduleWords, normalizeStrongs } from '../../scripts/bible/strongs';

const JOHN_3_16 =
  '<div type="x-milestone" subType="x-preverse" sID="pv5746"/><div sID="gen8359" type="x-p"/> <div type="x-milestone" subType="x-preverse" eID="pv5746"/><q marker="" who="Jesus">¶ <w lemma="strong:G1063">For</w> <w lemma="strong:G2316">God</w> <w lemma="strong:G3779">so</w> <w lemma="strong:G0025">loved</w> <w lemma="strong:G2889">the world</w>, <w lemma="strong:G5620">that</w> <w lemma="strong:G1325">he gave</w> <w lemma="strong:G0846">his</w> <w lemma="strong:G3439">only begotten</w> <w lemma="strong:G5207">Son</w>, <w lemma="strong:G2443">that</w> <w lemma="strong:G3956">whosoever</w> <w lemma="strong:G4100">believeth</w> <w lemma="strong:G1519">in</w> <w lemma="strong:G0846">him</w> <w lemma="strong:G0622">should</w> <w lemma="strong:G3361">not</w> <w lemma="strong:G0622">perish</w>, <w lemma="strong:G0235">but</w> <w lemma="strong:G2192">have</w> <w lemma="strong:G0166">everlasting</w> <w lemma="strong:G2222">life</w>.</q>';
const JEREMIAH_2_22 =
  'For though thou <w lemma="strong:H3526">wash</w> thee with <w lemma="strong:H5427">nitre</w>, and take thee <w lemma="strong:H7235">much</w> <w lemma="strong:H1287">soap</w>, <transChange type="added">yet</transChange> thine <w lemma="strong:H5771">iniquity</w> is <w lemma="strong:H3799">marked</w> <w lemma="strong:H6440">before</w> me, <w lemma="strong:H5002">saith</w> the <w lemma="strong:H0136">Lord</w> <divineName><w lemma="strong:H3069">GOD</w></divineName>.';
const MATTHEW_11_6 =
  '<q marker="" who="Jesus"><w lemma="strong:G2532">And</w> <w lemma="strong:G3107">blessed</w> <w lemma="strong:G2076">is</w> <seg type="x-nested"><transChange type="added">he</transChange></seg>, <w lemma="strong:G3739">who</w> <w lemma="strong:G1437">soever</w> <w lemma="strong:G4624">shall</w> <w lemma="strong:G3361">not</w> <w lemma="strong:G4624">be offended</w> <w lemma="strong:G1722">in</w> <w lemma="strong:G1698">me</w>.</q>  <div eID="gen6661" type="x-p"/>';

const verse = (bookId: number, chapter: number, number: number, text: string) => ({ bookId, chapter, verse: number, text });

describe("KJV with Strong's numbers", () => {
  it('normalizes numbers: no leading zeros, capital prefix', () => {
    expect(['G0025', 'g26', 'H07225', 'H0', 'X12'].map(normalizeStrongs)).toEqual(['G25', 'G26', 'H7225', undefined, undefined]);
  });

  it('reads the words of a verse with their numbers, a phrase of one <w> as one element, the ¶ mark dropped', () => {
    const words = moduleWords(JOHN_3_16);
    expect(words.slice(0, 6).map((w) => [w.text, w.numbers.join()])).toEqual([
      ['For', 'G1063'],
      ['God', 'G2316'],
      ['so', 'G3779'],
      ['loved', 'G25'],
      ['the', 'G2889'],
      ['world,', 'G2889'],
    ]);
    expect(words[4]?.element).toBe(words[5]?.element);
  });

  it('lays the numbers on our words: a span per <w>, "+" for its further words', () => {
    const ours = verse(43, 3, 16, 'For God so loved the world, that he gave his only begotten Son, that whosoever believeth in him should not perish, but have everlasting life.');
    const { verses, report } = convertKjvStrongs([{ key: 'John 3:16', text: JOHN_3_16 }], BOOK_DEFS, [ours]);
    expect(report.identicalVerses).toBe(1);
    expect(formatSpans(verses[0]?.spans ?? [], 25)).toBe(
      'G1063 G2316 G3779 G25 G2889 + G5620 G1325 + G846 G3439 + G5207 G2443 G3956 G4100 G1519 G846 G622 G3361 G622 G235 G2192 G166 G2222',
    );
  });

  it('pairs a word spelled otherwise ("sope" / "soap") and joins a split one ("who soever"), keeping both numbers', () => {
    const ours = [
      verse(24, 2, 22, 'For though thou wash thee with nitre, and take thee much sope, yet thine iniquity is marked before me, saith the Lord GOD.'),
      verse(40, 11, 6, 'And blessed is he, whosoever shall not be offended in me.'),
    ];
    const { verses, report } = convertKjvStrongs(
      [
        { key: 'Jeremiah 2:22', text: JEREMIAH_2_22 },
        { key: 'Matthew 11:6', text: MATTHEW_11_6 },
      ],
      BOOK_DEFS,
      ours,
    );
    expect(report.differingVerses).toEqual(['Jeremiah 2:22: ours "sope," / module "soap,"']);
    expect(report.unmatchedTaggedWords).toBe(0);
    expect(formatSpans(verses[0]?.spans ?? [], 22).split(' ')[11]).toBe('H1287');
    expect(formatSpans(verses[1]?.spans ?? [], 11)).toBe('G2532 G3107 G2076 - G3739,G1437 G4624 G3361 G4624 + G1722 G1698');
  });
});

describe("Strong's dictionaries", () => {
  it('takes the word, transliteration, pronunciation and definition of an entry, once per number', () => {
    const g26 =
      '<entryFree n="00026">     <orth>ἀγάπη</orth> <orth type="writing">A)GA/PH</orth>   <orth rend="bold" type="trans">agápē</orth>    <pron rend="italic">ag-ah\'-pay</pron><lb/> <lb/> <def><orig>from <ref target="StrongsGreek:25">G25</ref>;</orig><lb/> love, i.e. affection or benevolence; specially (plural) a love-feast:--(feast of) charity(-ably), dear, love. </def> </entryFree>';
    const h2617 =
      '<entryFree n="2617"> \t\t<orth>חסד</orth><lb/> \t\t<orth rend="bold" type="trans">chêsêd</orth> \t\t<pron rend="italic">kheh\'-sed</pron><lb/> \t\t<def>From <ref target="StrongsHebrew:2616">H2616</ref>; <hi rend="italic">kindness</hi>; rarely (by opprobrium) <hi rend="italic">{reproof}</hi>: - {favour} good deed</def> \t</entryFree>';
    expect(convertStrongsDictionary('G', [{ key: '00026', text: g26 }, { key: '00026', text: g26 }])).toEqual([
      {
        id: 'G26',
        lemma: 'ἀγάπη',
        transliteration: 'agápē',
        pronunciation: "ag-ah'-pay",
        definition: 'from G25; love, i.e. affection or benevolence; specially (plural) a love-feast:--(feast of) charity(-ably), dear, love.',
      },
    ]);
    expect(convertStrongsDictionary('H', [{ key: '02617', text: h2617 }])[0]).toMatchObject({
      id: 'H2617',
      lemma: 'חסד',
      definition: 'From H2616; kindness; rarely (by opprobrium) reproof: - favour good deed',
    });
  });
});

describe("Matthew Henry's Concise Commentary", () => {
  it('keeps a chapter as its introduction, outline and passages ("Verses 1-2" gives the range)', () => {
    const entry =
      '<title type="x-ms">Genesis</title> <div sID="gen3" type="introduction"/> <div sID="gen4" type="x-p"/> Genesis is a name taken from the Greek. <div eID="gen4" type="x-p"/> <title type="x-s2">Chapter 1</title> <title type="x-IS">Chapter Outline</title> <div sID="gen7" type="x-p"/> <table> <row><cell>God creates heaven and earth.</cell><cell>(1-2)</cell></row> </table> <div sID="gen15" type="x-p"/><hi type="bold">Verses 1-2</hi> <div eID="gen15" type="x-p"/> <div sID="gen17" type="x-p"/> The first verse of the Bible, <reference osisRef="Heb.11.3">Heb 11:3</reference>. <div eID="gen17" type="x-p"/>';
    const third = '<div sID="gen18" type="x-p"/><hi type="bold">Verse 3</hi> <div sID="gen20" type="x-p"/> God said, Let there be light. <div eID="gen20" type="x-p"/>';
    const counts = new Map([[1, [31]]]);
    const { sections } = convertCommentary(
      [
        { key: 'Genesis 1:0', text: '<chapter n="1" osisID="Gen.1" sID="Gen.1"/>' },
        { key: 'Genesis 1:1', text: entry },
        { key: 'Genesis 1:3', text: third },
      ],
      BOOK_DEFS,
      counts,
    );
    expect(sections.map(({ kind, verseStart, verseEnd, paragraphs }) => ({ kind, verseStart, verseEnd, paragraphs }))).toEqual([
      { kind: 'introduction', verseStart: 0, verseEnd: 0, paragraphs: ['Genesis is a name taken from the Greek.'] },
      { kind: 'outline', verseStart: 0, verseEnd: 0, paragraphs: ['God creates heaven and earth. (1-2)'] },
      { kind: 'passage', verseStart: 1, verseEnd: 2, paragraphs: ['The first verse of the Bible, Heb 11:3.'] },
      { kind: 'passage', verseStart: 3, verseEnd: 3, paragraphs: ['God said, Let there be light.'] },
    ]);
  });

  it('reads an outline written as plain paragraphs, each range joined to its line', () => {
    const entry =
      '<title type="x-s2">Chapter 21</title> <div sID="gen393" type="x-p"/> Chapter Outline <div eID="gen393" type="x-p"/> <div sID="gen394" type="x-p"/> Birth of Isaac, Sarah\'s joy. <div eID="gen394" type="x-p"/> <div sID="gen396" type="x-p"/> (1-8) <div eID="gen396" type="x-p"/> <div sID="gen397" type="x-p"/> Ishmael mocks Isaac. <div eID="gen397" type="x-p"/> <div sID="gen399" type="x-p"/> (9-13) <div eID="gen399" type="x-p"/> <hi type="bold">Verses 1-8</hi> <div sID="gen401" type="x-p"/> Few under the Old Testament. <div eID="gen401" type="x-p"/>';
    const { sections } = convertCommentary([{ key: 'Genesis 21:1', text: entry }], BOOK_DEFS, new Map([[1, Array.from({ length: 50 }, () => 34)]]));
    expect(sections.map(({ kind, paragraphs }) => [kind, paragraphs])).toEqual([
      ['outline', ["Birth of Isaac, Sarah's joy. (1-8)", 'Ishmael mocks Isaac. (9-13)']],
      ['passage', ['Few under the Old Testament.']],
    ]);
  });
});
