// The content generator's domain: previews, paid purchases redeemed once, writing, and the library.
// A purchase is a row of content_purchases beside its payment (purchase.ts is its entry in the fulfilment
// table). Generating checks the payment with the gateway (never the browser's word), claims the purchase with
// one conditional update (status paid or failed -> generating), so parallel requests write it once, and keeps
// what was written; a failure leaves it failed, to be written again without paying again.
import { and, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../../db';
import { contentDownloads, contentPurchases, payments } from '../../../db/schema';
import type { SessionUser } from '../../contracts/accounts';
import {
  CONTENT_LENGTHS,
  CONTENT_TYPES,
  contentMessages,
  contentPurchaseMessages,
  DOWNLOAD_CONTENT_TYPES,
  downloadFileName,
  excerpt,
  PREVIEW_LIMITS,
  type ContentDownload,
  type ContentItem,
  type ContentItemSummary,
  type ContentPreview,
  type ContentRequest,
  type ContentStatus,
  type contentDownloadInput,
  type createContentPaymentInput,
  type GeneratedContent,
  type generateContentInput,
  type PreviewDraft,
} from '../../contracts/content';
import type { z } from 'zod';
import { AppError } from '../../errors';
import { AiProviderError, type AiBudget } from '../chat/ai-provider';
import { checkReferences } from '../chat/grounding';
import { refreshPayment, startPayment, type PaymentDeps } from '../payments/payments';
import type { ContentWriter } from './content-writer';
import type { DocumentFormat, DocumentRenderer } from './document-renderer';
import { contentMarkdown } from './documents';
import { contentGrounding } from './grounding';

export interface ContentDeps extends PaymentDeps {
  writer: ContentWriter;
}

type PreviewDeps = { db: Db; writer: ContentWriter; logger: Logger };

/** How long a request waits for another one writing the same purchase, and how often it looks. */
const WAIT_FOR_WRITING_MS = 150_000;
const WAIT_POLL_MS = 200;
/** A claim older than this is a writer that died mid-way: another request may take it over. */
const CLAIM_LEASE = sql`interval '5 minutes'`;
const AI_RETRY_AFTER_SECONDS = 30;

/**
 * A preview: the writer's title, outline, opening and questions, cut to what a preview shows (PREVIEW_LIMITS),
 * with the duration and the price the server sets. The writer's call is spent from the member's AI budget.
 */
export async function previewContent(deps: PreviewDeps, request: ContentRequest, budget: AiBudget): Promise<ContentPreview> {
  const grounding = await contentGrounding(deps.db, request);
  await budget.spend();
  let draft;
  try {
    draft = await deps.writer.preview({ request, grounding });
  } catch (error) {
    deps.logger.warn({ err: error }, 'the content writer failed to preview');
    throw previewFailure(error);
  }
  return {
    type: request.type,
    estimatedDuration: CONTENT_LENGTHS[request.length].duration,
    ...shownInPreview(draft),
    priceCents: CONTENT_TYPES[request.type].priceCents,
    writer: { kind: deps.writer.kind, label: deps.writer.label },
  };
}

/** The draft as far as a preview shows it, whatever the model wrote: the paid text stays paid for. */
function shownInPreview(draft: PreviewDraft): PreviewDraft {
  return {
    title: excerpt(draft.title, PREVIEW_LIMITS.titleCharacters),
    outline: draft.outline.slice(0, PREVIEW_LIMITS.outlineLines).map((line) => excerpt(line, PREVIEW_LIMITS.outlineLineCharacters)),
    previewContent: excerpt(draft.previewContent, PREVIEW_LIMITS.contentCharacters),
    previewDiscussionQuestions: draft.previewDiscussionQuestions
      .slice(0, PREVIEW_LIMITS.questions)
      .map((question) => excerpt(question, PREVIEW_LIMITS.questionCharacters)),
  };
}

/** members.md section 8: the provider's rate limit, its key, billing or connection, each in the spec's words. */
function previewFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof AiProviderError) {
    if (error.failure === 'rate_limited') return new AppError('SERVICE_UNAVAILABLE', contentMessages.aiRateLimit, { retryAfterSeconds: AI_RETRY_AFTER_SECONDS });
    if (error.failure === 'timeout') return new AppError('SERVICE_UNAVAILABLE', contentMessages.aiConnection, { retryAfterSeconds: AI_RETRY_AFTER_SECONDS });
    return new AppError('BAD_GATEWAY', contentMessages.aiConnection);
  }
  return new AppError('BAD_GATEWAY', contentMessages.previewFailed);
}

