import type { SendMessageEvent, SendMessageResult } from '@server/contracts/chat';

/** The answer's stream ended without the stored pair: the server stopped part-way. */
export class AnswerCutOffError extends Error {
  constructor() {
    super('The answer ended before it was saved');
  }
}

/**
 * Reads a streamed answer: each piece goes to `onDelta` as it arrives, and the stored question and answer
 * (with the messages left today) come back at the end. Aborting `signal` stops reading at once, even while
 * the next piece is still on its way; leaving closes the stream.
 */
export async function readAnswer(
  events: AsyncIterable<SendMessageEvent>,
  onDelta: (text: string) => void,
  signal?: AbortSignal,
): Promise<SendMessageResult> {
  const iterator = events[Symbol.asyncIterator]();
  const aborted = new Promise<never>((_resolve, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  // Nobody may be waiting on it when the abort comes (the answer already finished).
  aborted.catch(() => undefined);
  try {
    for (;;) {
      const next = await Promise.race([iterator.next(), aborted]);
      if (next.done) throw new AnswerCutOffError();
      const event = next.value;
      if (event.type === 'delta') {
        onDelta(event.text);
      } else {
        return { userMessage: event.userMessage, assistantMessage: event.assistantMessage, remaining: event.remaining };
      }
    }
  } finally {
    // Not awaited: a stream that is stuck must not keep the screen waiting.
    Promise.resolve(iterator.return?.()).catch(() => undefined);
  }
}
