// What the server answers the Bible chat in its tests: a signed-in member, their tier and count, their
// conversations and messages (each test says what differs), and answers streamed as the server streams them.
import type { ChatMessageView, ChatSessionView, SendMessageEvent, SubscriptionView } from '@server/contracts/chat';
import { FREE_CHAT_MESSAGES_PER_DAY } from '@server/contracts/chat';
import { trpcQueries } from '@/test/trpc-msw';

export const member = { id: 7, username: 'lydia', subscriptionTier: 'free' as const, role: 'member' as const };

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
export { DAY, HOUR };

/** `ms` before now. */
export const ago = (ms: number) => new Date(Date.now() - ms);

export function freeTier(remaining: number = FREE_CHAT_MESSAGES_PER_DAY, kind: 'openai' | 'offline' = 'openai'): SubscriptionView {
  return {
    subscription: { tier: 'free', premiumUntil: null },
    messageCount: FREE_CHAT_MESSAGES_PER_DAY - remaining,
    remaining,
    limit: FREE_CHAT_MESSAGES_PER_DAY,
    resetsAt: new Date(Date.now() + DAY),
    assistant: kind === 'openai' ? { kind, label: 'gpt-4o-mini' } : { kind, label: 'Offline assistant (no AI key configured)' },
  };
}

export function premiumTier(): SubscriptionView {
  return {
    subscription: { tier: 'premium', premiumUntil: new Date(Date.now() + 30 * DAY) },
    messageCount: 12,
    remaining: null,
    limit: null,
    resetsAt: new Date(Date.now() + DAY),
    assistant: { kind: 'openai', label: 'gpt-4o-mini' },
  };
}

let nextId = 100;

export function chatSession(sessionId: string, messageCount: number, updatedAt: Date = new Date()): ChatSessionView {
  nextId += 1;
  return { id: nextId, sessionId, name: 'New Conversation', messageCount, createdAt: updatedAt, updatedAt };
}

export function chatMessage(role: ChatMessageView['role'], content: string, unknownReferences: string[] = []): ChatMessageView {
  nextId += 1;
  return { id: nextId, role, content, createdAt: new Date(), unknownReferences };
}

/** Conversation ids (the server's are uuids). */
export const SESSION_A = '7b0c3a52-1f7e-4d39-9f55-0d7c6f0c1a01';
export const SESSION_B = '7b0c3a52-1f7e-4d39-9f55-0d7c6f0c1a02';
export const SESSION_NEW = '7b0c3a52-1f7e-4d39-9f55-0d7c6f0c1a03';

export interface ChatAnswers {
  /** Called on every read, so a test can change the tier or the count between reads. */
  subscription?: () => SubscriptionView;
  sessions?: () => ChatSessionView[];
  messages?: Record<string, ChatMessageView[]>;
}

/** The chat's queries (and the session check and payment mode the page needs). */
export function answerChat({ subscription = () => freeTier(), sessions = () => [chatSession(SESSION_A, 0)], messages = {} }: ChatAnswers = {}) {
  return trpcQueries({
    'accounts.session': () => member,
    'payments.config': () => ({ mode: 'demo', publishableKey: null }),
    'chat.subscription': () => subscription(),
    'chat.sessions': () => ({ sessions: sessions() }),
    'chat.messages': (input) => ({ messages: messages[input.sessionId] ?? [] }),
    'bible.passage': () => ({
      reference: 'John 3:16',
      translation: 'kjv',
      verses: [{ book: 'John', chapter: 3, verse: 16, text: 'For God so loved the world, that he gave his only begotten Son.' }],
    }),
  });
}

/** The stored pair the server sends at the end of an answer. */
export function donePair(question: string, answer: string, remaining: number | null, unknownReferences: string[] = []): SendMessageEvent {
  return {
    type: 'done',
    userMessage: chatMessage('user', question),
    assistantMessage: chatMessage('assistant', answer, unknownReferences),
    remaining,
  };
}

/** A gate a streamed answer waits at, so a test can look at the screen between two pieces. */
export function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
