// The Bible chat's streaming path, measured against a local OpenAI-compatible stub (scripts/openai-stub.ts)
// that streams its answer word by word. The stub runs in this process, so its clock and the client's are one:
//   - send path: from the request leaving the client to the stub receiving the provider call (the member's
//     session, the daily allowance, the grounding retrieval, the conversation's history). Goal: under 20 ms.
//     Also shown from the client's call: tRPC's link first waits a timer tick to batch (about 2 ms here).
//   - first word: from the stub writing its first piece to the client reading it. Goal: under 50 ms.
// Both through the browser's own transport (tRPC's httpBatchStreamLink) and the REST path's Server-Sent Events.
//   npm run build && npm run bench:chat      (writes docs/benchmarks-chat.md)
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createTRPCClient, httpBatchStreamLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '../server/routers/_app';
import { startOpenAiStub, type OpenAiStub } from './openai-stub';
import { startBuiltApp } from './start-built-app';

const root = fileURLToPath(new URL('..', import.meta.url));
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const QUESTIONS = ['What does John 3:16 say?', 'Explain Psalm 23', 'Romans 8:28', 'What does the Bible say about forgiveness?', 'Tell me about faith and works'];

const QUESTIONS_PER_MEMBER = 18;

interface Member {
  cookie: string;
  address: string;
  sessionId: string;
  trpc: ReturnType<typeof createTRPCClient<AppRouter>>;
}

interface Sample {
  question: string;
  /** From the request leaving the client (fetch called) to the provider call. */
  sendPathMs: number;
  /** From the client's call (for tRPC, before its link's batching tick) to the provider call. */
  fromCallMs: number;
  firstWordMs: number;
}

/** When the last request left this process: the links and the SSE client fetch through here, one at a time. */
let requestSentAt = 0;
const timedFetch: typeof fetch = (input, init) => {
  requestSentAt = performance.now();
  return fetch(input, init);
};

