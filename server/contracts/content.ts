import { z } from './zod';
import { gatewayReference, plainText } from './common';
import { idempotencyKey } from './payments';

// The content generator (members.md sections 2, 3, 4, 5, 7, 8 and 9): sermons and Sunday-school lessons,
// previewed, paid for, written, and kept in the member's library. The rules of the request form are written
// here once; the form, the tRPC procedures and the /api/content paths all read them.

export const contentTypes = ['sermon', 'sunday_school'] as const;
export type ContentType = (typeof contentTypes)[number];

/** The type tabs and the price the server charges (members.md section 9: sermon $14.99, lesson $12.99). */
export const CONTENT_TYPES: Record<ContentType, { label: string; productName: string; priceCents: number }> = {
  sermon: { label: 'Sermon', productName: 'Sermon', priceCents: 1499 },
  sunday_school: { label: 'Sunday School', productName: 'Sunday School Lesson', priceCents: 1299 },
};

export const contentLengths = ['short', 'medium', 'long'] as const;
export type ContentLength = (typeof contentLengths)[number];
export const DEFAULT_CONTENT_LENGTH: ContentLength = 'medium';
/** members.md section 9: short 15-20 minutes, medium 25-35, long 40+. */
export const CONTENT_LENGTHS: Record<ContentLength, { label: string; duration: string }> = {
  short: { label: 'Short', duration: '15-20 minutes' },
  medium: { label: 'Medium', duration: '25-35 minutes' },
  long: { label: 'Long', duration: '40+ minutes' },
};

export const ageGroups = ['children', 'youth', 'adults', 'all_ages'] as const;
export type AgeGroup = (typeof ageGroups)[number];
export const DEFAULT_AGE_GROUP: AgeGroup = 'all_ages';
/** members.md section 9: children 5-11, youth 12-17, adults 18+. */
export const AGE_GROUPS: Record<AgeGroup, { label: string; ages: string }> = {
  children: { label: 'Children', ages: '5-11' },
  youth: { label: 'Youth', ages: '12-17' },
  adults: { label: 'Adults', ages: '18+' },
  all_ages: { label: 'All Ages', ages: 'all ages' },
};

/** The preaching traditions a sermon can be written for; the spec names the field, not its values. */
export const denominationStyles = [
  'non_denominational',
  'baptist',
  'methodist',
  'pentecostal',
  'presbyterian',
  'lutheran',
  'anglican',
  'catholic',
  'orthodox',
] as const;
export type DenominationStyle = (typeof denominationStyles)[number];
export const DEFAULT_DENOMINATION_STYLE: DenominationStyle = 'non_denominational';
export const DENOMINATION_STYLES: Record<DenominationStyle, string> = {
  non_denominational: 'Non-denominational',
  baptist: 'Baptist',
  methodist: 'Methodist',
  pentecostal: 'Pentecostal / Charismatic',
  presbyterian: 'Presbyterian / Reformed',
  lutheran: 'Lutheran',
  anglican: 'Anglican / Episcopal',
  catholic: 'Catholic',
  orthodox: 'Orthodox',
};

export const TOPIC_MIN = 3;
export const TOPIC_MAX = 100;
export const KEY_POINTS_MAX = 8;
export const KEY_POINT_MAX = 200;
export const BIBLE_VERSE_MAX = 100;
export const TARGET_AUDIENCE_MAX = 200;
export const CONCLUSION_MAX = 1000;
/** The result's preview shows this much of the content (members.md section 9). */
export const RESULT_PREVIEW_CHARACTERS = 500;

