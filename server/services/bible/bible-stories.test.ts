// The stories of the Bible, checked against the Bible store: each reference exists, is read by the quick reader
// of the data as the reference parser reads it, and its KJV text says one of the story's words, so that a
// mistyped chapter or verse does not pass unnoticed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import { bibleVerseCounts, referenceProblems, referencesSayingNone, spansOf } from '../../test/bible-references';
import { createTestDatabase } from '../../test/database';
import { keySubjectsIn, spanOfDataReference } from '../chat/named-in-question';
import { BIBLE_STORIES } from './bible-stories';

let database: Database;
let verseCounts: Map<number, number[]>;
beforeAll(async () => {
  database = await createTestDatabase({ bible: true });
  verseCounts = await bibleVerseCounts(database.db);
});
afterAll(() => database.close());

describe('the stories of the Bible', () => {
  it('are at least 200, each named once, with keys and passages', () => {
    expect(BIBLE_STORIES.length).toBeGreaterThanOrEqual(200);
    const names = BIBLE_STORIES.map((story) => story.name.toLowerCase());
    expect(names.filter((name, at) => names.indexOf(name) !== at)).toEqual([]);
    for (const story of BIBLE_STORIES) {
      expect(story.keys.length, story.name).toBeGreaterThan(0);
      expect(story.kjvWords.length, story.name).toBeGreaterThan(0);
      expect(story.references.length, story.name).toBeGreaterThan(0);
    }
  });

  it('name passages that exist, read alike by the quick reader and the parser', () => {
    expect(referenceProblems(BIBLE_STORIES, verseCounts)).toEqual([]);
    const misread = BIBLE_STORIES.flatMap(({ name, references }) =>
      references.filter((reference) => JSON.stringify(spanOfDataReference(reference)) !== JSON.stringify(spansOf(reference))).map((reference) => `${name}: ${reference} is misread`),
    );
    expect(misread).toEqual([]);
  });

  it('say in the KJV, within each reference, one of the words of their story', async () => {
    expect(await referencesSayingNone(database.db, BIBLE_STORIES)).toEqual([]);
  }, 60_000);

  it('are found by all the words of one of their keys, in any order and endings aside', () => {
    const named = (question: string) => keySubjectsIn(question).map((subject) => subject.name);
    expect(named('How did Jesus feed the four thousand?')).toContain('the feeding of the four thousand');
    expect(named('What happened when Paul was shipwrecked?')).toContain('Paul\'s shipwreck');
    expect(named('Tell me about the shipwreck of Paul')).toContain('Paul\'s shipwreck');
    expect(named('Why did Saul go to the witch at Endor?')).toContain('Saul and the witch of Endor');
    expect(named('What is the parable of the sower?')).not.toContain('the parable of the growing seed');
    const stories = new Set(BIBLE_STORIES.map((story) => story.name));
    expect(named('What does the Bible say about work?').filter((name) => stories.has(name))).toEqual([]);
  });
});
