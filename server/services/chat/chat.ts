// The Bible chat: a member's conversations and messages, the free tier's daily allowance, and answering a
// question: Scripture retrieved from the store first (grounding.ts), the AI provider's answer streamed as
// it is written, every reference in it checked against the store, then the question and answer stored.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db } from '../../../db';
import { chatDailyUsage, chatMessages, chatSessions } from '../../../db/schema';
import type { SessionUser } from '../../contracts/accounts';
import {
  chatMessages as texts,
  dailyChatMessageLimit,
  DEFAULT_SESSION_NAME,
  type ChatMessageView,
  type ChatSessionView,
  type SendMessageEvent,
  type SubscriptionView,
} from '../../contracts/chat';
import { DEFAULT_TRANSLATION, type TranslationId } from '../../contracts/bible-translations';
import { AppError } from '../../errors';
import { AiProviderError, type AiBudget, type AiProvider, type ChatTurn, type Grounding } from './ai-provider';
import { checkReferences, retrieveGrounding, translationAskedIn, withCommentary } from './grounding';
import { premiumUntil } from './premium';

export interface ChatDeps {
  db: Db;
  ai: AiProvider;
  clock: { now(): Date };
  logger: Logger;
}

type SessionRow = typeof chatSessions.$inferSelect;
type MessageRow = typeof chatMessages.$inferSelect;

/** How many earlier messages of the conversation the model sees with a question. */
const HISTORY_MESSAGES = 10;

const toMessageView = (row: MessageRow): ChatMessageView => ({
  id: row.id,
  role: row.role,
  content: row.content,
  createdAt: row.createdAt,
  unknownReferences: row.unknownReferences,
});

// Written out in full: drizzle would name the outer column bare ("id"), which inside the subquery is m.id.
const messageCount = sql<number>`(select count(*) from chat_messages m where m.session_id = "chat_sessions"."id")`.mapWith(Number);

/** The member's conversations, the most recently used first. */
export async function listSessions(db: Db, userId: number): Promise<ChatSessionView[]> {
  const rows = await db
    .select({
      id: chatSessions.id,
      sessionId: chatSessions.publicId,
      name: chatSessions.name,
      messageCount,
      createdAt: chatSessions.createdAt,
      updatedAt: chatSessions.updatedAt,
    })
    .from(chatSessions)
    .where(eq(chatSessions.userId, userId))
    .orderBy(desc(chatSessions.updatedAt), desc(chatSessions.id));
  return rows;
}

export async function createSession(db: Db, userId: number, name: string | undefined): Promise<ChatSessionView> {
  const [row] = await db
    .insert(chatSessions)
    .values({ userId, name: name || DEFAULT_SESSION_NAME })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return { id: row.id, sessionId: row.publicId, name: row.name, messageCount: 0, createdAt: row.createdAt, updatedAt: row.updatedAt };
}

/** The member's own conversation; anyone else's is as missing as one that never existed. */
export async function ownSession(db: Db, userId: number, sessionId: string): Promise<SessionRow> {
  const [row] = await db
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.publicId, sessionId), eq(chatSessions.userId, userId)));
  if (!row) throw new AppError('NOT_FOUND', texts.sessionNotFound);
  return row;
}

export async function listMessages(db: Db, userId: number, sessionId: string): Promise<ChatMessageView[]> {
  const session = await ownSession(db, userId, sessionId);
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.sessionId, session.id)).orderBy(asc(chatMessages.id));
  return rows.map(toMessageView);
}

/** The UTC day a moment falls on ('2026-11-23'): the free allowance starts again at 00:00 UTC. */
const utcDay = (moment: Date) => moment.toISOString().slice(0, 10);
const nextUtcMidnight = (moment: Date) => new Date(Date.UTC(moment.getUTCFullYear(), moment.getUTCMonth(), moment.getUTCDate() + 1));

