import {
  chatExportInput,
  chatExportOutput,
  chatMessagesOutput,
  chatSessionOutput,
  chatSessionsOutput,
  createSessionInput,
  sendMessageInput,
  sessionIdInput,
  subscriptionOutput,
  upgradeInput,
  upgradeIntentOutput,
  upgradeReferenceInput,
} from '../contracts/chat';
import { aiBudgetOf } from '../rate-limit';
import { admitQuestion, answerQuestion, createSession, listMessages, listSessions, subscriptionOf } from '../services/chat/chat';
import { exportConversations } from '../services/chat/export';
import { confirmUpgrade } from '../services/chat/upgrade';
import { startPayment } from '../services/payments/payments';
import { memberProcedure, memberRateLimited, rateLimited, router } from '../trpc';

/**
 * A question to the assistant, checked before its answer starts streaming: the member's rate of questions,
 * their own conversation (404 for anyone else's), a message taken from today's allowance (402 past it) and
 * the provider call taken from the day's AI budget (429 past it). An error thrown inside the generator would
 * reach the browser only mid-stream.
 */
const askProcedure = memberProcedure
  .input(sendMessageInput)
  .use(memberRateLimited('aiCall'))
  .use(async ({ ctx, input, next }) => {
    const question = await admitQuestion(ctx.db, ctx.user, input.sessionId, input.message, ctx.clock.now(), aiBudgetOf(ctx.limits, ctx.user.id), input.translation);
    return next({ ctx: { question } });
  });

/** The Bible chat (members.md section 7): a member's own conversations, the daily allowance, Premium. */
export const chatRouter = router({
  subscription: memberProcedure.output(subscriptionOutput).query(({ ctx }) => subscriptionOf(ctx, ctx.user)),
  sessions: memberProcedure.output(chatSessionsOutput).query(async ({ ctx }) => ({ sessions: await listSessions(ctx.db, ctx.user.id) })),
  createSession: memberProcedure
    .input(createSessionInput)
    .output(chatSessionOutput)
    .mutation(({ ctx, input }) => createSession(ctx.db, ctx.user.id, input.name)),
  messages: memberProcedure
    .input(sessionIdInput)
    .output(chatMessagesOutput)
    .query(async ({ ctx, input }) => ({ messages: await listMessages(ctx.db, ctx.user.id, input.sessionId) })),
  /** Streams the answer's pieces, then the stored question and answer (read with httpBatchStreamLink). */
  send: askProcedure.mutation(({ ctx, input, signal }) => answerQuestion(ctx, ctx.question, input.message, signal)),
  /** Premium: one conversation, or all of them, as a Markdown file (402 for the free tier). */
  export: memberProcedure
    .input(chatExportInput)
    .output(chatExportOutput)
    .query(({ ctx, input }) => exportConversations(ctx.db, ctx.user, ctx.clock.now(), input.sessionId)),
  /** Starts a Premium checkout; the server prices it from the plan. */
  startUpgrade: memberProcedure
    .use(rateLimited('paymentIntent'))
    .input(upgradeInput)
    .output(upgradeIntentOutput)
    .mutation(async ({ ctx, input }) => {
      const { clientSecret, paymentIntentId, amountCents } = await startPayment(ctx, 'chat_premium', input, ctx.user);
      return { clientSecret, paymentIntentId, amountCents };
    }),
  /** After the card step: the server asks the gateway, and Premium runs once the payment succeeded. */
  confirmUpgrade: memberProcedure
    .input(upgradeReferenceInput)
    .output(subscriptionOutput)
    .mutation(async ({ ctx, input }) => subscriptionOf(ctx, await confirmUpgrade(ctx, ctx.user, input.paymentIntentId))),
});
