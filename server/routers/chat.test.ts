import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OpenAiProvider } from '../adapters/ai/openai';
import { createCaller } from '../caller';
import { AI_DAILY_LIMIT_MESSAGE } from '../contracts/api-limits';
import { createRateLimits } from '../rate-limit';
import { createTestApp, type TestApp } from '../test/app';
import { call, membersOf, type Member } from '../test/http';
import { createContextInner } from '../trpc';

// The Bible chat's /api/bible-chat paths (members.md section 7), through HTTP as the browser and API clients
// use them, on a database with the Bible seeded. One app answers with the offline assistant (no key); the
// other with the real openai SDK against an OpenAI-compatible server that msw plays.
const AI_BASE_URL = 'http://ai.test/v1';
const aiServer = setupServer();
beforeAll(() => aiServer.listen({ onUnhandledRequest: 'error' }));
afterEach(() => aiServer.resetHandlers());
afterAll(() => aiServer.close());

/** A chat completion streamed as an OpenAI-compatible server does: one chunk per piece, then [DONE]. */
function streamedCompletion(pieces: string[], { pauseMs = 0 } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream({
    async start(controller) {
      for (const [index, piece] of pieces.entries()) {
        const chunk = { id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: 'test-model', choices: [{ index: 0, delta: { content: piece }, finish_reason: index === pieces.length - 1 ? 'stop' : null }] };
        controller.enqueue(encoder.encode(`data: ${JSON.stringify(chunk)}\n\n`));
        if (pauseMs) await delay(pauseMs);
      }
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
}

const answerWith = (pieces: string[], options?: { pauseMs?: number }) =>
  aiServer.use(http.post(`${AI_BASE_URL}/chat/completions`, () => streamedCompletion(pieces, options)));




async function newSession(t: TestApp, member: Member): Promise<string> {
  const created = await call(t, 'POST', '/api/bible-chat/sessions', member.cookie, {});
  expect(created.status).toBe(201);
  return created.body.sessionId;
}

const ask = (t: TestApp, member: Member, sessionId: string, message: string, headers?: Record<string, string>) =>
  call(t, 'POST', `/api/bible-chat/sessions/${sessionId}/messages`, member.cookie, { message }, headers);

describe('the Bible chat API with the offline assistant', () => {
  let t: TestApp;
  let now = new Date('2026-11-23T22:30:00Z');
  beforeAll(async () => {
    // With the study tools, as a started server has them: Premium's answers quote Matthew Henry's commentary.
    t = await createTestApp({ studyTools: true, clock: { now: () => now } });
  });
  afterAll(() => t.close());
  const signUp = membersOf(() => t, 'seeker');

  it('answers 401 to a visitor on every path', async () => {
    const paths: ['GET' | 'POST', string][] = [
      ['GET', '/api/bible-chat/subscription'],
      ['GET', '/api/bible-chat/sessions'],
      ['POST', '/api/bible-chat/sessions'],
      ['GET', '/api/bible-chat/sessions/4b7c8a0e-3f7c-4b8e-9a57-0d3c1f1e2a11/messages'],
      ['POST', '/api/bible-chat/sessions/4b7c8a0e-3f7c-4b8e-9a57-0d3c1f1e2a11/messages'],
      ['GET', '/api/bible-chat/export'],
      ['POST', '/api/bible-chat/upgrade'],
    ];
    for (const [method, url] of paths) {
      const res = await call(t, method, url, undefined, method === 'POST' ? { message: 'Hello', plan: 'monthly' } : undefined);
      expect([url, res.status]).toEqual([url, 401]);
    }
  });

  it('tells a new member their free allowance, when it starts again, and who answers', async () => {
    const member = await signUp();
    const { status, body } = await call(t, 'GET', '/api/bible-chat/subscription', member.cookie);
    expect(status).toBe(200);
    expect(body).toEqual({
      subscription: { tier: 'free', premiumUntil: null },
      messageCount: 0,
      remaining: 5,
      limit: 5,
      resetsAt: '2026-11-24T00:00:00.000Z',
      assistant: { kind: 'offline', label: 'Offline assistant (no AI key configured)' },
    });
  });

  it('starts conversations and lists them most recent first, with their message counts', async () => {
    const member = await signUp();
    expect((await call(t, 'GET', '/api/bible-chat/sessions', member.cookie)).body).toEqual({ sessions: [] });
    const first = await call(t, 'POST', '/api/bible-chat/sessions', member.cookie, {});
    expect(first.body).toMatchObject({ name: 'New Conversation', messageCount: 0 });
    expect(first.body.id).toEqual(expect.any(Number));
    expect(first.body.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    const second = await call(t, 'POST', '/api/bible-chat/sessions', member.cookie, { name: 'Psalms' });
    expect(second.body.name).toBe('Psalms');
    await ask(t, member, first.body.sessionId, 'What does John 3:16 say?');
    const { body } = await call(t, 'GET', '/api/bible-chat/sessions', member.cookie);
    expect(body.sessions.map((s: { sessionId: string; messageCount: number }) => [s.sessionId, s.messageCount])).toEqual([
      [first.body.sessionId, 2],
      [second.body.sessionId, 0],
    ]);
  });

  it('answers "What does John 3:16 say?" with the verse, quoted from the Bible store, and keeps both messages', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    const { status, body } = await ask(t, member, sessionId, '  What does John 3:16 say?  ');
    expect(status).toBe(200);
    expect(body.userMessage).toMatchObject({ role: 'user', content: 'What does John 3:16 say?' });
    expect(body.assistantMessage.role).toBe('assistant');
    expect(body.assistantMessage.content).toContain('John 3:16');
    expect(body.assistantMessage.content).toContain('For God so loved the world');
    expect(body.assistantMessage.unknownReferences).toEqual([]);
    expect(body.remaining).toBe(4);
    const messages = await call(t, 'GET', `/api/bible-chat/sessions/${sessionId}/messages`, member.cookie);
    expect(messages.body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(messages.body.messages[1].content).toBe(body.assistantMessage.content);
  });

  it('answers a question about forgiveness from the passages a teacher cites first, saying why each', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    const { body } = await ask(t, member, sessionId, 'What does the Bible say about forgiveness?');
    expect(body.assistantMessage.content).toMatch(/^Passages on \*\*forgiveness\*\*:/);
    expect(body.assistantMessage.content).toContain('*A key passage on forgiveness.*\n\n> For if ye forgive men their trespasses');
    expect(body.assistantMessage.content).toContain('**Matthew 6:14-15** (KJV)');
  });

  it('quotes the translation the question asks for, word for word, and the KJV otherwise', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    const web = (await ask(t, member, sessionId, 'What does the Bible say about worry and anxiety, in the WEB?')).body.assistantMessage.content;
    expect(web).toContain('> In nothing be anxious, but in everything, by prayer and petition with thanksgiving, let your requests be made known to God.');
    expect(web).toContain('**Philippians 4:6-7** (WEB)');
    const kjv = (await ask(t, member, sessionId, 'Quote Philippians 4:6 from the web of verses you know')).body.assistantMessage.content;
    expect(kjv).toContain('> Be careful for nothing; but in every thing by prayer and supplication with thanksgiving let your requests be made known unto God.');
    expect(kjv).toContain('**Philippians 4:6** (KJV)');
  });

  it('quotes the translation the member reads in, unless the question names another', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    const send = (message: string) => call(t, 'POST', `/api/bible-chat/sessions/${sessionId}/messages`, member.cookie, { message, translation: 'web' });
    const web = (await send('What does Philippians 4:6 say?')).body.assistantMessage.content;
    expect(web).toContain('**Philippians 4:6** (WEB)');
    expect(web).toContain('> In nothing be anxious');
    const kjv = (await send('What does Philippians 4:6 say in the King James Version?')).body.assistantMessage.content;
    expect(kjv).toContain('**Philippians 4:6** (KJV)');
    expect((await call(t, 'POST', `/api/bible-chat/sessions/${sessionId}/messages`, member.cookie, { message: 'Hi', translation: 'niv' })).status).toBe(400);
  });

  it.each([
    ['', 'Please type a question first.'],
    ['    ', 'Please type a question first.'],
    ['x'.repeat(2001), 'Please keep your question under 2000 characters.'],
  ])('refuses the question %#, with the reason, and charges nothing', async (message, reason) => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    const res = await ask(t, member, sessionId, message);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'BAD_REQUEST', message: reason });
    expect((await call(t, 'GET', '/api/bible-chat/subscription', member.cookie)).body.remaining).toBe(5);
  });

  it("keeps each member's conversations their own: another member's is 404 on every path", async () => {
    const owner = await signUp();
    const other = await signUp();
    const sessionId = await newSession(t, owner);
    await ask(t, owner, sessionId, 'Psalm 23');
    expect((await call(t, 'GET', `/api/bible-chat/sessions/${sessionId}/messages`, other.cookie)).status).toBe(404);
    const send = await ask(t, other, sessionId, 'Psalm 23');
    expect(send.status).toBe(404);
    expect(send.body.message).toBe('This conversation could not be found.');
    expect((await call(t, 'GET', `/api/bible-chat/sessions/${sessionId}/export`, other.cookie)).status).toBe(402);
    expect((await call(t, 'GET', '/api/bible-chat/sessions', other.cookie)).body.sessions).toEqual([]);
    // The other member's allowance was not touched by the refused send.
    expect((await call(t, 'GET', '/api/bible-chat/subscription', other.cookie)).body.remaining).toBe(5);
    expect((await call(t, 'GET', '/api/bible-chat/sessions/not-a-uuid/messages', owner.cookie)).status).toBe(400);
  });

  it('lets exactly 5 of 8 parallel questions of a free member through; the rest answer 402, until the next UTC day', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => ask(t, member, sessionId, `Psalm ${i + 1}`)));
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 402, 402, 402]);
    for (const refused of answers.filter((answer) => answer.status === 402)) {
      expect(refused.body).toEqual({ error: 'PAYMENT_REQUIRED', message: 'Subscription Required' });
    }
    const after = await call(t, 'GET', '/api/bible-chat/subscription', member.cookie);
    expect(after.body).toMatchObject({ messageCount: 5, remaining: 0 });
    expect((await call(t, 'GET', `/api/bible-chat/sessions/${sessionId}/messages`, member.cookie)).body.messages).toHaveLength(10);

    now = new Date('2026-11-24T00:00:01Z');
    try {
      expect((await call(t, 'GET', '/api/bible-chat/subscription', member.cookie)).body).toMatchObject({ messageCount: 0, remaining: 5, resetsAt: '2026-11-25T00:00:00.000Z' });
      expect((await ask(t, member, sessionId, 'John 1:1')).status).toBe(200);
    } finally {
      now = new Date('2026-11-23T22:30:00Z');
    }
  });

  it('streams the answer as Server-Sent Events when asked: pieces, then the stored messages', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    const res = await ask(t, member, sessionId, 'What does John 3:16 say?', { accept: 'text/event-stream' });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/event-stream');
    const events = res.text
      .trim()
      .split('\n\n')
      .map((block) => ({ event: /^event: (.*)$/m.exec(block)?.[1], data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') }));
    const deltas = events.filter((e) => e.event === 'delta');
    expect(deltas.length).toBeGreaterThan(1);
    const done = events.at(-1);
    expect(done?.event).toBe('done');
    expect(deltas.map((e) => e.data.text).join('')).toBe(done?.data.assistantMessage.content);
    expect(done?.data.remaining).toBe(4);
  });

  it('streams through tRPC too, and a member who stops keeps what was written, at the cost of that message', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    const caller = (signal?: AbortSignal) =>
      createCaller(createContextInner({ ...t.deps, user: member.user, clientIp: '127.0.0.1', session: { signIn: async () => {}, signOut: async () => {} } }), signal ? { signal } : {});

    const events = [];
    for await (const event of await caller().chat.send({ sessionId, message: 'Romans 8:28' })) events.push(event);
    expect(events.slice(0, -1).every((event) => event.type === 'delta')).toBe(true);
    expect(events.at(-1)).toMatchObject({ type: 'done', remaining: 4 });

    const stop = new AbortController();
    let written = '';
    for await (const event of await caller(stop.signal).chat.send({ sessionId, message: 'Psalm 119' })) {
      if (event.type === 'delta') written += event.text;
      if (written.length > 20) break;
    }
    const { body } = await call(t, 'GET', `/api/bible-chat/sessions/${sessionId}/messages`, member.cookie);
    expect(body.messages).toHaveLength(4);
    expect(body.messages[2].content).toBe('Psalm 119');
    expect(body.messages[3].content.startsWith(written)).toBe(true);
    expect(body.messages[3].content.length).toBeLessThan(2000);
    expect((await call(t, 'GET', '/api/bible-chat/subscription', member.cookie)).body.remaining).toBe(3);
  });

  it('sells Premium through the payment gateway at the plan price; Premium is unlimited and can export', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    const free = await ask(t, member, sessionId, 'What does John 3:16 say?');
    expect(free.body.assistantMessage.content).not.toContain('Commentary');
    const freeExport = await call(t, 'GET', '/api/bible-chat/export', member.cookie);
    expect(freeExport.status).toBe(402);
    expect(freeExport.body.message).toBe('Exporting your conversations is a Premium feature. Upgrade to Premium to download them.');

    const yearly = await call(t, 'POST', '/api/bible-chat/upgrade', member.cookie, { plan: 'yearly', amount: 1 });
    expect(yearly.body.amountCents).toBe(5999);
    const intent = await call(t, 'POST', '/api/bible-chat/upgrade', member.cookie, { plan: 'monthly' });
    expect(intent.status).toBe(200);
    expect(intent.body.amountCents).toBe(599);
    // Not paid yet: confirming changes nothing.
    const early = await call(t, 'POST', '/api/bible-chat/upgrade/confirm', member.cookie, { paymentIntentId: intent.body.paymentIntentId });
    expect(early.body.subscription.tier).toBe('free');
    // Someone else cannot confirm (or learn about) this payment.
    const stranger = await signUp();
    expect((await call(t, 'POST', '/api/bible-chat/upgrade/confirm', stranger.cookie, { paymentIntentId: intent.body.paymentIntentId })).status).toBe(404);

    // Each confirmation of an open payment asks the gateway: 60 a minute per member, then 429.
    for (let i = 1; i < 60; i += 1) expect((await call(t, 'POST', '/api/bible-chat/upgrade/confirm', member.cookie, { paymentIntentId: intent.body.paymentIntentId })).status).toBe(200);
    const tooMany = await call(t, 'POST', '/api/bible-chat/upgrade/confirm', member.cookie, { paymentIntentId: intent.body.paymentIntentId });
    expect(tooMany.status).toBe(429);
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    await t.deps.limits.reset('paymentStatus', `user-${member.user.id}`);

    await t.caller().payments.confirmDemo({ clientSecret: intent.body.clientSecret, cardNumber: '4242 4242 4242 4242' });
    const confirmed = await call(t, 'POST', '/api/bible-chat/upgrade/confirm', member.cookie, { paymentIntentId: intent.body.paymentIntentId });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ subscription: { tier: 'premium' }, remaining: null, limit: null });
    const days = (Date.parse(confirmed.body.subscription.premiumUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    // Premium is the payer's alone.
    expect((await call(t, 'GET', '/api/bible-chat/subscription', stranger.cookie)).body.subscription.tier).toBe('free');
    for (let i = 0; i < 6; i += 1) expect((await ask(t, member, sessionId, `Proverbs ${i + 1}:1`)).body.remaining).toBeNull();
    // Advanced scriptural analysis: Matthew Henry's note on the passage after the verse, said to be commentary.
    const analysed = (await ask(t, member, sessionId, 'Explain John 3:16')).body.assistantMessage;
    expect(analysed.content).toMatch(/^\*The passage your question names\.\*\n\n> For God so loved the world/);
    expect(analysed.content).toContain("**Commentary, not Scripture**: from Matthew Henry's Concise Commentary on the Whole Bible (1706; public domain).\n\n*Matthew Henry on John 3:1-21:* ");
    expect(analysed.unknownReferences).toEqual([]);
    const one = await call(t, 'GET', `/api/bible-chat/sessions/${sessionId}/export`, member.cookie);
    expect(one.status).toBe(200);
    expect(String(one.headers['content-type'])).toContain('text/markdown');
    expect(String(one.headers['content-disposition'])).toMatch(/^attachment; filename="bible-chat-2026-11-23\.md"/);
    expect(one.text).toContain('What does John 3:16 say?');
    expect(one.text).toContain('For God so loved the world');
    const all = await call(t, 'GET', '/api/bible-chat/export', member.cookie);
    expect(all.text).toContain('Proverbs 6:1');
  });
});

