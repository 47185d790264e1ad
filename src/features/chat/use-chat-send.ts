import { chatMessages, type ChatMessageView } from '@server/contracts/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useRememberedTranslation } from '@/lib/bible-preferences';
import { errorCode, serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC, useTRPCClient } from '@/lib/trpc';
import { readAnswer } from './read-answer';

/** A question on its way: shown at once, with the answer as far as it has been written. */
export interface PendingTurn {
  sessionId: string;
  question: ChatMessageView;
  answer: string;
}

/** What became of a send. */
export type SendOutcome = 'answered' | 'stopped' | 'failed' | 'ignored';

interface ChatSendOptions {
  /** Today's free messages are used up (or the server says Premium is needed): offer the upgrade. */
  onUpgradeNeeded: () => void;
}

/**
 * Sending a question (members.md sections 4, 5 and 8). The question shows at once and a free member's
 * counter drops by one; the answer appears as it is written; the server's stored pair and count then
 * replace the guesses. A failure takes the question back off the screen and gives the message back;
 * Stop keeps what was written, as the server does (and, stopped before a word, keeps nothing, like a failure
 * without its toast).
 */
export function useChatSend({ onUpgradeNeeded }: ChatSendOptions) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const [turn, setTurn] = useState<PendingTurn | null>(null);
  const [finishedAnswer, setFinishedAnswer] = useState('');
  const running = useRef<AbortController | null>(null);
  // The passages an answer quotes are in the translation the member reads the Bible in.
  const [translation] = useRememberedTranslation();

  // Leaving the page stops the answer being written for it.
  useEffect(() => () => running.current?.abort(), []);

  const subscriptionKey = trpc.chat.subscription.queryKey();

  function changeRemaining(by: number) {
    queryClient.setQueryData(subscriptionKey, (old) =>
      old && old.remaining !== null
        ? { ...old, remaining: Math.max(0, old.remaining + by), messageCount: Math.max(0, old.messageCount - by) }
        : old,
    );
  }

  function appendMessages(sessionId: string, added: ChatMessageView[]) {
    queryClient.setQueryData(trpc.chat.messages.queryKey({ sessionId }), (old) => ({ messages: [...(old?.messages ?? []), ...added] }));
  }

  /** Sends `text`; `onNotSent` runs (before the toast says why) when it was not, so it can be sent again. */
  async function send(sessionId: string, text: string, onNotSent: () => void = () => undefined): Promise<SendOutcome> {
    const message = text.trim();
    if (!message || running.current) return 'ignored';
    if (queryClient.getQueryData(subscriptionKey)?.remaining === 0) {
      onNotSent();
      notifyError(chatMessages.dailyLimitTitle, chatMessages.dailyLimit);
      onUpgradeNeeded();
      return 'ignored';
    }

    const controller = new AbortController();
    running.current = controller;
    const question: ChatMessageView = { id: -Date.now(), role: 'user', content: message, createdAt: new Date(), unknownReferences: [] };
    let answer = '';
    setTurn({ sessionId, question, answer });
    setFinishedAnswer('');
    changeRemaining(-1);

    try {
      const events = await client.chat.send.mutate({ sessionId, message, translation }, { signal: controller.signal });
      const result = await readAnswer(
        events,
        (piece) => {
          answer += piece;
          setTurn({ sessionId, question, answer });
        },
        controller.signal,
      );
      appendMessages(sessionId, [result.userMessage, result.assistantMessage]);
      queryClient.setQueryData(subscriptionKey, (old) => old && { ...old, remaining: result.remaining });
      setFinishedAnswer(result.assistantMessage.content);
      if (result.remaining === 0) onUpgradeNeeded();
      return 'answered';
    } catch (error) {
      if (controller.signal.aborted && answer.trim() !== '') {
        // Stopped part-way: the server keeps the question and what was written (and the message it cost),
        // and so does the screen until the conversation is next loaded (then the server's copy replaces these).
        const written: ChatMessageView = { id: question.id - 1, role: 'assistant', content: answer, createdAt: new Date(), unknownReferences: [] };
        appendMessages(sessionId, [question, written]);
        void queryClient.invalidateQueries({ queryKey: trpc.chat.messages.queryKey({ sessionId }), refetchType: 'none' });
        return 'stopped';
      }
      // Failed, or stopped before a word: the server stores nothing and gives the message back.
      changeRemaining(+1);
      onNotSent();
      if (controller.signal.aborted) return 'stopped';
      if (errorCode(error) === 'PAYMENT_REQUIRED') {
        notifyError(chatMessages.subscriptionRequiredTitle, chatMessages.noneLeftWarning);
        // The server counted differently (another tab, a new day): its count is the one to show.
        void queryClient.invalidateQueries({ queryKey: subscriptionKey });
        onUpgradeNeeded();
      } else if (errorCode(error) === 'TOO_MANY_REQUESTS') {
        // Too many questions at once, or the day's AI budget spent: the server says which, and how long to wait.
        notifyError(chatMessages.errorTitle, serverMessage(error, chatMessages.sendFailed));
      } else {
        notifyError(chatMessages.errorTitle, chatMessages.sendFailed);
      }
      return 'failed';
    } finally {
      running.current = null;
      setTurn(null);
      // The conversation list shows each conversation's message count and orders by the latest.
      void queryClient.invalidateQueries({ queryKey: trpc.chat.sessions.queryKey() });
    }
  }

  return {
    send,
    stop: () => running.current?.abort(),
    /** The question on its way and its answer so far, or null. */
    turn,
    /** The last answer once complete, for screen readers (not each piece as it is written). */
    finishedAnswer,
  };
}
