// The OpenAI-compatible content writer: a sermon or a Sunday-school lesson as structured output. The request's
// zod schema goes to the model as a strict JSON schema (`zodResponseFormat` from openai/helpers/zod, which
// works with the installed zod 4) through `chat.completions.parse`, and the SDK parses the answer with the same
// schema. The passages the grounding found are in the prompt, with every option of the request. Provider
// errors are mapped by the chat adapter's providerError, once for both.
import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { TRANSLATIONS } from '../../contracts/bible-translations';
import {
  AGE_GROUPS,
  CONTENT_LENGTHS,
  CONTENT_TYPES,
  DENOMINATION_STYLES,
  generatedContent,
  PREVIEW_LIMITS,
  previewDraft,
  type ContentLength,
  type ContentRequest,
  type GeneratedContent,
  type PreviewDraft,
} from '../../contracts/content';
import { AiProviderError } from '../../services/chat/ai-provider';
import type { ContentGrounding, ContentWriter, WritingRequest } from '../../services/content/content-writer';
import { providerError } from './openai';

export interface OpenAiContentWriterOptions {
  apiKey: string;
  baseURL?: string;
  model: string;
  /** How long a whole text may take to arrive (a long sermon is several thousand words). */
  timeoutMs?: number;
  maxRetries?: number;
}

const DEFAULT_TIMEOUT_MS = 120_000;
const DEFAULT_MAX_RETRIES = 2;
const TEMPERATURE = 0.6;
// The most a preview may cost. Its JSON (a title, an outline, an opening of PREVIEW_LIMITS.contentCharacters,
// three questions) is a few hundred tokens; 2,000 lets a wordy model finish (an answer cut short is not valid
// JSON, and fails), and whatever it writes past the limits is cut on the server anyway.
const PREVIEW_MAX_TOKENS = 2_000;
// The most a whole text may cost, by the length asked for (about 3,000, 4,500 and 6,000 words with its JSON):
// room for a full 15-20, 25-35 or 40+ minute sermon or lesson, and a ceiling for a model that runs on.
const WRITE_MAX_TOKENS: Record<ContentLength, number> = { short: 4_096, medium: 6_144, long: 8_192 };

export const CONTENT_WRITER_INSTRUCTION = [
  'You write sermons and Sunday-school lessons for a Christian ministry, faithful to Scripture.',
  'Draw on the passages provided below first, quoting them as given, and cite every passage in the form Book Chapter:Verse (for example John 3:16).',
  'Never cite a passage you are not sure exists.',
  'Follow every option of the request: its length, audience, age group, preaching tradition, key points and conclusion.',
  'Write the content field in Markdown (headings, lists, blockquotes for Scripture), without raw HTML.',
  'Leave a list empty, or the craft idea an empty string, when the request does not ask for it.',
].join(' ');

export class OpenAiContentWriter implements ContentWriter {
  readonly kind = 'openai' as const;
  readonly label: string;
  readonly #client: OpenAI;
  readonly #model: string;

  constructor(options: OpenAiContentWriterOptions) {
    this.label = options.model;
    this.#model = options.model;
    this.#client = new OpenAI({
      apiKey: options.apiKey,
      ...(options.baseURL ? { baseURL: options.baseURL } : {}),
      timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      maxRetries: options.maxRetries ?? DEFAULT_MAX_RETRIES,
    });
  }

  preview(request: WritingRequest): Promise<PreviewDraft> {
    const task = `Write only a preview: the title, the outline, an opening of at most ${PREVIEW_LIMITS.contentCharacters} characters and three discussion questions.`;
    return this.#structured(request, previewDraft, 'content_preview', task, PREVIEW_MAX_TOKENS);
  }

  write(request: WritingRequest): Promise<GeneratedContent> {
    return this.#structured(request, generatedContent, 'generated_content', 'Write the whole text.', WRITE_MAX_TOKENS[request.request.length]);
  }

  async #structured<Schema extends z.ZodType>(
    { request, grounding, signal }: WritingRequest,
    schema: Schema,
    name: string,
    task: string,
    maxTokens: number,
  ): Promise<z.output<Schema>> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: `${CONTENT_WRITER_INSTRUCTION}\n\n${passagesText(grounding)}` },
      { role: 'user', content: `${task}\n\n${requestText(request)}` },
    ];
    let completion;
    try {
      completion = await this.#client.chat.completions.parse(
        { model: this.#model, messages, temperature: TEMPERATURE, max_tokens: maxTokens, response_format: zodResponseFormat(schema, name) },
        signal ? { signal } : {},
      );
    } catch (error) {
      if (error instanceof AiProviderError) throw error;
      throw providerError(error);
    }
    const message = completion.choices[0]?.message;
    if (message?.refusal) throw new AiProviderError('failed', 'The AI provider declined to write this content');
    // The SDK parsed the JSON; the schema is checked again so a compatible server that ignores strict mode cannot slip past.
    const parsed = schema.safeParse(message?.parsed);
    if (!parsed.success) throw new AiProviderError('failed', 'The AI provider answered in the wrong shape');
    return parsed.data;
  }
}

/** The request's options, one per line, as the model reads them. */
export function requestText(request: ContentRequest): string {
  const lines = [
    `Type: ${CONTENT_TYPES[request.type].productName}`,
    `Topic: ${request.topic}`,
    request.bibleVerse && `Main Bible verse: ${request.bibleVerse}`,
    `Length: ${CONTENT_LENGTHS[request.length].label} (${CONTENT_LENGTHS[request.length].duration})`,
    `Preaching tradition: ${DENOMINATION_STYLES[request.denominationStyle]}`,
    `Age group: ${AGE_GROUPS[request.ageGroup].label} (${AGE_GROUPS[request.ageGroup].ages})`,
    request.targetAudience && `Audience: ${request.targetAudience}`,
    request.keyPoints.length > 0 && `Key points to make, in order:\n${request.keyPoints.map((point) => `- ${point}`).join('\n')}`,
    request.conclusionMessage && `End with this message: ${request.conclusionMessage}`,
    request.includePersonalStory
      ? 'Include a marked place for the preacher or teacher to tell a personal story, with a prompt for what to tell.'
      : 'Do not include a personal story.',
    request.includeDiscussionQuestions ? 'Include discussion questions.' : 'No discussion questions (empty list).',
    request.includeGroupActivities ? 'Include group activities.' : 'No group activities (empty list).',
    request.includeCraftIdea ? 'Include a craft idea.' : 'No craft idea (empty string).',
  ];
  return lines.filter(Boolean).join('\n');
}

function passagesText(grounding: ContentGrounding): string {
  const translation = TRANSLATIONS[grounding.translation];
  const line = (passage: { reference: string; text: string }) => `${passage.reference} (${translation.abbreviation}): ${passage.text}`;
  const parts: string[] = [];
  if (grounding.verse.length > 0) parts.push('The passage the request names:', ...grounding.verse.map(line));
  if (grounding.passages.length > 0) {
    const found = grounding.topics.length > 0 ? `Passages Nave's Topical Bible lists under ${grounding.topics.join(', ')}` : "Passages that use the topic's words";
    parts.push(`${found}, from the ${translation.name}:`, ...grounding.passages.map(line));
  }
  if (parts.length === 0) return 'No passage in the Bible store matched this request: cite only Scripture you are sure of.';
  return parts.join('\n');
}
