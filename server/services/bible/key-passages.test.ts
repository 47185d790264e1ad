// The key passages of subjects and people, checked against the Bible store: each reference exists, and its KJV
// text says at least one of the words of its subject or person, so a reference that drifted off its subject
// (a chapter or a verse mistyped) does not pass unnoticed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import { comparableWords, spanOfDataReference } from '../chat/named-in-question';
import { NAMED_PASSAGES } from './named-passages';
import { bibleVerseCounts, referenceProblems, referencesSayingNone, spansOf } from '../../test/bible-references';
import { createTestDatabase } from '../../test/database';
import { PEOPLE_PASSAGES } from './people-passages';
import { TOPIC_PASSAGES } from './topic-passages';

let database: Database;
let verseCounts: Map<number, number[]>;
beforeAll(async () => {
  database = await createTestDatabase({ bible: true });
  verseCounts = await bibleVerseCounts(database.db);
});
afterAll(() => database.close());

const SUBJECTS = [
  ...TOPIC_PASSAGES.map(({ topic, names, kjvWords, references }) => ({ subject: topic, name: topic, names, kjvWords, references })),
  ...PEOPLE_PASSAGES.map(({ person, names, kjvWords, references }) => ({ subject: person, name: person, names, kjvWords, references })),
];

describe('the key passages of subjects and people', () => {
  it('cover at least 200 subjects and 150 people, each name naming one of them only', () => {
    expect(TOPIC_PASSAGES.length).toBeGreaterThanOrEqual(200);
    expect(PEOPLE_PASSAGES.length).toBeGreaterThanOrEqual(150);
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const { subject, names, kjvWords, references } of SUBJECTS) {
      expect(names.length, subject).toBeGreaterThan(0);
      expect(kjvWords.length, subject).toBeGreaterThan(0);
      expect(references.length, subject).toBeGreaterThan(0);
      for (const name of names) {
        const words = comparableWords(name);
        const owner = owners.get(words);
        if (owner !== undefined && owner !== subject) shared.push(`${name}: ${owner} and ${subject}`);
        owners.set(words, subject);
      }
    }
    expect(shared).toEqual([]);
  });

  it('name passages that exist: each reference one span within its book\'s chapters and verses', () => {
    expect(referenceProblems(SUBJECTS, verseCounts)).toEqual([]);
  });

  it('say in the KJV, within each reference, one of the words of their subject', async () => {
    expect(await referencesSayingNone(database.db, SUBJECTS)).toEqual([]);
  }, 60_000);

  it('are read by the quick reader of the data as the reference parser reads them', () => {
    const references = [...SUBJECTS.flatMap((subject) => subject.references), ...NAMED_PASSAGES.flatMap((passage) => passage.references)];
    const misread = references.filter((reference) => JSON.stringify(spanOfDataReference(reference)) !== JSON.stringify(spansOf(reference)));
    expect(misread).toEqual([]);
  });
});
