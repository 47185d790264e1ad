import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import { contentRequest, PREVIEW_LIMITS, type ContentRequestInput } from '../../contracts/content';
import { findReferences } from '../../contracts/scripture-references';
import { cachedVersesInSpan } from '../../services/bible/bible';
import { contentGrounding } from '../../services/content/grounding';
import { createTestDatabase } from '../../test/database';
import { OfflineContentWriter } from './offline-content';

// The offline drafter on the real Bible store: drafts follow the request and quote only what the store holds.
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ bible: true });
});
afterAll(() => database.close());

const writer = new OfflineContentWriter();

async function draft(input: ContentRequestInput) {
  const request = contentRequest.parse(input);
  return writer.write({ request, grounding: await contentGrounding(database.db, request) });
}

/** Every "> text\n>\n> — **Reference** (KJV)" quote of a draft. */
function quotesOf(markdown: string): { reference: string; text: string }[] {
  return [...markdown.matchAll(/^> (.+)\n>\n> — \*\*(.+?)\*\* \(KJV\)$/gm)].map((match) => ({ text: match[1] ?? '', reference: match[2] ?? '' }));
}

describe('the offline content writer', () => {
  it('writes two different drafts for two topics, each quoting verses that exist in the store, word for word', async () => {
    const forgiveness = await draft({ type: 'sermon', topic: 'Forgiveness' });
    const prayer = await draft({ type: 'sermon', topic: 'Prayer' });
    expect(forgiveness.title).not.toBe(prayer.title);
    expect(forgiveness.content).not.toBe(prayer.content);
    expect(forgiveness.bibleVerses).not.toEqual(prayer.bibleVerses);
    for (const written of [forgiveness, prayer]) {
      const quotes = quotesOf(written.content);
      expect(quotes.length).toBeGreaterThan(1);
      for (const quote of quotes) {
        const spans = findReferences(quote.reference).flatMap((found) => found.spans);
        expect(spans.length, quote.reference).toBeGreaterThan(0);
        const verses = (await Promise.all(spans.map((span) => cachedVersesInSpan(database.db, 'kjv', span, 50)))).flat();
        expect(verses.map((verse) => verse.text).join(' '), quote.reference).toBe(quote.text);
      }
    }
  });

  it('follows the options: length, key points, verse, age group, story, conclusion, questions, activities, craft', async () => {
    const request: ContentRequestInput = {
      type: 'sunday_school',
      topic: 'Kindness',
      bibleVerse: 'Ephesians 4:32',
      length: 'long',
      ageGroup: 'children',
      keyPoints: ['God is kind to us first', 'We can be kind at school'],
      conclusionMessage: 'Go and be kind this week, like Jesus.',
      includePersonalStory: true,
      includeDiscussionQuestions: true,
      includeGroupActivities: true,
      includeCraftIdea: true,
    };
    const lesson = await draft(request);
    expect(lesson.estimatedDuration).toBe('40+ minutes');
    expect(lesson.bibleVerses[0]).toBe('Ephesians 4:32');
    expect(lesson.content).toContain('And be ye kind one to another, tenderhearted');
    // Four points for a long lesson, the member's key points first; the outline is shown numbered, so its
    // entries carry no numbers of their own.
    expect(lesson.content.match(/^## \d+\. /gm)).toHaveLength(4);
    const first = lesson.outline.findIndex((point) => point.startsWith('God is kind to us first'));
    expect(first).toBeGreaterThan(0);
    expect(lesson.outline[first + 1]).toMatch(/^We can be kind at school/);
    expect(lesson.outline.filter((point) => /^\d+\. /.test(point))).toEqual([]);
    expect(lesson.content).toContain('boys and girls');
    expect(lesson.content).toContain('children (ages 5-11)');
    expect(lesson.content).toContain('**Your story here:**');
    expect(lesson.content.trim().endsWith('Go and be kind this week, like Jesus.')).toBe(true);
    expect(lesson.discussionQuestions).toHaveLength(5);
    expect(lesson.groupActivities.length).toBeGreaterThan(1);
    expect(lesson.craftIdea).toContain('Ephesians 4:32');

    const plain = await draft({ type: 'sermon', topic: 'Kindness', length: 'short', ageGroup: 'youth' });
    expect(plain.estimatedDuration).toBe('15-20 minutes');
    expect(plain.content.match(/^## \d+\. /gm)).toHaveLength(2);
    expect(plain.discussionQuestions).toEqual([]);
    expect(plain.groupActivities).toEqual([]);
    expect(plain.craftIdea).toBe('');
    expect(plain.content).not.toContain('Your story here');
    expect(plain.content).toContain('young people');
    // A topic keeps its capitals inside sentences where they are names, and a title keeps small words small.
    const grace = await draft({ type: 'sermon', topic: 'The grace of God', length: 'short' });
    expect(grace.title).toMatch(/^The Grace of God/);
    expect(grace.content).toContain('we look at the grace of God');
  });

  it('previews with a few questions even when the full text will have none', async () => {
    const request = contentRequest.parse({ type: 'sermon', topic: 'Hope' });
    const preview = await writer.preview({ request, grounding: await contentGrounding(database.db, request) });
    expect(preview.title).toContain('Hope');
    expect(preview.previewDiscussionQuestions.length).toBeGreaterThan(0);
    expect(preview.previewContent.length).toBeLessThanOrEqual(PREVIEW_LIMITS.contentCharacters);
  });
});