async function usedToday(db: Db, userId: number, day: string): Promise<number> {
  const [row] = await db
    .select({ used: chatDailyUsage.used })
    .from(chatDailyUsage)
    .where(and(eq(chatDailyUsage.userId, userId), eq(chatDailyUsage.day, day)));
  return row?.used ?? 0;
}

export async function subscriptionOf(deps: Pick<ChatDeps, 'db' | 'ai' | 'clock'>, user: SessionUser): Promise<SubscriptionView> {
  const now = deps.clock.now();
  const used = await usedToday(deps.db, user.id, utcDay(now));
  const limit = dailyChatMessageLimit(user.subscriptionTier);
  return {
    subscription: { tier: user.subscriptionTier, premiumUntil: user.subscriptionTier === 'premium' ? await premiumUntil(deps.db, user.id) : null },
    messageCount: used,
    remaining: limit === null ? null : Math.max(0, limit - used),
    limit,
    resetsAt: nextUtcMidnight(now),
    assistant: { kind: deps.ai.kind, label: deps.ai.label },
  };
}

/** One message taken from today's allowance, to be given back if no answer comes of it. */
export interface Reservation {
  userId: number;
  day: string;
  /** Messages left today after this one; null when unlimited. */
  remaining: number | null;
}

/**
 * Takes one message from the member's allowance for today, in one statement: the row's update refuses past
 * the limit, so eight parallel sends of a free member with five left let exactly five through. The rest
 * answer 402 "Subscription Required". Premium members are counted too (the count is shown), never refused.
 */
async function reserveMessage(db: Db, user: SessionUser, now: Date): Promise<Reservation> {
  const day = utcDay(now);
  const limit = dailyChatMessageLimit(user.subscriptionTier);
  const underLimit = limit === null ? sql`true` : sql`${chatDailyUsage.used} < ${limit}`;
  const [row] = await db
    .insert(chatDailyUsage)
    .values({ userId: user.id, day, used: 1 })
    .onConflictDoUpdate({ target: [chatDailyUsage.userId, chatDailyUsage.day], set: { used: sql`${chatDailyUsage.used} + 1` }, setWhere: underLimit })
    .returning({ used: chatDailyUsage.used });
  if (!row || (limit !== null && row.used > limit)) throw new AppError('PAYMENT_REQUIRED', texts.subscriptionRequired);
  return { userId: user.id, day, remaining: limit === null ? null : limit - row.used };
}

/** A question let through: the member's own conversation, the message it takes, what came before, and its Scripture. */
export interface AdmittedQuestion {
  session: SessionRow;
  reservation: Reservation;
  /** The conversation's last messages, oldest first, which the model sees with the question. */
  history: ChatTurn[];
  /** The passages the question is about, still being read from the store. */
  grounding: Promise<Grounding>;
}

/**
 * Lets a question through, or refuses it before any answer starts: another member's conversation is 404, a
 * free member past today's allowance 402, a member past the day's AI budget 429 (the provider call the answer
 * makes is spent here, and never given back: stopped or failed, it was made). The grounding only reads the
 * store, so it starts at once and is read alongside the checks: the provider is called sooner
 * (docs/benchmarks-chat.md). Its passages are in the translation the question names, else `translation`.
 */
export async function admitQuestion(
  db: Db,
  user: SessionUser,
  sessionId: string,
  question: string,
  now: Date,
  budget: AiBudget,
  translation: TranslationId = DEFAULT_TRANSLATION,
): Promise<AdmittedQuestion> {
  // In the translation the question asks for ("in the WEB"), else the one the member reads in.
  // Premium's advanced scriptural analysis: Matthew Henry's notes on the first passages, labelled as commentary.
  const retrieved = retrieveGrounding(db, question, translationAskedIn(question) ?? translation);
  const grounding = user.subscriptionTier === 'premium' ? retrieved.then((found) => withCommentary(db, found)) : retrieved;
  // Refused, nobody awaits it: its failure must not end the process as an unhandled rejection.
  grounding.catch(() => undefined);
  const session = await ownSession(db, user.id, sessionId);
  const earlier = await db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.sessionId, session.id))
    .orderBy(desc(chatMessages.id))
    .limit(HISTORY_MESSAGES);
  // Last: once the message is taken, only answerQuestion gives it back (or a spent budget, as no answer comes).
  const reservation = await reserveMessage(db, user, now);
  try {
    await budget.spend();
  } catch (error) {
    await releaseMessage(db, reservation);
    throw error;
  }
  return { session, reservation, history: earlier.reverse(), grounding };
}

