import { describe, expect, it } from 'vitest';
import { bookNamed, findReferences, findWrittenReferences } from './scripture-references';

describe('finding references in text', () => {
  it.each([
    ['John 3:16-18', 'John 3:16-18'],
    ['Jn 3', 'John 3'],
    ['Psalm 23', 'Psalms 23'],
    ['Genesis 1:1-2:3', 'Genesis 1:1-2:3'],
    ['Song of Solomon 2:4', 'Song of Solomon 2:4'],
    ['Rev 22:21', 'Revelation 22:21'],
  ])('reads %s as %s', (text, label) => {
    expect(findReferences(text).map((found) => found.label)).toEqual([label]);
  });

  it('says where each reference stands in a sentence', () => {
    const text = 'What does John 3:16 say, and how does it fit Romans 5:8?';
    const found = findReferences(text);
    expect(found.map(({ start, end }) => text.slice(start, end))).toEqual(['John 3:16', 'Romans 5:8']);
    expect(found[0]?.spans).toEqual([{ start: { bookId: 43, chapter: 3, verse: 16 }, end: { bookId: 43, chapter: 3, verse: 16 } }]);
  });

  it('links each reference of a list or a sentence on its own, never the words between them', () => {
    const text = 'Read John 3:16 and Ps 23, then 1Cor 13:4-7; Rom 8:28.';
    const found = findReferences(text);
    expect(found.map(({ start, end }) => text.slice(start, end))).toEqual(['John 3:16', 'Ps 23', '1Cor 13:4-7', 'Rom 8:28']);
    expect(found.map((reference) => reference.label)).toEqual(['John 3:16', 'Psalms 23', '1 Corinthians 13:4-7', 'Romans 8:28']);
  });

  it('finds nothing in words without a reference, nor a chapter that does not exist', () => {
    expect(findReferences('love one another')).toEqual([]);
    expect(findReferences('John 22:1')).toEqual([]);
  });

  it('reads references as written, chapters that do not exist included, where they stand', () => {
    const text = 'See John 22:1 and Psalm 151:1, then Genesis 1:1.';
    const written = findWrittenReferences(text);
    expect(written.map((reference) => [text.slice(reference.start, reference.end), reference.label])).toEqual([
      ['John 22:1', 'John 22:1'],
      ['Psalm 151:1', 'Psalms 151:1'],
      ['Genesis 1:1', 'Genesis 1:1'],
    ]);
    expect(findReferences(text).map((reference) => reference.label)).toEqual(['Genesis 1:1']);
    expect(findWrittenReferences('love one another')).toEqual([]);
  });

  it('leaves a translation written after a reference out of where it stands', () => {
    const text = 'Read **John 3:16** (KJV), Romans 8:28 (NIV, esv) and Psalm 23 (WEB).';
    expect(findWrittenReferences(text).map((reference) => text.slice(reference.start, reference.end))).toEqual(['John 3:16', 'Romans 8:28', 'Psalm 23']);
  });

  it.each([
    ['John', 'John'],
    ['Jn', 'John'],
    ['1 Corinthians', '1 Corinthians'],
    ['1Cor', '1 Corinthians'],
    ['song of songs', 'Song of Solomon'],
    ['Revelations', 'Revelation'],
  ])('knows the book %s as %s', (name, book) => {
    expect(bookNamed(name)?.name).toBe(book);
  });

  it('knows no book named Johnny or Hezekiah', () => {
    expect(bookNamed('Johnny')).toBeNull();
    expect(bookNamed('Hezekiah')).toBeNull();
  });
});
