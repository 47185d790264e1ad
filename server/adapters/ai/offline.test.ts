import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db';
import type { TranslationId } from '../../contracts/bible-translations';
import { findReferences } from '../../contracts/scripture-references';
import { OFFLINE_ASSISTANT_LABEL, type Grounding } from '../../services/chat/ai-provider';
import { checkReferences, retrieveGrounding, withCommentary } from '../../services/chat/grounding';
import { createTestDatabase } from '../../test/database';
import { OfflineAiProvider } from './offline';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase({ bible: true });
});
afterAll(() => database.close());

const assistant = new OfflineAiProvider();

async function piecesOf(grounding: Grounding, signal?: AbortSignal): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of assistant.answer({ question: 'unused', history: [], grounding, ...(signal ? { signal } : {}) })) pieces.push(piece);
  return pieces;
}

/** The offline answer to a question, grounded as the chat grounds it. */
async function answerTo(question: string, translation: TranslationId = 'kjv') {
  const grounding = await retrieveGrounding(database.db, question, translation);
  const pieces = await piecesOf(grounding);
  return { grounding, pieces, answer: pieces.join('') };
}

describe('the offline assistant', () => {
  it('says who answers', () => {
    expect(assistant.kind).toBe('offline');
    expect(assistant.label).toBe(OFFLINE_ASSISTANT_LABEL);
  });

  it('quotes the passages it is given as blockquotes signed with their references and translation, and nothing else', async () => {
    const grounding: Grounding = {
      kind: 'reference',
      topics: [],
      translation: 'web',
      passages: [
        { reference: 'Romans 12:12', text: 'rejoicing in hope; enduring in troubles; continuing steadfastly in prayer;' },
        { reference: 'Psalms 46:10', text: '"Be still, and know that I am God. *I* will be exalted."' },
      ],
    };
    expect((await piecesOf(grounding)).join('')).toBe(
      '> rejoicing in hope; enduring in troubles; continuing steadfastly in prayer;\n>\n> — **Romans 12:12** (WEB)\n\n' +
        '> "Be still, and know that I am God. \\*I\\* will be exalted."\n>\n> — **Psalms 46:10** (WEB)',
    );
  });

  it('answers a question that names a verse with that verse, in small pieces', async () => {
    const { pieces, answer } = await answerTo('What does John 3:16 say?');
    expect(answer).toMatch(/^\*The passage your question names\.\*\n\n> For God so loved the world, that he gave his only begotten Son/);
    expect(answer).toContain('— **John 3:16** (KJV)');
    expect(findReferences(answer).map((reference) => reference.label)).toEqual(['John 3:16']);
    expect(pieces.length).toBeGreaterThan(5);
    for (const piece of pieces) expect(piece.trim().split(/\s+/).length).toBeLessThanOrEqual(4);
  });

  it('quotes the translation the grounding is in', async () => {
    const { answer } = await answerTo('John 3:16', 'web');
    expect(answer).toContain('For God so loved the world, that he gave his only born Son');
    expect(answer).toContain('**John 3:16** (WEB)');
  });

  it('names the subject, and says above each passage in one line why it chose it, quoting the verses word for word', async () => {
    const { grounding, answer } = await answerTo('What does the Bible say about forgiveness?');
    const [lead, firstWhy, firstQuote] = answer.split('\n\n');
    expect(lead).toBe('Passages on **forgiveness**:');
    expect(firstWhy).toBe('*A key passage on forgiveness.*');
    expect(firstQuote).toBe(
      '> For if ye forgive men their trespasses, your heavenly Father will also forgive you: But if ye forgive not men their trespasses, neither will your Father forgive your trespasses.\n>\n> — **Matthew 6:14-15** (KJV)',
    );
    for (const passage of grounding.passages) expect(answer).toContain(`*${passage.why ?? ''}*\n\n> ${passage.text}\n>\n> — **${passage.reference}** (KJV)`);
    const cited = await checkReferences(database.db, answer);
    expect(cited.map((reference) => reference.label)).toEqual(grounding.passages.map((passage) => passage.reference));
    expect(cited.every((reference) => reference.found)).toBe(true);
  });

  it('says which passage the question named, which person it is about, and which words a verse matched', async () => {
    const beatitudes = (await answerTo('What did Jesus teach in the Beatitudes?')).answer.split('\n\n');
    expect(beatitudes[0]).toBe('*Known as the Beatitudes.*');
    expect(beatitudes[1]).toMatch(/^> Blessed are the poor in spirit: for their's is the kingdom of heaven\./);
    const moses = (await answerTo('Who was Moses?')).answer.split('\n\n');
    expect(moses.slice(0, 2)).toEqual(['Passages on **Moses**:', '*A key passage on Moses.*']);
    expect(moses[2]).toMatch(/^> And there went a man of the house of Levi/);
    const swaddling = (await answerTo('Tell me about the swaddling clothes')).answer.split('\n\n');
    expect(swaddling[1]).toBe('*Uses the words "swaddling", "clothes".*');
  });

  it("quotes the member's translation word for word: the WEB's words for the same key passages", async () => {
    const { grounding, answer } = await answerTo('What does the Bible say about worry and anxiety?', 'web');
    expect(grounding.passages[0]?.reference).toBe('Philippians 4:6-7');
    expect(answer).toContain('*A key passage on anxiety.*\n\n> In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God.');
    expect(answer).toContain('— **Philippians 4:6-7** (WEB)');
    expect(answer).not.toContain('Be careful for nothing');
  });

  it("names the Nave's topics of a subject that has no key passages, and says each passage is listed there", async () => {
    const { answer } = await answerTo('What does the Bible say about mustard and seed?');
    const [lead, firstWhy] = answer.split('\n\n');
    expect(lead).toBe('Passages on **Mustard** and **Seed**:');
    expect(firstWhy).toBe('*Listed under Mustard in Nave\'s Topical Bible, and uses the words "mustard", "seed".*');
  });

  it('says that the verses it found use the words of the question', async () => {
    const { answer } = await answerTo('Tell me about the swaddling clothes');
    expect(answer.split('\n\n')[0]).toBe('These verses use the words of your question:');
    expect(answer).toContain('**Luke 2:7** (KJV)');
    expect(answer).toContain('wrapped him in swaddling clothes');
  });

  it('says honestly that it found no passage, and how to ask', async () => {
    const { answer } = await answerTo('xqzv blorft wuggle?');
    expect(answer).toBe(
      'I could not find a passage of Scripture for that question. Try naming a book and chapter (for example, John 3) or a subject (for example, forgiveness).',
    );
  });

  it('stops writing when the member presses Stop', async () => {
    const grounding = await retrieveGrounding(database.db, 'Explain Psalm 23');
    const whole = await piecesOf(grounding);
    const stop = new AbortController();
    const received: string[] = [];
    for await (const piece of assistant.answer({ question: 'Explain Psalm 23', history: [], grounding, signal: stop.signal })) {
      received.push(piece);
      if (received.length === 3) stop.abort();
    }
    expect(whole.length).toBeGreaterThan(20);
    expect(received).toEqual(whole.slice(0, 3));
  });

  it('writes nothing when stopped before it starts', async () => {
    const grounding = await retrieveGrounding(database.db, 'Explain Psalm 23');
    await expect(piecesOf(grounding, AbortSignal.abort())).resolves.toEqual([]);
  });
});

describe("Premium's commentary in the offline answer", () => {
  let study: Database;
  beforeAll(async () => {
    study = await createTestDatabase({ studyTools: true });
  });
  afterAll(() => study.close());

  it("follows the Scripture under a heading that says it is not Scripture, each note named by Matthew Henry and its verses, the lines on the verse asked", async () => {
    const grounding = await withCommentary(study.db, await retrieveGrounding(study.db, 'Explain John 3:16'));
    expect(grounding.passages.map((passage) => passage.reference)).toEqual(['John 3:16']);
    // His note on John 3:1-21 is long; the lines quoted are those on God's love and the gift of his Son.
    expect(grounding.commentary).toEqual([
      { label: 'Matthew Henry on John 3:1-21', source: "Matthew Henry's Concise Commentary on the Whole Bible (1706; public domain)", text: expect.stringMatching(/loved|love|gave|Son/) },
    ]);
    const [note] = grounding.commentary ?? [];
    if (!note) throw new Error('no note');
    expect(note.text.length).toBeLessThanOrEqual(904);
    expect(note.text).toContain('God so loved the world');
    const answer = (await piecesOf(grounding)).join('');
    const [why, scripture, heading, comment] = answer.split('\n\n');
    expect(why).toBe('*The passage your question names.*');
    expect(scripture).toMatch(/^> For God so loved the world.*\n>\n> — \*\*John 3:16\*\* \(KJV\)$/s);
    expect(heading).toBe("**Commentary, not Scripture**: from Matthew Henry's Concise Commentary on the Whole Bible (1706; public domain).");
    expect(comment?.startsWith('*Matthew Henry on John 3:1-21:* ')).toBe(true);
    // Word for word from the commentary, never in a quotation signed as a verse is.
    expect(comment).not.toContain('> ');
    const words = (note.text.replace(/^… | …$/g, '').match(/\p{L}+/gu) ?? []).slice(0, 12).join(' ');
    expect(words.length).toBeGreaterThan(20);
    expect((comment ?? '').match(/\p{L}+/gu)?.join(' ')).toContain(words);
  });

  it('says nothing of commentary when the grounding has none, as for a free member', async () => {
    const answer = (await piecesOf(await retrieveGrounding(study.db, 'Explain John 3:16'))).join('');
    expect(answer).not.toContain('Commentary');
  });
});
