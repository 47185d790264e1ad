// The stories of the Bible, checked against the Bible store: each reference exists, is read by the quick reader
// of the data as the reference parser reads it, and its KJV text says one of the story's words, so that a
// mistyped chapter or verse does not pass unnoticed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import { bibleBooks } from '../../../db/schema';
import { findWrittenReferences } from '../../contracts/scripture-references';
import { createTestDatabase } from '../../test/database';
import { keySubjectsIn, spanOfDataReference } from '../chat/named-in-question';
import { versesInSpans } from './bible';
import { BIBLE_STORIES } from './bible-stories';

let database: Database;
let verseCounts: Map<number, number[]>;
beforeAll(async () => {
  database = await createTestDatabase({ bible: true });
  const books = await database.db.select({ id: bibleBooks.id, verseCounts: bibleBooks.verseCounts }).from(bibleBooks);
  verseCounts = new Map(books.map((book) => [book.id, book.verseCounts]));
});
afterAll(() => database.close());

const spansOf = (reference: string) => findWrittenReferences(reference).flatMap((found) => found.spans);

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
    const problems: string[] = [];
    for (const { name, references } of BIBLE_STORIES) {
      for (const reference of references) {
        const spans = spansOf(reference);
        const [span] = spans;
        if (spans.length !== 1 || !span) {
          problems.push(`${name}: ${reference} reads as ${spans.length} passages`);
          continue;
        }
        if (JSON.stringify(spanOfDataReference(reference)) !== JSON.stringify(spans)) problems.push(`${name}: ${reference} is misread`);
        const counts = verseCounts.get(span.start.bookId) ?? [];
        for (const point of [span.start, span.end]) {
          const verses = counts[point.chapter - 1];
          if (point.bookId !== span.start.bookId || verses === undefined || (point.verse !== undefined && (point.verse < 1 || point.verse > verses))) {
            problems.push(`${name}: ${reference} does not exist`);
          }
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('say in the KJV, within each reference, one of the words of their story', async () => {
    const problems: string[] = [];
    for (const { name, kjvWords, references } of BIBLE_STORIES) {
      for (const reference of references) {
        const verses = await versesInSpans(database.db, 'kjv', spansOf(reference), 2_000);
        const text = verses.map((verse) => verse.text).join(' ').toLowerCase();
        if (!kjvWords.some((words) => text.includes(words.toLowerCase()))) problems.push(`${name}: ${reference} says none of ${kjvWords.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
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