/** Everything the generator screen and its errors say (members.md section 8 word for word where it has words). */
export const contentMessages = {
  /** A download whose Word or PDF file would wait behind too many others being made (503, with Retry-After). */
  downloadsBusy: 'Many files are being prepared right now. Please try again in a few seconds.',
  title: 'Content Generator',
  topicTooShort: 'Topic must be at least 3 characters',
  topicTooLong: `Topic must be at most ${TOPIC_MAX} characters`,
  keyPointEmpty: 'Please type the key point first.',
  keyPointTooLong: `Please keep each key point under ${KEY_POINT_MAX} characters.`,
  tooManyKeyPoints: `Please keep to ${KEY_POINTS_MAX} key points at most.`,
  bibleVerseTooLong: `Please keep the Bible verse under ${BIBLE_VERSE_MAX} characters.`,
  targetAudienceTooLong: `Please keep the audience under ${TARGET_AUDIENCE_MAX} characters.`,
  conclusionTooLong: `Please keep the conclusion under ${CONCLUSION_MAX} characters.`,
  generatePreview: 'Generate Preview',
  backToEdit: 'Back to Edit',
  purchase: 'Purchase',
  download: 'Download',
  previewErrorTitle: 'Error Generating Preview',
  /** The provider refused for its rate limit (the preview toast's first case). */
  aiRateLimit: 'AI service rate limit reached. Please wait a few minutes and try again.',
  /** The provider's key, billing or connection failed (the preview toast's second case). */
  aiConnection: 'Error connecting to AI service. Please try again later or contact support for assistance.',
  /** Our own 429 (the preview toast's third case). */
  tooManyRequests: 'Too many requests. Please wait a few minutes and try again.',
  previewFailed: 'Failed to generate content preview',
  paymentErrorTitle: 'Error Creating Payment',
  generateErrorTitle: 'Error Generating Content',
  generateFailed: 'The content could not be written just now. Your purchase is kept: please try again.',
  notPaid: 'This purchase has not been paid yet.',
  purchaseNotFound: 'This purchase could not be found.',
  wrongType: 'This purchase was for another type of content.',
  libraryTitle: 'My Content',
  libraryEmpty: 'Nothing here yet. Content you buy is kept here to download again.',
  retry: 'Try Again',
  offlineLabel: 'Offline draft (no AI key configured)',
} as const;

const optionalText = (max: number, maxMessage: string, lines: 'single' | 'multi' = 'single') =>
  plainText(maxMessage, lines)
    .pipe(z.string().max(max, maxMessage))
    .optional()
    .transform((text) => (text ? text : undefined));

export const keyPoint = plainText(contentMessages.keyPointEmpty).pipe(
  z.string().min(1, contentMessages.keyPointEmpty).max(KEY_POINT_MAX, contentMessages.keyPointTooLong),
);

/** The content request (members.md section 3) with the rules of section 5. */
export const contentRequest = z.object({
  type: z.enum(contentTypes, 'Please choose a sermon or a Sunday school lesson.'),
  topic: plainText(contentMessages.topicTooShort).pipe(z.string().min(TOPIC_MIN, contentMessages.topicTooShort).max(TOPIC_MAX, contentMessages.topicTooLong)),
  bibleVerse: optionalText(BIBLE_VERSE_MAX, contentMessages.bibleVerseTooLong),
  denominationStyle: z.enum(denominationStyles).default(DEFAULT_DENOMINATION_STYLE),
  length: z.enum(contentLengths).default(DEFAULT_CONTENT_LENGTH),
  targetAudience: optionalText(TARGET_AUDIENCE_MAX, contentMessages.targetAudienceTooLong),
  includePersonalStory: z.boolean().default(false),
  keyPoints: z.array(keyPoint).max(KEY_POINTS_MAX, contentMessages.tooManyKeyPoints).default([]),
  conclusionMessage: optionalText(CONCLUSION_MAX, contentMessages.conclusionTooLong, 'multi'),
  includeDiscussionQuestions: z.boolean().default(false),
  includeCraftIdea: z.boolean().default(false),
  includeGroupActivities: z.boolean().default(false),
  ageGroup: z.enum(ageGroups).default(DEFAULT_AGE_GROUP),
});
export type ContentRequestInput = z.input<typeof contentRequest>;
export type ContentRequest = z.output<typeof contentRequest>;

/** Which writer produced a text: the OpenAI-compatible provider, or the offline drafter built on the store. */
export const writerOutput = z.object({ kind: z.enum(['openai', 'offline']), label: z.string() });

/** POST /api/content/preview: the spec's fields, with the price the server will charge. */
export const contentPreviewOutput = z.object({
  type: z.enum(contentTypes),
  title: z.string(),
  estimatedDuration: z.string(),
  outline: z.array(z.string()),
  previewContent: z.string(),
  previewDiscussionQuestions: z.array(z.string()),
  priceCents: z.number().int(),
  writer: writerOutput,
});
export type ContentPreview = z.infer<typeof contentPreviewOutput>;

/** The generated content (members.md section 3), as the model must return it and the server stores it. */
export const generatedContent = z.object({
  title: z.string(),
  estimatedDuration: z.string(),
  bibleVerses: z.array(z.string()),
  outline: z.array(z.string()),
  /** The whole text, in Markdown. */
  content: z.string(),
  discussionQuestions: z.array(z.string()),
  groupActivities: z.array(z.string()),
  /** Empty when the request did not ask for one. */
  craftIdea: z.string(),
});
export type GeneratedContent = z.infer<typeof generatedContent>;

/** POST /api/content/create-payment: the price comes from the type, on the server. The request may come along, so a purchase can be written later from the library. */
export const createContentPaymentInput = z.object({
  type: z.enum(contentTypes, 'Please choose a sermon or a Sunday school lesson.'),
  contentParams: contentRequest.optional(),
  idempotencyKey,
});
export type CreateContentPaymentInput = z.input<typeof createContentPaymentInput>;
export const contentPaymentOutput = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amountCents: z.number().int() });

