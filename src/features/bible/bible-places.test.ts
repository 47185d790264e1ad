import { describe, expect, it } from 'vitest';
import { findBook, nextChapter, placeOfLabel, previousChapter } from './bible-places';

describe('places in the Bible', () => {
  it('finds books by name or abbreviation, ignoring case', () => {
    expect(findBook('john')?.name).toBe('John');
    expect(findBook('1 Cor')?.name).toBe('1 Corinthians');
    expect(findBook('Hezekiah')).toBeNull();
  });

  it('moves across books and stops at both ends of the Bible', () => {
    expect(previousChapter({ book: 'Genesis', chapter: 1 })).toBeNull();
    expect(nextChapter({ book: 'Revelation', chapter: 22 })).toBeNull();
    expect(nextChapter({ book: 'Malachi', chapter: 4 })).toEqual({ book: 'Matthew', chapter: 1 });
    expect(previousChapter({ book: 'Matthew', chapter: 1 })).toEqual({ book: 'Malachi', chapter: 4 });
    expect(nextChapter({ book: 'John', chapter: 3 })).toEqual({ book: 'John', chapter: 4 });
  });

  it('reads the labels the API writes', () => {
    expect(placeOfLabel('John 13:34')).toEqual({ book: 'John', chapter: 13, verse: 34 });
    expect(placeOfLabel('1 John 4:7-8')).toEqual({ book: '1 John', chapter: 4, verse: 7 });
    expect(placeOfLabel('Psalms 23')).toEqual({ book: 'Psalms', chapter: 23 });
    expect(placeOfLabel('nothing here')).toBeNull();
  });
});