describe('the Bible chat API with an OpenAI-compatible provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      bible: true,
      ai: new OpenAiProvider({ apiKey: 'sk-test', baseURL: AI_BASE_URL, model: 'test-model', maxRetries: 0, timeoutMs: 2000 }),
    });
  });
  afterAll(() => t.close());
  const signUp = membersOf(() => t, 'seeker');

  it('gives the model the passages the question is about, and names the model as the assistant', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    let sent: { model: string; stream: boolean; messages: { role: string; content: string }[] } | undefined;
    aiServer.use(
      http.post(`${AI_BASE_URL}/chat/completions`, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return streamedCompletion(['God so loved ', 'the world (John 3:16).']);
      }),
    );
    const { body } = await ask(t, member, sessionId, 'What does John 3:16 say?');
    expect(body.assistantMessage.content).toBe('God so loved the world (John 3:16).');
    expect(sent?.model).toBe('test-model');
    expect(sent?.stream).toBe(true);
    const everything = sent?.messages.map((m) => m.content).join('\n') ?? '';
    expect(everything).toContain('For God so loved the world, that he gave his only begotten Son');
    expect(sent?.messages.at(-1)).toEqual({ role: 'user', content: 'What does John 3:16 say?' });
    expect((await call(t, 'GET', '/api/bible-chat/subscription', member.cookie)).body.assistant).toEqual({ kind: 'openai', label: 'test-model' });
  });

  it('caps what the model may write for an answer (max_tokens), so a runaway answer has a price ceiling', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    let maxTokens: unknown;
    aiServer.use(
      http.post(`${AI_BASE_URL}/chat/completions`, async ({ request }) => {
        maxTokens = ((await request.json()) as { max_tokens?: unknown }).max_tokens;
        return streamedCompletion(['Grace and peace.']);
      }),
    );
    expect((await ask(t, member, sessionId, 'What is grace?')).status).toBe(200);
    expect(maxTokens).toEqual(expect.any(Number));
    expect(maxTokens).toBeGreaterThanOrEqual(500);
    expect(maxTokens).toBeLessThanOrEqual(2000);
  });

  it('marks a reference the Bible does not have (John 22:1) as not found', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    answerWith(['Read John 3:16, ', 'and also John 22:1.']);
    const { body } = await ask(t, member, sessionId, 'Where is love?');
    expect(body.assistantMessage.unknownReferences).toEqual(['John 22:1']);
  });

  it.each([
    ['a rate limit', () => HttpResponse.json({ error: { message: 'Rate limit reached', type: 'requests', code: 'rate_limit_exceeded' } }, { status: 429 }), 503],
    ['a wrong key', () => HttpResponse.json({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error', code: 'invalid_api_key' } }, { status: 401 }), 502],
    ['a server error', () => HttpResponse.json({ error: { message: 'boom' } }, { status: 500 }), 502],
    ['a timeout', async () => { await delay(5000); return streamedCompletion(['too late']); }, 503],
  ])('answers %s with an error and gives the message back, storing nothing', async (_case, reply, status) => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    aiServer.use(http.post(`${AI_BASE_URL}/chat/completions`, reply));
    const res = await ask(t, member, sessionId, 'What does John 3:16 say?');
    expect(res.status).toBe(status);
    expect(res.body.error).toBe(status === 503 ? 'SERVICE_UNAVAILABLE' : 'BAD_GATEWAY');
    expect((await call(t, 'GET', '/api/bible-chat/subscription', member.cookie)).body.remaining).toBe(5);
    expect((await call(t, 'GET', `/api/bible-chat/sessions/${sessionId}/messages`, member.cookie)).body.messages).toEqual([]);
  });
});

