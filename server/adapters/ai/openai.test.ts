import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AiProviderError, type AnswerRequest, type Grounding } from '../../services/chat/ai-provider';
import { OpenAiProvider, type OpenAiProviderOptions } from './openai';

// The real openai SDK, with msw answering an OpenAI-compatible server the way llama.cpp and OpenAI do.
const BASE_URL = 'http://llm.test/v1';
const COMPLETIONS = `${BASE_URL}/chat/completions`;
const API_KEY = 'sk-test-ministry-key';

const llm = setupServer();
beforeAll(() => llm.listen({ onUnhandledRequest: 'error' }));
afterEach(() => llm.resetHandlers());
afterAll(() => llm.close());

const provider = (options: Partial<OpenAiProviderOptions> = {}) =>
  new OpenAiProvider({ apiKey: API_KEY, baseURL: BASE_URL, model: 'llama-3.1-8b-instruct', maxRetries: 0, ...options });

const forgiveness: Grounding = {
  kind: 'topic',
  topics: ['Forgiveness'],
  translation: 'kjv',
  passages: [
    { reference: 'Matthew 6:14', text: 'For if ye forgive men their trespasses, your heavenly Father will also forgive you:' },
    { reference: 'Ephesians 4:32', text: 'And be ye kind one to another, tenderhearted, forgiving one another, even as God for Christ\'s sake hath forgiven you.' },
  ],
};

const request = (overrides: Partial<AnswerRequest> = {}): AnswerRequest => ({
  question: 'How often should I forgive?',
  history: [
    { role: 'user', content: 'What does the Bible say about forgiveness?' },
    { role: 'assistant', content: 'Jesus teaches us to forgive (Matthew 6:14).' },
  ],
  grounding: forgiveness,
  ...overrides,
});