/** Gives a reserved message back: its question got no answer. */
async function releaseMessage(db: Db, reservation: Reservation): Promise<void> {
  await db
    .update(chatDailyUsage)
    .set({ used: sql`greatest(${chatDailyUsage.used} - 1, 0)` })
    .where(and(eq(chatDailyUsage.userId, reservation.userId), eq(chatDailyUsage.day, reservation.day)));
}

/** The provider's failure in the words the member reads (the chat screen says "Failed to get a response"). */
function aiFailure(error: unknown): AppError {
  if (error instanceof AiProviderError) {
    return error.failure === 'rate_limited' || error.failure === 'timeout'
      ? new AppError('SERVICE_UNAVAILABLE', texts.aiBusy, { retryAfterSeconds: 30 })
      : new AppError('BAD_GATEWAY', texts.aiUnavailable);
  }
  return error instanceof AppError ? error : new AppError('BAD_GATEWAY', texts.aiUnavailable);
}

/**
 * Answers a question in a conversation whose message was reserved: yields the answer's pieces as the
 * provider writes them, then the stored question and answer. A failure gives the message back and stores
 * nothing (the screen removes the question it showed). Stopped by the member (the signal, or the reader
 * leaving): what was written is kept as the answer; stopped before a word, nothing is kept and the message
 * is given back.
 */
export async function* answerQuestion(
  deps: ChatDeps,
  { session, reservation, history, grounding: groundingRead }: AdmittedQuestion,
  question: string,
  signal?: AbortSignal,
): AsyncGenerator<SendMessageEvent> {
  let answer = '';
  let settled = false;
  let failed = false;
  try {
    const grounding = await groundingRead;
    try {
      for await (const piece of deps.ai.answer({ question, history, grounding, ...(signal ? { signal } : {}) })) {
        if (!piece) continue;
        answer += piece;
        yield { type: 'delta', text: piece };
      }
    } catch (error) {
      deps.logger.warn({ err: error }, 'the AI provider failed to answer');
      throw aiFailure(error);
    }
    if (answer.trim() === '') throw new AppError('BAD_GATEWAY', texts.aiUnavailable);
    const stored = await storeExchange(deps.db, session, question, answer);
    settled = true;
    yield { type: 'done', ...stored, remaining: reservation.remaining };
  } catch (error) {
    failed = true;
    throw error;
  } finally {
    if (!settled) {
      if (failed || answer.trim() === '') await releaseMessage(deps.db, reservation);
      // Stopped part-way: the member read what was written, so it stays, and so does the message it cost.
      else await storeExchange(deps.db, session, question, answer);
    }
  }
}

async function storeExchange(db: Db, session: SessionRow, question: string, answer: string) {
  const unknownReferences = (await checkReferences(db, answer)).filter((reference) => !reference.found).map((reference) => reference.text);
  return db.transaction(async (tx) => {
    const [userMessage] = await tx.insert(chatMessages).values({ sessionId: session.id, role: 'user', content: question }).returning();
    const [assistantMessage] = await tx
      .insert(chatMessages)
      .values({ sessionId: session.id, role: 'assistant', content: answer, unknownReferences: [...new Set(unknownReferences)] })
      .returning();
    if (!userMessage || !assistantMessage) throw new Error('insert returned no row');
    await tx.update(chatSessions).set({ updatedAt: sql`now()` }).where(eq(chatSessions.id, session.id));
    return { userMessage: toMessageView(userMessage), assistantMessage: toMessageView(assistantMessage) };
  });
}