async function main() {
  const stub = await startOpenAiStub({ pauseMs: 5 });
  // TRUST_PROXY (one hop: this script) lets each benchmark member come from its own address.
  const app = await startBuiltApp({
    OPENAI_API_KEY: 'stub-key',
    OPENAI_BASE_URL: stub.baseUrl,
    OPENAI_MODEL: 'stub',
    PAYMENTS: 'demo',
    TRUST_PROXY: '1',
    DATABASE_URL: process.env.DATABASE_URL ?? '',
  });
  try {
    // Each member may ask 20 questions a minute (the AI-call limit), so the run moves to a new member before that.
    const members: Member[] = [];
    let asked = 0;
    const nextMember = async () => {
      const index = Math.floor(asked++ / QUESTIONS_PER_MEMBER);
      members[index] ??= await premiumMember(app.baseUrl, index);
      return members[index];
    };

    // Warm both paths (first queries, the parser, the caches) before measuring.
    for (const question of QUESTIONS) {
      await viaTrpc(await nextMember(), stub, question);
      await viaSse(app.baseUrl, await nextMember(), stub, question);
    }
    const trpcSamples: Sample[] = [];
    const sseSamples: Sample[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const question = QUESTIONS[round % QUESTIONS.length] ?? '';
      trpcSamples.push(await viaTrpc(await nextMember(), stub, question));
      sseSamples.push(await viaSse(app.baseUrl, await nextMember(), stub, question));
    }
    const rows = [
      row('tRPC stream (the browser): send path', trpcSamples.map((s) => s.sendPathMs), 20),
      row('tRPC stream (the browser): from the client call, with the batching tick', trpcSamples.map((s) => s.fromCallMs)),
      row('tRPC stream (the browser): first word', trpcSamples.map((s) => s.firstWordMs), 50),
      row('REST Server-Sent Events: send path', sseSamples.map((s) => s.sendPathMs), 20),
      row('REST Server-Sent Events: first word', sseSamples.map((s) => s.firstWordMs), 50),
      ...QUESTIONS.map((question) => row(`send path for "${question}" (tRPC)`, trpcSamples.filter((s) => s.question === question).map((s) => s.sendPathMs))),
    ];
    const report = [
      '# Bible chat streaming (`npm run bench:chat`)',
      '',
      `${new Date().toISOString().slice(0, 10)}: ${ROUNDS} questions per transport, one at a time, from Premium members (a new one every 18 questions: the AI-call limit), against a local`,
      `OpenAI-compatible stub streaming word by word, on ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}.`,
      'Send path: the request leaving the client until the stub receives the provider call; tRPC is also shown from',
      "the client's call, which first waits a timer tick for other calls to batch. First word: the stub writing its",
      'first piece until the client reads it.',
      '',
      '| measure | p50 ms | p95 ms | max ms | goal |',
      '|---|---:|---:|---:|---|',
      ...rows,
      '',
    ].join('\n');
    console.log(report);
    await writeFile(path.join(root, 'docs', 'benchmarks-chat.md'), report);
  } finally {
    await app.stop();
    await stub.close();
  }
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function row(name: string, values: number[], goalMs?: number): string {
  const p95 = percentile(values, 95);
  const goal = goalMs === undefined ? '' : `${p95 < goalMs ? 'met' : 'MISSED'}: p95 < ${goalMs} ms`;
  return `| ${name} | ${percentile(values, 50).toFixed(1)} | ${p95.toFixed(1)} | ${Math.max(...values).toFixed(1)} | ${goal} |`;
}

async function viaTrpc({ trpc, sessionId }: Member, stub: OpenAiStub, question: string): Promise<Sample> {
  const before = stub.requests.length;
  const started = performance.now();
  let firstWordAt: number | undefined;
  for await (const event of await trpc.chat.send.mutate({ sessionId, message: question })) {
    if (event.type === 'delta' && firstWordAt === undefined) firstWordAt = performance.now();
  }
  return sampleOf(stub, before, question, started, firstWordAt);
}

async function viaSse(baseUrl: string, { cookie, address, sessionId }: Member, stub: OpenAiStub, question: string): Promise<Sample> {
  const before = stub.requests.length;
  const started = performance.now();
  const res = await timedFetch(`${baseUrl}/api/bible-chat/sessions/${sessionId}/messages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'text/event-stream', cookie, 'x-forwarded-for': address },
    body: JSON.stringify({ message: question }),
  });
  if (!res.ok || !res.body) throw new Error(`the SSE send failed: ${res.status}`);
  let firstWordAt: number | undefined;
  const decoder = new TextDecoder();
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    if (firstWordAt === undefined && decoder.decode(read.value, { stream: true }).includes('event: delta')) firstWordAt = performance.now();
  }
  return sampleOf(stub, before, question, started, firstWordAt);
}

function sampleOf(stub: OpenAiStub, before: number, question: string, started: number, firstWordAt: number | undefined): Sample {
  const call = stub.requests[before];
  if (!call?.firstPieceAt || firstWordAt === undefined) throw new Error('the stub was not called, or no word arrived');
  return { question, sendPathMs: call.receivedAt - requestSentAt, fromCallMs: call.receivedAt - started, firstWordMs: firstWordAt - call.firstPieceAt };
}

async function post(baseUrl: string, url: string, cookie: string, address: string, body: unknown) {
  const res = await fetch(baseUrl + url, { method: 'POST', headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': address }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** A member with Premium (bought through the demo gateway), so the free allowance does not end the run. */
async function premiumMember(baseUrl: string, index: number): Promise<Member> {
  const address = `10.9.${index >> 8}.${index & 255}`;
  const res = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username: `bench-chat-${index}`, password: 'benchmark-password' }),
  });
  const cookie = res.headers.get('set-cookie')?.split(';')[0];
  if (!res.ok || !cookie) throw new Error(`could not register (${res.status})`);
  const intent = await post(baseUrl, '/api/bible-chat/upgrade', cookie, address, { plan: 'monthly' });
  const paid = await fetch(`${baseUrl}/trpc/payments.confirmDemo`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': address },
    body: JSON.stringify({ json: { clientSecret: intent.clientSecret, cardNumber: '4242424242424242' } }),
  });
  if (!paid.ok) throw new Error(`the demo payment failed: ${paid.status}`);
  const confirmed = await post(baseUrl, '/api/bible-chat/upgrade/confirm', cookie, address, { paymentIntentId: intent.paymentIntentId });
  if ((confirmed.subscription as { tier?: string } | undefined)?.tier !== 'premium') throw new Error('the upgrade did not give Premium');
  const sessionId = String((await post(baseUrl, '/api/bible-chat/sessions', cookie, address, {})).sessionId);
  const trpc = createTRPCClient<AppRouter>({
    links: [httpBatchStreamLink({ url: `${baseUrl}/trpc`, transformer: superjson, headers: { cookie, 'x-forwarded-for': address }, fetch: timedFetch })],
  });
  return { cookie, address, sessionId, trpc };
}

await main();
