import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import { bibleVerseCounts, referenceProblems, spansOf } from '../../test/bible-references';
import { createTestDatabase } from '../../test/database';
import { versesInSpans } from './bible';
import { NAMED_PASSAGES } from './named-passages';

let database: Database;
let verseCounts: Map<number, number[]>;
beforeAll(async () => {
  database = await createTestDatabase({ bible: true });
  verseCounts = await bibleVerseCounts(database.db);
});
afterAll(() => database.close());

describe('the passages known by name', () => {
  it('lists at least 40, each name and alias belonging to one passage only', () => {
    expect(NAMED_PASSAGES.length).toBeGreaterThanOrEqual(40);
    const names = NAMED_PASSAGES.flatMap((passage) => [passage.name, ...passage.aliases].map((name) => name.toLowerCase()));
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
    for (const passage of NAMED_PASSAGES) {
      expect(passage.references.length, passage.name).toBeGreaterThan(0);
      expect(passage.kjvWords.length, passage.name).toBeGreaterThan(0);
    }
  });

  it('names passages that exist: each reference one span within its book\'s chapters and verses', () => {
    expect(referenceProblems(NAMED_PASSAGES, verseCounts)).toEqual([]);
  });

  it('says in the KJV, within its first reference, the words it is known by', async () => {
    const problems: string[] = [];
    for (const { name, references, kjvWords } of NAMED_PASSAGES) {
      const [first = ''] = references;
      const verses = await versesInSpans(database.db, 'kjv', spansOf(first), 2_000);
      const text = verses.map((verse) => verse.text).join(' ').toLowerCase();
      for (const words of kjvWords) if (!text.includes(words.toLowerCase())) problems.push(`${name}: ${first} does not say "${words}"`);
    }
    expect(problems).toEqual([]);
  });
});
