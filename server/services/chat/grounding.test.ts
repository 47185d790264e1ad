import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import { createTestDatabase } from '../../test/database';
import { checkReferences, GROUNDING_MAX_VERSES, retrieveGrounding } from './grounding';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ bible: true });
});
afterAll(() => database.close());

describe('the Scripture a question is about', () => {
  it('quotes the verse a question names', async () => {
    const grounding = await retrieveGrounding(database.db, 'What does John 3:16 say?');
    expect(grounding).toEqual({
      kind: 'reference',
      topics: [],
      translation: 'kjv',
      passages: [
        { reference: 'John 3:16', text: expect.stringMatching(/^For God so loved the world, that he gave his only begotten Son/), why: 'The passage your question names.' },
      ],
    });
  });

  it('quotes a named chapter whole, and a range as one passage of its verses in order', async () => {
    const psalm = await retrieveGrounding(database.db, 'Explain Psalm 23');
    expect(psalm.passages).toEqual([
      { reference: 'Psalms 23', text: expect.stringMatching(/^The LORD is my shepherd; I shall not want\. .* dwell in the house of the LORD for ever\.$/), why: expect.any(String) },
    ]);

    const romans = await retrieveGrounding(database.db, 'Romans 8:28-39');
    expect(romans.kind).toBe('reference');
    expect(romans.passages).toHaveLength(1);
    expect(romans.passages[0]?.reference).toBe('Romans 8:28-39');
    expect(romans.passages[0]?.text).toMatch(/^And we know that all things work together for good .* which is in Christ Jesus our Lord\.$/);
    expect(romans.passages[0]?.text).toContain('For I am persuaded, that neither death, nor life');
  });

  it('quotes each of several references apart, in the order asked', async () => {
    const grounding = await retrieveGrounding(database.db, 'Compare John 3:16 with Romans 5:8');
    expect(grounding.passages.map((passage) => passage.reference)).toEqual(['John 3:16', 'Romans 5:8']);
    expect(grounding.passages[1]?.text).toMatch(/^But God commendeth his love toward us/);
  });

  it(`quotes no more than ${GROUNDING_MAX_VERSES} verses, and names the passage by the verses it kept`, async () => {
    const grounding = await retrieveGrounding(database.db, 'What is Psalm 119 about?');
    expect(grounding.passages).toEqual([{ reference: `Psalms 119:1-${GROUNDING_MAX_VERSES}`, text: expect.stringMatching(/^Blessed are the undefiled in the way/), why: expect.any(String) }]);
    expect(grounding.passages[0]?.text).toContain('I have chosen the way of truth: thy judgments have I laid before me.'); // verse 30
    expect(grounding.passages[0]?.text).not.toContain('I have stuck unto thy testimonies'); // verse 31
  });

  it('quotes the translation asked for', async () => {
    const grounding = await retrieveGrounding(database.db, 'John 3:16', 'web');
    expect(grounding.translation).toBe('web');
    expect(grounding.passages[0]?.text).toMatch(/^For God so loved the world, that he gave his only born Son/);
  });

  it('answers a subject with the passages a teacher cites first on it, each saying so', async () => {
    const grounding = await retrieveGrounding(database.db, 'What does the Bible say about forgiveness?');
    expect(grounding.kind).toBe('topic');
    expect(grounding.topics).toEqual(['forgiveness']);
    expect(grounding.passages).toHaveLength(6);
    expect(grounding.passages[0]).toEqual({
      reference: 'Matthew 6:14-15',
      text: expect.stringMatching(/^For if ye forgive men their trespasses/),
      why: 'A key passage on forgiveness.',
    });
    expect(grounding.passages.map((passage) => passage.reference)).toContain('Ephesians 4:32');
  });

  it("answers a subject no key passage covers with the passages Nave's Topical Bible lists under it, those that teach it first, neighbours as one", async () => {
    const grounding = await retrieveGrounding(database.db, 'What does the Bible say about vows?');
    expect(grounding.kind).toBe('topic');
    expect(grounding.topics).toEqual(['Vows']);
    const quoted = grounding.passages.map((passage) => passage.reference);
    expect(quoted.length).toBeGreaterThanOrEqual(4);
    expect(quoted.length).toBeLessThanOrEqual(6);
    // Numbers 30, which Nave's lists verse by verse: one passage, first.
    expect(grounding.passages[0]).toEqual({
      reference: 'Numbers 30:1-8',
      text: expect.stringMatching(/^And Moses spake unto the heads of the tribes/),
      why: expect.stringMatching(/^Listed under Vows in Nave's Topical Bible/),
    });
  });

  it('draws on a second topic when the first lists few verses, naming both', async () => {
    const grounding = await retrieveGrounding(database.db, 'What does the Bible say about mustard and seed?');
    expect(grounding.kind).toBe('topic');
    expect(grounding.topics).toEqual(['Mustard', 'Seed']);
    expect(grounding.passages[0]?.reference).toBe('Matthew 13:31-32');
  });

  it('finds the verses that use the words of a question no reference or topic answers', async () => {
    const grounding = await retrieveGrounding(database.db, 'Tell me about the swaddling clothes');
    expect(grounding.kind).toBe('search');
    expect(grounding.topics).toEqual([]);
    expect(grounding.passages.map((passage) => passage.reference)).toEqual(expect.arrayContaining(['Luke 2:7', 'Luke 2:12']));
    for (const passage of grounding.passages) expect(passage.text).toMatch(/swaddling/i);
  });

  it('finds nothing for words that are in no verse and name no topic', async () => {
    await expect(retrieveGrounding(database.db, 'xqzv blorft wuggle?')).resolves.toEqual({ kind: 'none', topics: [], translation: 'kjv', passages: [] });
  });

  it('finds nothing for a question that names only a passage that does not exist, rather than a topic named like its book', async () => {
    await expect(retrieveGrounding(database.db, 'Is it true that John 22:1 says so?')).resolves.toMatchObject({ kind: 'none', passages: [] });
  });
});

describe('checking the references an answer writes', () => {
  it('marks each reference as written, found when its verses exist', async () => {
    const answer = 'God so loved the world (John 3:16), as John 22:1 and Psalm 151:1 never said; see Genesis 1:1.';
    await expect(checkReferences(database.db, answer)).resolves.toEqual([
      { text: 'John 3:16', label: 'John 3:16', found: true },
      { text: 'John 22:1', label: 'John 22:1', found: false },
      { text: 'Psalm 151:1', label: 'Psalms 151:1', found: false },
      { text: 'Genesis 1:1', label: 'Genesis 1:1', found: true },
    ]);
  });

  it('finds a verse past the end of its chapter missing, and a range found when any of its verses exist', async () => {
    await expect(checkReferences(database.db, 'Compare Jn 3:99 with John 21:25-22:3.')).resolves.toEqual([
      { text: 'Jn 3:99', label: 'John 3:99', found: false },
      { text: 'John 21:25-22:3', label: 'John 21:25-22:3', found: true },
    ]);
  });

  it('gives the reference alone where Markdown and a translation surround it', async () => {
    const answer = '> For God so loved the world\n>\n> — **John 3:16** (KJV)';
    const [checked] = await checkReferences(database.db, answer);
    expect(checked).toEqual({ text: 'John 3:16', label: 'John 3:16', found: true });
  });

  it('finds nothing in an answer that cites no Scripture', async () => {
    await expect(checkReferences(database.db, 'Be kind to one another, and pray without ceasing.')).resolves.toEqual([]);
  });
});
