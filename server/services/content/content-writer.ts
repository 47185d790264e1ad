// The content writer port: what the generator asks of a language model, a sermon or a Sunday-school lesson as
// structured data. Adapters live in server/adapters/ai (openai-content.ts: any OpenAI-compatible server with
// structured outputs; offline-content.ts: a draft built from the Bible store). createAppDeps chooses one, as it
// chooses the chat's AiProvider. Failures are the chat port's AiProviderError, so one mapping serves both.
import type { ContentRequest, GeneratedContent, PreviewDraft } from '../../contracts/content';
import type { AiProviderKind, GroundingPassage } from '../chat/ai-provider';

/** Scripture found in the Bible store for a request before anything is written (grounding.ts). */
export interface ContentGrounding {
  translation: 'kjv' | 'web';
  /** The passage the request names (its bibleVerse), when it names one that exists. */
  verse: GroundingPassage[];
  /** The Nave's topics that matched the topic. */
  topics: string[];
  /** Passages about the topic: Nave's topics first, then verses that use its words. */
  passages: GroundingPassage[];
}

export interface WritingRequest {
  request: ContentRequest;
  grounding: ContentGrounding;
  signal?: AbortSignal;
}

export interface ContentWriter {
  kind: AiProviderKind;
  /** Who writes: the model's name, or "Offline draft (no AI key configured)". */
  label: string;
  /** A short preview: title, outline, an opening and a few questions. Fails with AiProviderError. */
  preview(request: WritingRequest): Promise<PreviewDraft>;
  /** The whole text. Fails with AiProviderError. */
  write(request: WritingRequest): Promise<GeneratedContent>;
}
