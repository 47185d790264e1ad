// The AI provider port: what the Bible chat (and later the content generator) asks of a language model.
// Adapters live in server/adapters/ai: an OpenAI-compatible one (any server that speaks the chat
// completions API) and an offline one that answers from the Bible store. createAppDeps chooses one.

/** Scripture retrieved for a question before the model is asked (grounding.ts). */
export interface GroundingPassage {
  /** As the reader names it: "John 3:16", "Romans 8:28-39". */
  reference: string;
  /** The verses' text, joined with spaces. */
  text: string;
  /** Why the grounding chose it, in one line: "A key passage on anxiety.", "Known as the Beatitudes." */
  why?: string;
}

/**
 * Commentary on a grounded passage (Premium's "advanced scriptural analysis"): Matthew Henry's notes, always
 * labelled as commentary and never quoted as Scripture.
 */
export interface GroundingCommentary {
  /** "Matthew Henry on John 3:1-8". */
  label: string;
  /** "Matthew Henry's Concise Commentary (1706), public domain". */
  source: string;
  /** An excerpt, whole sentences. */
  text: string;
}

export interface Grounding {
  /** How the passages were found: a reference in the question, Nave's topics, full-text search, or nothing. */
  kind: 'reference' | 'topic' | 'search' | 'none';
  /** The Nave's topics that matched, for kind 'topic'. */
  topics: string[];
  /** The translation the passages are quoted from. */
  translation: 'kjv' | 'web';
  passages: GroundingPassage[];
  /** Commentary on the first passages, for Premium members only. */
  commentary?: GroundingCommentary[];
}

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface AnswerRequest {
  /** The member's question, trimmed. */
  question: string;
  /** The conversation so far, oldest first (the question not included); a few turns at most. */
  history: ChatTurn[];
  grounding: Grounding;
  /** Aborted when the member presses Stop or leaves: the adapter stops reading and returns. */
  signal?: AbortSignal;
}

export type AiProviderKind = 'openai' | 'offline';

export interface AiProvider {
  kind: AiProviderKind;
  /** What the chat screen says about who answers: the model, or "Offline assistant (no AI key configured)". */
  label: string;
  /** The answer in Markdown, piece by piece as it is written. Fails with AiProviderError. */
  answer(request: AnswerRequest): AsyncIterable<string>;
}

/**
 * The member's daily AI budget: the chat and the generator spend one unit right before each call to the provider
 * (an answer stopped before its first word was still paid for). Past the day's budget, spend() throws 429.
 */
export interface AiBudget {
  spend(): Promise<void>;
}

/** The kinds of provider failure, mapped once in the adapter; the services turn them into the spec's texts. */
export type AiFailure = 'rate_limited' | 'auth_or_billing' | 'timeout' | 'failed';

export class AiProviderError extends Error {
  constructor(
    readonly failure: AiFailure,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}

/** The label of the offline adapter, shown in the chat screen. */
export const OFFLINE_ASSISTANT_LABEL = 'Offline assistant (no AI key configured)';
