import {
  contentDownloadInput,
  contentDownloadOutput,
  contentItemInput,
  contentItemOutput,
  contentLibraryOutput,
  contentPaymentOutput,
  contentPreviewOutput,
  contentRequest,
  createContentPaymentInput,
  generateContentInput,
  generateContentOutput,
} from '../contracts/content';
import { aiBudgetOf } from '../rate-limit';
import { contentDownload, contentItem, contentLibrary, generateContent, previewContent, retryContent, startContentPayment } from '../services/content/content';
import { memberProcedure, memberRateLimited, rateLimited, router } from '../trpc';

/**
 * The content generator (members.md sections 2, 3, 7 and 8): a preview, a payment priced by type on the
 * server, the paid content written once, and the member's library. Every path needs sign-in, so each
 * purchase has an owner. Previews and writing are limited per member (each is a call to the AI), and each call
 * the writer makes is spent from the member's daily AI budget.
 */
export const contentRouter = router({
  preview: memberProcedure
    .use(memberRateLimited('contentPreview'))
    .input(contentRequest)
    .output(contentPreviewOutput)
    .mutation(({ ctx, input }) => previewContent(ctx, input, aiBudgetOf(ctx.limits, ctx.user.id))),
  createPayment: memberProcedure
    .use(rateLimited('paymentIntent'))
    .input(createContentPaymentInput)
    .output(contentPaymentOutput)
    .mutation(({ ctx, input }) => startContentPayment(ctx, ctx.user, input)),
  generate: memberProcedure
    .use(memberRateLimited('aiCall'))
    .input(generateContentInput)
    .output(generateContentOutput)
    .mutation(({ ctx, input }) => generateContent(ctx, ctx.user, input, aiBudgetOf(ctx.limits, ctx.user.id))),
  /** A purchase whose writing failed, written again from the request kept with it, without paying again. */
  retry: memberProcedure
    .use(memberRateLimited('aiCall'))
    .input(contentItemInput)
    .output(generateContentOutput)
    .mutation(({ ctx, input }) => retryContent(ctx, ctx.user, input.id, aiBudgetOf(ctx.limits, ctx.user.id))),
  library: memberProcedure.output(contentLibraryOutput).query(async ({ ctx }) => ({ items: await contentLibrary(ctx.db, ctx.user.id) })),
  item: memberProcedure
    .input(contentItemInput)
    .output(contentItemOutput)
    .query(({ ctx, input }) => contentItem(ctx.db, ctx.user.id, input.id)),
  /** The written content as Markdown, Word or PDF (base64; GET /api/content/{id}/download sends the file itself). */
  download: memberProcedure
    .input(contentDownloadInput)
    .output(contentDownloadOutput)
    .query(({ ctx, input }) => contentDownload(ctx, ctx.user.id, input)),
});
