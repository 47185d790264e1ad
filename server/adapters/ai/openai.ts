// The OpenAI-compatible AI provider: OpenAI itself, or any server that speaks the chat completions API
// (llama.cpp, vLLM, Ollama) at baseURL. The answer is streamed with `chat.completions.create({ stream: true })`
// and read chunk by chunk: the SDK's `.stream()` helper throws when a server's first chunk has no role, as
// llama.cpp's has not. Provider errors are mapped here, once, to the port's AiProviderError.
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { TRANSLATIONS } from '../../contracts/bible-translations';
import { AiProviderError, type AiFailure, type AiProvider, type AnswerRequest, type Grounding } from '../../services/chat/ai-provider';

export interface OpenAiProviderOptions {
  apiKey: string;
  /** An OpenAI-compatible server ("http://localhost:8080/v1"); OpenAI's own when absent. */
  baseURL?: string;
  model: string;
  /** How long to wait for the answer to start, and then for each next piece of it. */
  timeoutMs?: number;
  /** Retries of a failed connection, a 429 or a 5xx before the answer starts (the SDK backs off between them). */
  maxRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_MAX_RETRIES = 2;
// Answers keep close to the passages: a little variety in wording, no invention.
const TEMPERATURE = 0.3;
// The most one answer may cost. A brief answer quoting a few passages is 200-500 words; 1,024 tokens (about 750
// words) leaves room for a longer one, and ends a model that runs on at a known price per question. Sent as
// max_tokens, which every OpenAI-compatible server reads (llama.cpp, vLLM, Ollama, OpenAI's chat models).
const ANSWER_MAX_TOKENS = 1_024;

export const BIBLE_ASSISTANT_INSTRUCTION = [
  'You are the Bible study assistant of a Christian ministry. Answer from Scripture.',
  'Cite every passage you draw on in the form Book Chapter:Verse (for example John 3:16, or Romans 8:28-39 for a range).',
  'Use the passages provided below first, quoting them as given.',
  'When Scripture does not address something, say so plainly rather than guess.',
  'Be brief and kind. Write in Markdown, without raw HTML.',
].join(' ');

export class OpenAiProvider implements AiProvider {
  readonly kind = 'openai' as const;
  readonly label: string;
  // Private fields, so that logging the provider can never print the client and its API key.
  readonly #client: OpenAI;
  readonly #model: string;
  readonly #timeoutMs: number;