/** A failure after payment: the purchase is kept, and the member is told so. */
function generationFailure(error: unknown): AppError {
  if (error instanceof AiProviderError && (error.failure === 'rate_limited' || error.failure === 'timeout')) {
    return new AppError('SERVICE_UNAVAILABLE', contentMessages.generateFailed, { retryAfterSeconds: AI_RETRY_AFTER_SECONDS });
  }
  return new AppError('BAD_GATEWAY', contentMessages.generateFailed);
}

/** A payment for one piece of content, priced from its type on the server; the request may come along. */
export async function startContentPayment(
  deps: PaymentDeps,
  user: SessionUser,
  input: z.output<typeof createContentPaymentInput>,
): Promise<{ clientSecret: string; paymentIntentId: string; amountCents: number }> {
  if (input.contentParams && input.contentParams.type !== input.type) throw new AppError('BAD_REQUEST', contentMessages.wrongType);
  const { clientSecret, paymentIntentId, amountCents } = await startPayment(deps, 'generated_content', input, user);
  return { clientSecret, paymentIntentId, amountCents };
}

const purchaseColumns = {
  id: contentPurchases.id,
  userId: contentPurchases.userId,
  type: contentPurchases.type,
  priceCents: contentPurchases.priceCents,
  request: contentPurchases.request,
  status: contentPurchases.status,
  content: contentPurchases.content,
  writerKind: contentPurchases.writerKind,
  writerLabel: contentPurchases.writerLabel,
  createdAt: contentPurchases.createdAt,
  paymentIntentId: payments.intentId,
};

type PurchaseRow = {
  id: number;
  userId: number;
  type: ContentItem['type'];
  priceCents: number;
  request: ContentRequest | null;
  status: 'pending' | 'generating' | ContentStatus;
  content: GeneratedContent | null;
  writerKind: 'openai' | 'offline' | null;
  writerLabel: string | null;
  createdAt: Date;
  paymentIntentId: string;
};

function selectPurchases(db: Db) {
  return db.select(purchaseColumns).from(contentPurchases).innerJoin(payments, eq(payments.id, contentPurchases.paymentId));
}

async function purchaseById(db: Db, id: number): Promise<PurchaseRow | undefined> {
  const [row] = await selectPurchases(db).where(eq(contentPurchases.id, id));
  return row;
}

/** The member's own purchase; anyone else's reads exactly like one that does not exist. */
async function ownPurchase(db: Db, userId: number, id: number, { paidOnly }: { paidOnly: boolean }): Promise<PurchaseRow> {
  const [row] = await selectPurchases(db).where(
    and(eq(contentPurchases.id, id), eq(contentPurchases.userId, userId), paidOnly ? ne(contentPurchases.status, 'pending') : undefined),
  );
  if (!row) throw new AppError('NOT_FOUND', contentMessages.purchaseNotFound);
  return row;
}

/**
 * Writes the content a paid intent bought, once: asked again, it answers what was written. Refused with 404
 * for an intent that is not this member's generator payment, 400 for a request of another type than was paid
 * for, 402 while the gateway does not report it paid, 429 past the member's AI budget (the purchase is kept).
 */
export async function generateContent(
  deps: ContentDeps,
  user: SessionUser,
  input: z.output<typeof generateContentInput>,
  budget: AiBudget,
): Promise<{ content: GeneratedContent; item: ContentItem }> {
  const [row] = await selectPurchases(deps.db).where(
    and(
      eq(payments.gateway, deps.payments.kind),
      eq(payments.intentId, input.paymentIntentId),
      eq(payments.purpose, 'generated_content'),
      eq(contentPurchases.userId, user.id),
    ),
  );
  if (!row) throw new AppError('NOT_FOUND', contentMessages.purchaseNotFound);
  if (row.type !== input.contentParams.type) throw new AppError('BAD_REQUEST', contentMessages.wrongType);
  return redeem(deps, row, input.contentParams, budget);
}

/** A purchase written again from the request kept with it (one that failed, or was never written), without paying again. */
export async function retryContent(
  deps: ContentDeps,
  user: SessionUser,
  id: number,
  budget: AiBudget,
): Promise<{ content: GeneratedContent; item: ContentItem }> {
  const row = await ownPurchase(deps.db, user.id, id, { paidOnly: false });
  return redeem(deps, row, null, budget);
}

