import { chatMessages, DEFAULT_SESSION_NAME, type ChatSessionView } from '@server/contracts/chat';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useErrorToast } from './use-error-toast';

/**
 * The member's conversations and the one on screen (members.md section 4): the most recent one when the
 * page opens, or a new "New Conversation" when there is none yet, since a question needs a conversation
 * to go into. Choosing another loads its messages; starting a new one puts it first and opens it.
 */
export function useChatSessions() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const sessions = useQuery(trpc.chat.sessions.queryOptions());
  const [chosenId, setChosenId] = useState<string | null>(null);

  function addSession(session: ChatSessionView) {
    queryClient.setQueryData(trpc.chat.sessions.queryKey(), (old) => ({
      sessions: [session, ...(old?.sessions ?? []).filter((known) => known.sessionId !== session.sessionId)],
    }));
  }

  const { mutate: createFirstSession } = useMutation(
    trpc.chat.createSession.mutationOptions({
      onSuccess: addSession,
      onError: () => notifyError(chatMessages.sessionErrorTitle, chatMessages.sessionError),
    }),
  );
  const newConversation = useMutation(
    trpc.chat.createSession.mutationOptions({
      onSuccess: (session) => {
        addSession(session);
        setChosenId(session.sessionId);
      },
      onError: () => notifyError(chatMessages.errorTitle, chatMessages.newConversationFailed),
    }),
  );

  const list = sessions.data?.sessions;
  // Until the member picks one, the most recent: the list comes most recent first.
  const currentId = chosenId ?? list?.[0]?.sessionId ?? null;

  // Once per page: StrictMode's second effect run, or a refetch, must not make a second empty conversation.
  const askedForFirst = useRef(false);
  useEffect(() => {
    if (!list || list.length > 0 || askedForFirst.current) return;
    askedForFirst.current = true;
    createFirstSession({ name: DEFAULT_SESSION_NAME });
  }, [list, createFirstSession]);

  useErrorToast(sessions.error, chatMessages.sessionErrorTitle, chatMessages.sessionError);

  const messages = useQuery(trpc.chat.messages.queryOptions(currentId ? { sessionId: currentId } : skipToken));
  useErrorToast(messages.error, chatMessages.errorTitle, chatMessages.loadConversationFailed);

  return {
    sessions: list,
    sessionsPending: sessions.isPending,
    currentId,
    /** Keeps the conversation on screen where it is, even if another one becomes the most recent. */
    choose: setChosenId,
    messages,
    startConversation: () => newConversation.mutate({ name: DEFAULT_SESSION_NAME }),
    startingConversation: newConversation.isPending,
  };
}