/** POST /api/content/generate. */
export const generateContentInput = z.object({ paymentIntentId: gatewayReference, contentParams: contentRequest });
export type GenerateContentInput = z.input<typeof generateContentInput>;

/** A purchase in the member's library: paid, then written (or failed, to be retried without paying again). */
export const contentStatuses = ['paid', 'generated', 'failed'] as const;
export type ContentStatus = (typeof contentStatuses)[number];

export const contentItemSummary = z.object({
  id: z.number().int(),
  type: z.enum(contentTypes),
  /** The content's title once written; the topic before. */
  title: z.string(),
  topic: z.string(),
  status: z.enum(contentStatuses),
  priceCents: z.number().int(),
  createdAt: z.date(),
  paymentIntentId: z.string(),
});
export type ContentItemSummary = z.infer<typeof contentItemSummary>;

export const contentLibraryOutput = z.object({ items: z.array(contentItemSummary) });

export const contentItemOutput = contentItemSummary.extend({ content: generatedContent.nullable(), writer: writerOutput.nullable() });
export type ContentItem = z.infer<typeof contentItemOutput>;

/** POST /api/content/generate's answer: the content, and the library item that keeps it. */
export const generateContentOutput = z.object({ content: generatedContent, item: contentItemOutput });

export const contentItemInput = z.object({ id: z.coerce.number('This content could not be found.').int().positive('This content could not be found.') });

export const downloadFormats = ['md', 'docx', 'pdf'] as const;
export type DownloadFormat = (typeof downloadFormats)[number];
export const contentDownloadInput = contentItemInput.extend({ format: z.enum(downloadFormats).default('md') });

/** members.md section 9: the download is named from the lowercase title, non-alphanumerics replaced by underscores. */
export function downloadFileName(title: string, format: DownloadFormat): string {
  return `${title.toLowerCase().replace(/[^a-z0-9]/g, '_')}.${format}`;
}

/**
 * What a preview may show, cut on the server whatever the writer wrote (a request's free-text fields can ask a
 * model for anything): the rest of the text is what is paid for. The opening is as long as the part of a
 * content the result shows first (members.md section 9: 500 characters); the outline has a line per part (at
 * most one per key point, and the fixed parts); three questions, as the writer is asked for.
 */
export const PREVIEW_LIMITS = {
  titleCharacters: 200,
  outlineLines: KEY_POINTS_MAX + 8,
  outlineLineCharacters: KEY_POINT_MAX + 50,
  contentCharacters: RESULT_PREVIEW_CHARACTERS,
  questions: 3,
  questionCharacters: 400,
} as const;

/** The start of a text, at most `characters` long with its ellipsis, cut where a word ends. */
export function excerpt(text: string, characters: number): string {
  if (text.length <= characters) return text;
  const end = text.lastIndexOf(' ', characters - 1);
  return `${text.slice(0, end > 0 ? end : characters - 1).trimEnd()}…`;
}

/** The first characters of the content, as the result shows them before the full text. */
export function resultPreview(content: string): string {
  return content.slice(0, RESULT_PREVIEW_CHARACTERS);
}

// Added with the server half of issue 16 (new exports only; the ones above are what the client codes against).

/** The writer's part of a preview, as the model returns it: the server adds the type, duration, price and writer. */
export const previewDraft = z.object({
  title: z.string(),
  outline: z.array(z.string()),
  previewContent: z.string(),
  previewDiscussionQuestions: z.array(z.string()),
});
export type PreviewDraft = z.infer<typeof previewDraft>;

/** What the generator's purchases say besides contentMessages. */
export const contentPurchaseMessages = {
  /** A purchase made without its request, retried before the request was ever sent with generate. */
  requestMissing: 'This purchase has no content request yet. Please fill in the form and generate it.',
  /** A download asked for before the content was written. */
  notWritten: 'This content has not been written yet. Please generate it first.',
  /** Another request is writing this purchase right now and did not finish in time. */
  stillWriting: 'Your content is still being written. Please try again in a minute.',
} as const;

export const DOWNLOAD_CONTENT_TYPES: Record<DownloadFormat, string> = {
  md: 'text/markdown; charset=utf-8',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pdf: 'application/pdf',
};

/** A download as a procedure answers it: the file name, its type, and the bytes in base64. */
export const contentDownloadOutput = z.object({ filename: z.string(), contentType: z.string(), base64: z.string() });
export type ContentDownload = z.infer<typeof contentDownloadOutput>;