  constructor(options: OpenAiProviderOptions) {
    this.label = options.model;
    this.#model = options.model;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#client = new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      timeout: this.#timeoutMs,
      maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    });
  }

  async *answer(request: AnswerRequest): AsyncIterable<string> {
    const { signal } = request;
    if (signal?.aborted) return;
    // One controller ends the request: the member's Stop, or a silence longer than timeoutMs once the answer
    // has started (the SDK's own timeout covers only the wait for the response to begin).
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal?.addEventListener('abort', stop, { once: true });
    const ended = new Promise<null>((resolve) => controller.signal.addEventListener('abort', () => resolve(null), { once: true }));
    let silence: ReturnType<typeof setTimeout> | undefined;
    let silent = false;
    try {
      const stream = await this.#client.chat.completions.create(
        { model: this.#model, stream: true, messages: messagesFor(request), temperature: TEMPERATURE, max_tokens: ANSWER_MAX_TOKENS },
        { signal: controller.signal },
      );
      const chunks = stream[Symbol.asyncIterator]();
      try {
        for (;;) {
          // Only the wait for the model is timed, not the time the caller takes with a piece. Each read races the
          // abort rather than trusting the fetch to end a body it has handed over (a mocked one does not).
          silence = setTimeout(() => {
            silent = true;
            controller.abort();
          }, this.#timeoutMs);
          const next = await Promise.race([chunks.next(), ended]);
          clearTimeout(silence);
          if (next === null || next.done) break;
          const content = next.value.choices[0]?.delta?.content;
          if (content) yield content;
        }
      } finally {
        // Lets go of the stream, whose own cleanup aborts the request. Not awaited: a read still pending settles
        // only when the abort reaches the body.
        chunks.return?.().catch(() => undefined);
      }
      if (silent) throw silenceError(this.#timeoutMs);
    } catch (error) {
      if (error instanceof AiProviderError) throw error;
      if (silent) throw silenceError(this.#timeoutMs);
      // The member pressed Stop: the answer simply ends.
      if (signal?.aborted) return;
      throw providerError(error);
    } finally {
      clearTimeout(silence);
      signal?.removeEventListener('abort', stop);
    }
  }
}

/** The instruction and the passages in one system message (many local models' chat templates accept only one, first), then the conversation. */
function messagesFor(request: AnswerRequest): ChatCompletionMessageParam[] {
  return [
    { role: 'system', content: `${BIBLE_ASSISTANT_INSTRUCTION}\n\n${passagesText(request.grounding)}` },
    ...request.history.map((turn): ChatCompletionMessageParam => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: request.question },
  ];
}

function passagesText(grounding: Grounding): string {
  if (grounding.passages.length === 0) {
    return 'No passage in the Bible store matched this question: answer only from Scripture you are sure of, and say so if Scripture does not address it.';
  }
  const translation = TRANSLATIONS[grounding.translation];
  const found = {
    reference: 'Passages named in the question',
    topic: `Passages Nave's Topical Bible lists under ${grounding.topics.join(', ')}`,
    search: "Passages that use the question's words",
    none: 'Passages',
  }[grounding.kind];
  const lines = grounding.passages.map((passage) => `${passage.reference} (${translation.abbreviation}): ${passage.text}`);
  return [`${found}, from the ${translation.name}:`, ...lines, ...commentaryText(grounding)].join('\n');
}

/** Premium's commentary, after the passages, as commentary: the model is told never to present it as Scripture. */
function commentaryText({ commentary = [] }: Grounding): string[] {
  if (commentary.length === 0) return [];
  const [first] = commentary;
  return [
    '',
    `Commentary on these passages, from ${first?.source ?? 'a commentary'}. It is commentary, not Scripture: when you draw on it, say it is Matthew Henry's comment, and never quote it as the Bible's words.`,
    ...commentary.map((note) => `${note.label}: ${note.text}`),
  ];
}

// OpenAI answers a spent balance with 429 and one of these codes: that is billing, not a rate limit.
const BILLING_CODES = new Set(['insufficient_quota', 'billing_hard_limit_reached', 'billing_not_active', 'account_deactivated']);

const failureMessages: Record<AiFailure, string> = {
  rate_limited: 'The AI provider is limiting requests',
  auth_or_billing: 'The AI provider refused the API key or the account',
  timeout: 'The AI provider did not answer in time',
  failed: 'The AI provider failed',
};

function silenceError(timeoutMs: number): AiProviderError {
  return new AiProviderError('timeout', `${failureMessages.timeout} (nothing for ${timeoutMs} ms)`);
}

/**
 * The SDK's error as the port's. An error the provider answered is described by its status, code and request
 * id only, and is not kept as the cause: a provider's message may quote the key ("Incorrect API key provided:
 * sk-…"). A connection that failed keeps its cause, which says why.
 */
export function providerError(error: unknown): AiProviderError {
  if (error instanceof APIConnectionTimeoutError) return new AiProviderError('timeout', failureMessages.timeout);
  if (error instanceof APIConnectionError || !(error instanceof APIError)) {
    return new AiProviderError('failed', failureMessages.failed, { cause: error });
  }
  const code = [error.code, error.type].find((value) => typeof value === 'string' && BILLING_CODES.has(value)) ?? error.code ?? error.type;
  const failure = failureOf(error.status, code ?? undefined);
  const details = [error.status, code, error.requestID && `request ${error.requestID}`].filter(Boolean).join(', ');
  return new AiProviderError(failure, details ? `${failureMessages[failure]} (${details})` : failureMessages[failure]);
}

function failureOf(status: number | undefined, code: string | undefined): AiFailure {
  if ((code && BILLING_CODES.has(code)) || status === 401 || status === 402 || status === 403) return 'auth_or_billing';
  // A limit reached mid-stream arrives as an error event with a code and no status.
  if (status === 429 || code === 'rate_limit_exceeded') return 'rate_limited';
  return 'failed';
}