const encoder = new TextEncoder();
const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
  `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'llama-3.1-8b-instruct', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;

/** A streamed answer as Server-Sent Events; `hold` keeps the stream open after the events, as a stalled model does. */
function sse(events: string[], { hold = false } = {}) {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const event of events) controller.enqueue(encoder.encode(event));
      if (!hold) controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
}

// llama.cpp's first chunk has content and no role; OpenAI's has the role and empty content.
const answerEvents = [
  chunk({ content: 'Jesus said ' }),
  chunk({ content: 'to forgive **seventy times seven** ' }),
  chunk({}),
  chunk({ content: '(Matthew 18:22).' }),
  chunk({}, 'stop'),
  'data: [DONE]\n\n',
];

async function collect(answer: AsyncIterable<string>): Promise<string[]> {
  const pieces: string[] = [];
  for await (const piece of answer) pieces.push(piece);
  return pieces;
}

async function failureOf(answer: AsyncIterable<string>) {
  const pieces: string[] = [];
  try {
    for await (const piece of answer) pieces.push(piece);
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    return { failure: error.failure, message: error.message, cause: error.cause, pieces };
  }
  throw new Error('The answer did not fail');
}

describe('the OpenAI-compatible provider', () => {
  it('is labelled with its model', () => {
    expect(provider()).toMatchObject({ kind: 'openai', label: 'llama-3.1-8b-instruct' });
  });

  it('streams the answer piece by piece, asking with the instruction, the passages, the history and the question', async () => {
    let body: Record<string, unknown> | undefined;
    let authorization: string | null = null;
    llm.use(
      http.post(COMPLETIONS, async ({ request: sent }) => {
        body = (await sent.json()) as Record<string, unknown>;
        authorization = sent.headers.get('authorization');
        return sse(answerEvents);
      }),
    );
    const pieces = await collect(provider().answer(request()));
    expect(pieces).toEqual(['Jesus said ', 'to forgive **seventy times seven** ', '(Matthew 18:22).']);

    expect(authorization).toBe(`Bearer ${API_KEY}`);
    expect(body).toMatchObject({ model: 'llama-3.1-8b-instruct', stream: true });
    expect(body?.temperature).toBeGreaterThan(0);
    expect(body?.temperature).toBeLessThanOrEqual(0.7);
    const messages = body?.messages as { role: string; content: string }[];
    expect(messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
    const [system, ...conversation] = messages;
    expect(system?.content).toMatch(/Bible study assistant of a Christian ministry/);
    expect(system?.content).toMatch(/Book Chapter:Verse/);
    expect(system?.content).toMatch(/does not address/);
    expect(system?.content).toMatch(/Markdown, without raw HTML/);
    expect(system?.content).toContain("Nave's Topical Bible lists under Forgiveness");
    expect(system?.content).toContain('Matthew 6:14 (KJV): For if ye forgive men their trespasses, your heavenly Father will also forgive you:');
    expect(system?.content).toContain("Ephesians 4:32 (KJV): And be ye kind one to another, tenderhearted, forgiving one another, even as God for Christ's sake hath forgiven you.");
    expect(conversation).toEqual([
      { role: 'user', content: 'What does the Bible say about forgiveness?' },
      { role: 'assistant', content: 'Jesus teaches us to forgive (Matthew 6:14).' },
      { role: 'user', content: 'How often should I forgive?' },
    ]);
  });

  it('reads a stream whose first chunk carries the role, as OpenAI sends it', async () => {
    llm.use(http.post(COMPLETIONS, () => sse([chunk({ role: 'assistant', content: '' }), chunk({ content: 'Grace ' }), chunk({ content: 'and peace.' }), 'data: [DONE]\n\n'])));
    await expect(collect(provider().answer(request()))).resolves.toEqual(['Grace ', 'and peace.']);
  });

  it('tells the model when no passage was found', async () => {
    let system = '';
    llm.use(
      http.post(COMPLETIONS, async ({ request: sent }) => {
        system = ((await sent.json()) as { messages: { content: string }[] }).messages[0]?.content ?? '';
        return sse(answerEvents);
      }),
    );
    await collect(provider().answer(request({ grounding: { kind: 'none', topics: [], translation: 'web', passages: [] } })));
    expect(system).toContain('No passage in the Bible store matched this question');
  });

  it("gives Premium's commentary after the passages, named as Matthew Henry's and never as Scripture", async () => {
    let system = '';
    llm.use(
      http.post(COMPLETIONS, async ({ request: sent }) => {
        system = ((await sent.json()) as { messages: { content: string }[] }).messages[0]?.content ?? '';
        return sse(answerEvents);
      }),
    );
    const commentary = [{ label: 'Matthew Henry on Matthew 6:14-15', source: "Matthew Henry's Concise Commentary on the Whole Bible (1706; public domain)", text: 'We must forgive, as we hope to be forgiven.' }];
    await collect(provider().answer(request({ grounding: { ...request().grounding, commentary } })));
    const [, afterPassages = ''] = system.split('Ephesians 4:32 (KJV)');
    expect(afterPassages).toContain("Commentary on these passages, from Matthew Henry's Concise Commentary on the Whole Bible (1706; public domain). It is commentary, not Scripture");
    expect(afterPassages).toContain('never quote it as the Bible\'s words');
    expect(afterPassages).toContain('Matthew Henry on Matthew 6:14-15: We must forgive, as we hope to be forgiven.');
    // Without it, nothing is said of commentary.
    await collect(provider().answer(request()));
    expect(system).not.toContain('Commentary');
  });

  it.each([
    ['a rate limit', 429, 'rate_limited', { message: 'Rate limit reached for requests', type: 'requests', code: 'rate_limit_exceeded' }],
    ['a spent balance', 429, 'auth_or_billing', { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' }],
    ['a wrong key', 401, 'auth_or_billing', { message: `Incorrect API key provided: ${API_KEY}.`, type: 'invalid_request_error', code: 'invalid_api_key' }],
    ['a forbidden model', 403, 'auth_or_billing', { message: 'You are not allowed to sample from this model', type: 'invalid_request_error', code: null }],
    ['a server error', 500, 'failed', { message: 'The server had an error while processing your request.', type: 'server_error', code: null }],
  ])('fails on %s (%i) as %s, without the key in what it says', async (_name, status, failure, error) => {
    llm.use(http.post(COMPLETIONS, () => HttpResponse.json({ error }, { status })));
    const failed = await failureOf(provider().answer(request()));
    expect(failed.failure).toBe(failure);
    expect(failed.pieces).toEqual([]);
    expect(failed.message).not.toContain(API_KEY);
    expect(String(failed.cause ?? '')).not.toContain(API_KEY);
  });

  it('fails when the server cannot be reached', async () => {
    llm.use(http.post(COMPLETIONS, () => HttpResponse.error()));
    await expect(failureOf(provider().answer(request()))).resolves.toMatchObject({ failure: 'failed', pieces: [] });
  });

  // Before a retry the SDK cancels the refused response's body, which never settles for a body msw 2.15 has
  // cloned (mswjs/interceptors#799): the retried refusals here have no body.
  const refusedWithoutBody = () => new HttpResponse(null, { status: 429, headers: { 'retry-after-ms': '1' } });

  it('retries a rate limit a bounded number of times before failing', async () => {
    let requests = 0;
    llm.use(
      http.post(COMPLETIONS, () => {
        requests += 1;
        return refusedWithoutBody();
      }),
    );
    await expect(failureOf(provider({ maxRetries: 2 }).answer(request()))).resolves.toMatchObject({ failure: 'rate_limited' });
    expect(requests).toBe(3);
  });

  it('answers after a retried rate limit', async () => {
    let requests = 0;
    llm.use(
      http.post(COMPLETIONS, () => {
        requests += 1;
        if (requests === 1) return refusedWithoutBody();
        return sse(answerEvents);
      }),
    );
    await expect(collect(provider({ maxRetries: 1 }).answer(request()))).resolves.toHaveLength(3);
  });

  it('times out when the server does not start answering in time', async () => {
    llm.use(
      http.post(COMPLETIONS, async () => {
        await delay(2_000);
        return sse(answerEvents);
      }),
    );
    const started = Date.now();
    await expect(failureOf(provider({ timeoutMs: 100 }).answer(request()))).resolves.toMatchObject({ failure: 'timeout', pieces: [] });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('times out when the model falls silent mid-answer, after what it wrote', async () => {
    llm.use(http.post(COMPLETIONS, () => sse([chunk({ content: 'Jesus said ' })], { hold: true })));
    const started = Date.now();
    await expect(failureOf(provider({ timeoutMs: 150 }).answer(request()))).resolves.toMatchObject({ failure: 'timeout', pieces: ['Jesus said '] });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it('does not count the time the caller takes with a piece as silence', async () => {
    llm.use(http.post(COMPLETIONS, () => sse(answerEvents)));
    const pieces: string[] = [];
    for await (const piece of provider({ timeoutMs: 100 }).answer(request())) {
      pieces.push(piece);
      await delay(200);
    }
    expect(pieces).toHaveLength(3);
  });

  it('maps an error the server sends mid-stream like one before it', async () => {
    const limited = `data: ${JSON.stringify({ error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } })}\n\n`;
    llm.use(http.post(COMPLETIONS, () => sse([chunk({ content: 'Jesus said ' }), limited])));
    await expect(failureOf(provider().answer(request()))).resolves.toMatchObject({ failure: 'rate_limited', pieces: ['Jesus said '] });

    const quota = `data: ${JSON.stringify({ error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } })}\n\n`;
    llm.use(http.post(COMPLETIONS, () => sse([chunk({ content: 'Jesus said ' }), quota])));
    await expect(failureOf(provider().answer(request()))).resolves.toMatchObject({ failure: 'auth_or_billing' });
  });

  it('fails when the connection breaks mid-stream', async () => {
    llm.use(
      http.post(COMPLETIONS, () => {
        const body = new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(encoder.encode(chunk({ content: 'Jesus said ' })));
            setTimeout(() => controller.error(new Error('socket hang up')), 10);
          },
        });
        return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
      }),
    );
    await expect(failureOf(provider().answer(request()))).resolves.toMatchObject({ failure: 'failed', pieces: ['Jesus said '] });
  });

  it('ends quietly when the member presses Stop mid-answer', async () => {
    llm.use(http.post(COMPLETIONS, () => sse([chunk({ content: 'Jesus said ' }), chunk({ content: 'to forgive ' })], { hold: true })));
    const stop = new AbortController();
    const pieces: string[] = [];
    const started = Date.now();
    for await (const piece of provider({ timeoutMs: 5_000 }).answer(request({ signal: stop.signal }))) {
      pieces.push(piece);
      if (pieces.length === 1) setTimeout(() => stop.abort(), 20);
    }
    expect(pieces).toEqual(['Jesus said ', 'to forgive ']);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('ends quietly when stopped before the server answers', async () => {
    llm.use(
      http.post(COMPLETIONS, async () => {
        await delay(2_000);
        return sse(answerEvents);
      }),
    );
    const stop = new AbortController();
    setTimeout(() => stop.abort(), 50);
    await expect(collect(provider({ timeoutMs: 5_000 }).answer(request({ signal: stop.signal })))).resolves.toEqual([]);
  });
});