describe('the daily AI budget of the Bible chat', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      bible: true,
      ai: new OpenAiProvider({ apiKey: 'sk-test', baseURL: AI_BASE_URL, model: 'test-model', maxRetries: 0, timeoutMs: 5000 }),
      limits: createRateLimits({ rules: { aiDaily: { points: 3, durationSeconds: 24 * 60 * 60, message: AI_DAILY_LIMIT_MESSAGE } } }),
    });
  });
  afterAll(() => t.close());
  const signUp = membersOf(() => t, 'seeker');

  it('counts every call to the provider, a question stopped before its first word too, then answers 429 without calling it', async () => {
    const member = await signUp();
    const sessionId = await newSession(t, member);
    let providerCalls = 0;
    let reached = () => {};
    aiServer.use(
      http.post(`${AI_BASE_URL}/chat/completions`, async () => {
        providerCalls += 1;
        reached();
        await delay(2_000);
        return streamedCompletion(['Too late.']);
      }),
    );
    for (let i = 0; i < 3; i += 1) {
      const stop = new AbortController();
      new Promise<void>((resolve) => (reached = resolve)).then(() => stop.abort(), () => undefined);
      const caller = createCaller(createContextInner({ ...t.deps, user: member.user, clientIp: '127.0.0.1', session: { signIn: async () => {}, signOut: async () => {} } }), { signal: stop.signal });
      const written: string[] = [];
      try {
        for await (const event of await caller.chat.send({ sessionId, message: `Psalm ${i + 1}` })) if (event.type === 'delta') written.push(event.text);
      } catch {
        // Stopped before a word: the question is not kept.
      }
      expect(written).toEqual([]);
    }
    expect(providerCalls).toBe(3);
    // Each stopped question gave its free message back; the provider's calls were paid for all the same.
    expect((await call(t, 'GET', '/api/bible-chat/subscription', member.cookie)).body.remaining).toBe(5);

    const refused = await ask(t, member, sessionId, 'What does John 3:16 say?');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: 'TOO_MANY_REQUESTS', message: AI_DAILY_LIMIT_MESSAGE });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(23 * 60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(providerCalls).toBe(3);
    // The refused question took nothing from the free allowance, and was not kept.
    expect((await call(t, 'GET', '/api/bible-chat/subscription', member.cookie)).body.remaining).toBe(5);
    expect((await call(t, 'GET', `/api/bible-chat/sessions/${sessionId}/messages`, member.cookie)).body.messages).toEqual([]);

    // The budget is the member's own.
    const other = await signUp();
    aiServer.resetHandlers();
    answerWith(['God so loved the world (John 3:16).']);
    expect((await ask(t, other, await newSession(t, other), 'What does John 3:16 say?')).status).toBe(200);
  });
});
