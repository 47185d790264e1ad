// A small OpenAI-compatible server for trying the Bible chat by hand and for the chat benchmark: it speaks
// POST /v1/chat/completions (streamed or not) and answers by quoting the first passage the app gave the
// model, so what comes back still depends on the question. Not a model: it shows the wiring works.
//   npx tsx scripts/openai-stub.ts            (listens on 127.0.0.1:11434)
//   OPENAI_API_KEY=stub OPENAI_BASE_URL=http://127.0.0.1:11434/v1 OPENAI_MODEL=stub npm start
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

export interface StubRequestLog {
  /** performance.now() when the request's headers arrived. */
  receivedAt: number;
  /** performance.now() when the first piece was written to the socket. */
  firstPieceAt?: number;
}

export interface OpenAiStub {
  baseUrl: string;
  requests: StubRequestLog[];
  close(): Promise<void>;
}

interface ChatRequest {
  model?: string;
  stream?: boolean;
  messages?: { role: string; content: string }[];
}

/** The stub's answer to a request: the first passage it was given, or a note that none was. */
function answerTo(request: ChatRequest): string {
  const context = (request.messages ?? []).map((message) => message.content).join('\n');
  const passage = /^- (.+)$/m.exec(context)?.[1] ?? /^(\S.*\(KJV\).*)$/m.exec(context)?.[1];
  const question = request.messages?.at(-1)?.content ?? '';
  return passage ? `The passage for "${question}": ${passage}` : `No passage was given for "${question}".`;
}

export async function startOpenAiStub({ port = 0, pauseMs = 5 } = {}): Promise<OpenAiStub> {
  const requests: StubRequestLog[] = [];
  const server: Server = createServer((req, res) => {
    const log: StubRequestLog = { receivedAt: performance.now() };
    requests.push(log);
    void readJson(req).then(async (body: ChatRequest) => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'Not found' } }));
        return;
      }
      const words = answerTo(body).split(/(?<= )/);
      const model = body.model ?? 'stub';
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'stub', object: 'chat.completion', created: 0, model, choices: [{ index: 0, message: { role: 'assistant', content: words.join('') }, finish_reason: 'stop' }] }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      for (const [index, word] of words.entries()) {
        // Like llama.cpp, the first chunk carries no role.
        const chunk = { id: 'stub', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: { content: word }, finish_reason: null }] };
        res.write(`data: ${JSON.stringify(chunk)}\n\n`);
        if (index === 0) log.firstPieceAt = performance.now();
        if (pauseMs) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      res.write(`data: ${JSON.stringify({ id: 'stub', object: 'chat.completion.chunk', created: 0, model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] })}\n\n`);
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${bound}/v1`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function readJson(req: IncomingMessage): Promise<ChatRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatRequest;
  } catch {
    return {};
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stub = await startOpenAiStub({ port: Number(process.env.PORT ?? 11434), pauseMs: 40 });
  console.log(`OpenAI-compatible stub at ${stub.baseUrl}`);
}
