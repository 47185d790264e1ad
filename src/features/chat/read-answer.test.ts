import type { SendMessageEvent } from '@server/contracts/chat';
import { describe, expect, it } from 'vitest';
import { AnswerCutOffError, readAnswer } from './read-answer';

const question = { id: 1, role: 'user' as const, content: 'Q', createdAt: new Date('2026-11-20T10:00:00Z'), unknownReferences: [] };
const answer = { id: 2, role: 'assistant' as const, content: 'In the beginning.', createdAt: new Date('2026-11-20T10:00:01Z'), unknownReferences: [] };

async function* events(...list: SendMessageEvent[]): AsyncGenerator<SendMessageEvent> {
  for (const event of list) yield event;
}

describe('readAnswer', () => {
  it('hands on each piece in order, then returns the stored pair and the count', async () => {
    const pieces: string[] = [];
    const result = await readAnswer(
      events({ type: 'delta', text: 'In the ' }, { type: 'delta', text: 'beginning.' }, { type: 'done', userMessage: question, assistantMessage: answer, remaining: 3 }),
      (text) => pieces.push(text),
    );
    expect(pieces).toEqual(['In the ', 'beginning.']);
    expect(result).toEqual({ userMessage: question, assistantMessage: answer, remaining: 3 });
  });

  it('fails when the stream ends before the answer was stored', async () => {
    await expect(readAnswer(events({ type: 'delta', text: 'In the ' }), () => undefined)).rejects.toBeInstanceOf(AnswerCutOffError);
  });

  it('stops waiting at once when aborted, and closes the stream', async () => {
    let closed = false;
    const stuck: AsyncIterable<SendMessageEvent> = {
      [Symbol.asyncIterator]: () => ({
        next: () => new Promise<IteratorResult<SendMessageEvent>>(() => undefined),
        return: async () => {
          closed = true;
          return { done: true, value: undefined };
        },
      }),
    };
    const controller = new AbortController();
    const reading = readAnswer(stuck, () => undefined, controller.signal);
    controller.abort(new Error('stopped'));
    await expect(reading).rejects.toThrow('stopped');
    expect(closed).toBe(true);
  });
});