async function redeem(
  deps: ContentDeps,
  purchase: PurchaseRow,
  given: ContentRequest | null,
  budget: AiBudget,
): Promise<{ content: GeneratedContent; item: ContentItem }> {
  let row = purchase;
  if (row.status === 'pending') {
    // The gateway's word: a success delivers the purchase (paid) in the payment code, exactly once.
    const payment = await refreshPayment(deps, row.paymentIntentId);
    row = (await purchaseById(deps.db, row.id)) ?? row;
    if (payment.status !== 'succeeded' || row.status === 'pending') throw new AppError('PAYMENT_REQUIRED', contentMessages.notPaid);
  }
  if (row.status === 'generated' && row.content) return answer(row, row.content);

  const request = given ?? row.request;
  if (!request) throw new AppError('BAD_REQUEST', contentPurchaseMessages.requestMissing);
  // Spent before the claim, so a refusal leaves the purchase as it was, to be written once the budget allows;
  // a request that then finds another one writing has spent a unit for nothing, which only a double click does.
  await budget.spend();
  const [claimed] = await deps.db
    .update(contentPurchases)
    .set({ status: 'generating', request, claimedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(contentPurchases.id, row.id),
        or(
          inArray(contentPurchases.status, ['paid', 'failed']),
          and(eq(contentPurchases.status, 'generating'), sql`${contentPurchases.claimedAt} < now() - ${CLAIM_LEASE}`),
        ),
      ),
    )
    .returning({ id: contentPurchases.id });
  if (!claimed) return waitForWriting(deps.db, row.id);

  let content: GeneratedContent;
  try {
    content = await writeContent(deps, request);
  } catch (error) {
    deps.logger.warn({ err: error, purchaseId: row.id }, 'the content writer failed after payment');
    await deps.db
      .update(contentPurchases)
      .set({ status: 'failed', claimedAt: null, updatedAt: sql`now()` })
      .where(and(eq(contentPurchases.id, row.id), eq(contentPurchases.status, 'generating')));
    throw generationFailure(error);
  }
  // Only while it is still this claim's to finish: a refund or dispute that came while the model wrote made the
  // purchase unpaid again (purchase.ts, revoke), and what was written is not handed over.
  const [finished] = await deps.db
    .update(contentPurchases)
    .set({ status: 'generated', content, writerKind: deps.writer.kind, writerLabel: deps.writer.label, claimedAt: null, updatedAt: sql`now()` })
    .where(and(eq(contentPurchases.id, row.id), eq(contentPurchases.status, 'generating')))
    .returning({ id: contentPurchases.id });
  if (!finished) throw new AppError('PAYMENT_REQUIRED', contentMessages.notPaid);
  const written = await purchaseById(deps.db, row.id);
  if (!written?.content) throw new Error('the written content was not stored');
  return answer(written, written.content);
}

/** Another request is writing this purchase: its result, once it has one. */
async function waitForWriting(db: Db, id: number): Promise<{ content: GeneratedContent; item: ContentItem }> {
  const deadline = Date.now() + WAIT_FOR_WRITING_MS;
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
    const row = await purchaseById(db, id);
    if (row?.status === 'generated' && row.content) return answer(row, row.content);
    if (row?.status === 'failed' || row?.status === 'paid') throw new AppError('BAD_GATEWAY', contentMessages.generateFailed);
  }
  throw new AppError('SERVICE_UNAVAILABLE', contentPurchaseMessages.stillWriting, { retryAfterSeconds: AI_RETRY_AFTER_SECONDS });
}

/** The writer's text for a request, kept to what the request asked for, with every verse it lists checked against the store. */
async function writeContent(deps: ContentDeps, request: ContentRequest): Promise<GeneratedContent> {
  const grounding = await contentGrounding(deps.db, request);
  const written = await deps.writer.write({ request, grounding });
  const bibleVerses: string[] = [];
  for (const verse of new Set(written.bibleVerses.map((text) => text.trim()).filter(Boolean))) {
    const references = await checkReferences(deps.db, verse);
    if (references.length > 0 && references.every((reference) => reference.found)) bibleVerses.push(verse);
  }
  return {
    title: written.title.trim() || request.topic,
    estimatedDuration: CONTENT_LENGTHS[request.length].duration,
    bibleVerses,
    outline: written.outline,
    content: written.content,
    discussionQuestions: request.includeDiscussionQuestions ? written.discussionQuestions : [],
    groupActivities: request.includeGroupActivities ? written.groupActivities : [],
    craftIdea: request.includeCraftIdea ? written.craftIdea : '',
  };
}

