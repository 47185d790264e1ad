import { afterAll, describe, expect, it } from 'vitest';
import type { GeneratedContent } from '../../contracts/content';
import { createDocumentRenderer } from './document-renderer';

const lesson: GeneratedContent = {
  title: 'The Lost Sheep',
  estimatedDuration: '45-60 minutes',
  bibleVerses: ['Luke 15:4-7'],
  outline: ['The shepherd', 'The search'],
  content: 'What man of you, having an hundred sheep, if he lose one of them, doth not leave the ninety and nine?',
  discussionQuestions: [],
  groupActivities: [],
  craftIdea: '',
};

describe('the document renderer', () => {
  const renderer = createDocumentRenderer();
  afterAll(() => renderer.close());

  it('lays out Word and PDF files on its worker, and goes on after a render that failed there', async () => {
    const pdf = await renderer.render('pdf', lesson);
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await expect(renderer.render('docx', { ...lesson, content: undefined } as unknown as GeneratedContent)).rejects.toThrow(/^Rendering a docx file failed: /);
    const docx = await renderer.render('docx', lesson);
    expect(Buffer.from(docx).subarray(0, 2).toString('latin1')).toBe('PK');
  });
});
