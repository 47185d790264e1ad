import { z } from './zod';
import { subscriptionTiers } from './accounts';
import { chatPremiumPlanIds } from './bible-chat-tiers';
import { translationIds } from './bible-translations';
import { gatewayReference, plainText } from './common';
import { idempotencyKey } from './payments';

// The Bible chat (members.md sections 2, 4, 7, 8 and 9): the shapes of its /api/bible-chat paths and
// tRPC procedures, and the words its screen and errors use.

export * from './bible-chat-tiers';

export const CHAT_MESSAGE_MAX = 2000;
export const CHAT_SESSION_NAME_MAX = 100;
export const DEFAULT_SESSION_NAME = 'New Conversation';

export const chatMessages = {
  title: 'Bible Chat',
  assistantTitle: 'Bible Assistant',
  premiumBadge: 'Premium',
  freeBadge: 'Free Tier',
  noConversations: 'No conversations yet',
  newConversation: 'New Conversation',
  conversation: (messageCount: number) => `Conversation (${messageCount})`,
  placeholder: 'Ask a question about the Bible...',
  loadingSession: 'Loading session...',
  send: 'Send',
  stop: 'Stop',
  upgrade: 'Upgrade to Premium',
  remaining: (remaining: number, limit: number) => `${remaining} of ${limit} messages remaining today`,
  freeLimit: (limit: number) => `Free tier limit: ${limit} messages per day`,
  oneLeftWarning: 'You have only 1 message remaining today...',
  noneLeftWarning: "You've reached your daily message limit. Upgrade to Premium for unlimited access.",
  sessionErrorTitle: 'Session Error',
  sessionError: 'Could not establish a chat session. Please refresh the page.',
  errorTitle: 'Error',
  newConversationFailed: 'Could not start a new conversation. Please try again.',
  loadConversationFailed: 'Could not load this conversation. Please try again.',
  dailyLimitTitle: 'Daily limit reached',
  dailyLimit: "You've reached your daily message limit. Upgrade to premium for unlimited access.",
  subscriptionRequiredTitle: 'Subscription Required',
  /** The 402 body of a send past the free limit (members.md: "Status 402 returns message"). */
  subscriptionRequired: 'Subscription Required',
  exportNeedsPremium: 'Exporting your conversations is a Premium feature. Upgrade to Premium to download them.',
  sendFailed: 'Failed to get a response. Please try again.',
  emptyMessage: 'Please type a question first.',
  messageTooLong: `Please keep your question under ${CHAT_MESSAGE_MAX} characters.`,
  sessionNotFound: 'This conversation could not be found.',
  /** Shown beside a reference in an answer that names no verse of the Bible (John 22:1). */
  referenceNotFound: 'reference not found',
  upgradeSuccessTitle: 'Welcome to Premium!',
  upgradeSuccess: 'You now have unlimited Bible Chat messages.',
  aiBusy: 'The Bible assistant is very busy right now. Please wait a minute and try again.',
  aiUnavailable: 'The Bible assistant is not available right now. Please try again later.',
} as const;

export const chatRoles = ['user', 'assistant'] as const;
export type ChatRole = (typeof chatRoles)[number];

/** A conversation's public id, as it appears in the /api/bible-chat/sessions/{sessionId} paths. */
export const sessionIdInput = z.object({ sessionId: z.uuid(chatMessages.sessionNotFound) });

export const createSessionInput = z.object({
  name: plainText('Please name the conversation').pipe(z.string().max(CHAT_SESSION_NAME_MAX, `Please keep the name under ${CHAT_SESSION_NAME_MAX} characters`)).optional(),
});
export type CreateSessionInput = z.input<typeof createSessionInput>;

/** A question: trimmed, not empty, at most 2,000 characters. */
export const chatQuestion = plainText(chatMessages.emptyMessage, 'multi').pipe(
  z.string().min(1, chatMessages.emptyMessage).max(CHAT_MESSAGE_MAX, chatMessages.messageTooLong),
);

/** `translation`: the one the member reads in, which the passages are quoted from unless the question names another. */
export const sendMessageInput = sessionIdInput.extend({ message: chatQuestion, translation: z.enum(translationIds).optional() });
export type SendMessageInput = z.input<typeof sendMessageInput>;

export const chatSessionOutput = z.object({
  id: z.number().int(),
  sessionId: z.string(),
  name: z.string(),
  messageCount: z.number().int(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type ChatSessionView = z.infer<typeof chatSessionOutput>;
export const chatSessionsOutput = z.object({ sessions: z.array(chatSessionOutput) });

export const chatMessageOutput = z.object({
  id: z.number().int(),
  role: z.enum(chatRoles),
  content: z.string(),
  createdAt: z.date(),
  /** References written in the answer that name no verse in the Bible (shown unlinked, marked not found). */
  unknownReferences: z.array(z.string()),
});
export type ChatMessageView = z.infer<typeof chatMessageOutput>;
export const chatMessagesOutput = z.object({ messages: z.array(chatMessageOutput) });

export const assistantOutput = z.object({
  kind: z.enum(['openai', 'offline']),
  /** The model's name, or "Offline assistant (no AI key configured)". */
  label: z.string(),
});

export const subscriptionOutput = z.object({
  subscription: z.object({ tier: z.enum(subscriptionTiers), premiumUntil: z.date().nullable() }),
  /** The member's messages sent today (UTC). */
  messageCount: z.number().int(),
  /** Messages left today; null when unlimited. */
  remaining: z.number().int().nullable(),
  limit: z.number().int().nullable(),
  /** When the daily count starts again: the next 00:00 UTC. */
  resetsAt: z.date(),
  assistant: assistantOutput,
});
export type SubscriptionView = z.infer<typeof subscriptionOutput>;

export const sendMessageOutput = z.object({
  userMessage: chatMessageOutput,
  assistantMessage: chatMessageOutput,
  /** Messages left today after this one; null when unlimited. */
  remaining: z.number().int().nullable(),
});
export type SendMessageResult = z.infer<typeof sendMessageOutput>;

/** What the streaming send yields: pieces of the answer as they are written, then the stored pair. */
export type SendMessageEvent = { type: 'delta'; text: string } | ({ type: 'done' } & SendMessageResult);

/** One conversation (sessionId) or, without it, all of them. */
export const chatExportInput = z.object({ sessionId: sessionIdInput.shape.sessionId.optional() });
export const chatExportOutput = z.object({ filename: z.string(), markdown: z.string() });

export const chatPremiumPlanId = z.enum(chatPremiumPlanIds, 'Please choose the Monthly or Yearly plan');
export const upgradeInput = z.object({ plan: chatPremiumPlanId, idempotencyKey });
export type UpgradeInput = z.input<typeof upgradeInput>;
export const upgradeIntentOutput = z.object({ clientSecret: z.string(), paymentIntentId: z.string(), amountCents: z.number().int() });
export const upgradeReferenceInput = z.object({ paymentIntentId: gatewayReference });