function answer(row: PurchaseRow, content: GeneratedContent): { content: GeneratedContent; item: ContentItem } {
  return { content, item: toItem(row) };
}

/** What the member sees of a purchase: one being written reads as paid. */
function toSummary(row: PurchaseRow): ContentItemSummary {
  return {
    id: row.id,
    type: row.type,
    title: row.content?.title ?? row.request?.topic ?? CONTENT_TYPES[row.type].productName,
    topic: row.request?.topic ?? '',
    status: row.status === 'pending' || row.status === 'generating' ? 'paid' : row.status,
    priceCents: row.priceCents,
    createdAt: row.createdAt,
    paymentIntentId: row.paymentIntentId,
  };
}

function toItem(row: PurchaseRow): ContentItem {
  return {
    ...toSummary(row),
    content: row.status === 'generated' ? row.content : null,
    writer: row.writerKind && row.writerLabel ? { kind: row.writerKind, label: row.writerLabel } : null,
  };
}

/** The member's paid purchases, newest first. */
export async function contentLibrary(db: Db, userId: number): Promise<ContentItemSummary[]> {
  const rows = await selectPurchases(db)
    .where(and(eq(contentPurchases.userId, userId), ne(contentPurchases.status, 'pending')))
    .orderBy(desc(contentPurchases.createdAt), desc(contentPurchases.id));
  return rows.map(toSummary);
}

export async function contentItem(db: Db, userId: number, id: number): Promise<ContentItem> {
  return toItem(await ownPurchase(db, userId, id, { paidOnly: true }));
}

/**
 * The written content as a file: Markdown, Word or PDF, named from its title. A Word or PDF file is rendered
 * on the first download and stored; later ones are served from the store, and only while the purchase is paid.
 */
export async function contentDownload(
  deps: { db: Db; documents: DocumentRenderer },
  userId: number,
  input: z.output<typeof contentDownloadInput>,
): Promise<ContentDownload> {
  const row = await ownPurchase(deps.db, userId, input.id, { paidOnly: true });
  if (row.status !== 'generated' || !row.content) throw new AppError('CONFLICT', contentPurchaseMessages.notWritten);
  const file = { filename: downloadFileName(row.content.title, input.format), contentType: DOWNLOAD_CONTENT_TYPES[input.format] };
  if (input.format === 'md') return { ...file, base64: Buffer.from(contentMarkdown(row.content)).toString('base64') };
  const stored =
    (await storedDownload(deps.db, row.id, input.format)) ??
    (await storeDownload(deps.db, row.id, input.format, { ...file, bytes: await deps.documents.render(input.format, row.content) }));
  return { filename: stored.filename, contentType: stored.contentType, base64: Buffer.from(stored.bytes).toString('base64') };
}

interface StoredFile {
  filename: string;
  contentType: string;
  bytes: Uint8Array;
}

// The bytes go to and from the database as hex, converted by Postgres and by Buffer: the embedded database
// converts a bytea parameter or result one byte at a time in JavaScript, which held the server's thread for
// about 90 ms per PDF of 400 KB stored and read back.
async function storedDownload(db: Db, purchaseId: number, format: DocumentFormat): Promise<StoredFile | undefined> {
  const [stored] = await db
    .select({ filename: contentDownloads.filename, contentType: contentDownloads.contentType, hex: sql<string>`encode(${contentDownloads.bytes}, 'hex')` })
    .from(contentDownloads)
    .where(and(eq(contentDownloads.purchaseId, purchaseId), eq(contentDownloads.format, format)));
  return stored && { filename: stored.filename, contentType: stored.contentType, bytes: Buffer.from(stored.hex, 'hex') };
}

/** Keeps a rendered file; when another request (on any instance) stored its own first, that one is served. */
async function storeDownload(db: Db, purchaseId: number, format: DocumentFormat, file: StoredFile): Promise<StoredFile> {
  const inserted = await db
    .insert(contentDownloads)
    .values({ purchaseId, format, filename: file.filename, contentType: file.contentType, bytes: sql`decode(${Buffer.from(file.bytes).toString('hex')}, 'hex')` })
    .onConflictDoNothing()
    .returning({ purchaseId: contentDownloads.purchaseId });
  return inserted.length > 0 ? file : ((await storedDownload(db, purchaseId, format)) ?? file);
}
