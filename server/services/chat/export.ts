// Premium members can take their conversations with them: one conversation, or all of them, as Markdown.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db';
import { chatMessages, chatSessions } from '../../../db/schema';
import type { SessionUser } from '../../contracts/accounts';
import { chatMessages as texts } from '../../contracts/chat';
import { AppError } from '../../errors';
import { ownSession } from './chat';

export interface ChatExport {
  filename: string;
  markdown: string;
}

const stamp = (moment: Date) => moment.toISOString().slice(0, 16).replace('T', ' ') + ' UTC';

/** One conversation (sessionId given) or every conversation of the member, oldest first, as a Markdown file. */
export async function exportConversations(db: Db, user: SessionUser, now: Date, sessionId?: string): Promise<ChatExport> {
  if (user.subscriptionTier !== 'premium') throw new AppError('PAYMENT_REQUIRED', texts.exportNeedsPremium);
  const sessions = sessionId
    ? [await ownSession(db, user.id, sessionId)]
    : await db.select().from(chatSessions).where(eq(chatSessions.userId, user.id)).orderBy(asc(chatSessions.createdAt), asc(chatSessions.id));
  const messages =
    sessions.length === 0
      ? []
      : await db
          .select()
          .from(chatMessages)
          .where(
            inArray(
              chatMessages.sessionId,
              sessions.map((session) => session.id),
            ),
          )
          .orderBy(asc(chatMessages.id));

  const lines = [`# ${texts.title}: ${sessionId ? (sessions[0]?.name ?? '') : 'all conversations'}`, '', `Exported by ${user.username} on ${stamp(now)}.`, ''];
  for (const session of sessions) {
    const own = messages.filter((message) => message.sessionId === session.id);
    if (!sessionId) lines.push(`## ${session.name} (started ${stamp(session.createdAt)})`, '');
    if (own.length === 0) lines.push('_No messages yet._', '');
    for (const message of own) {
      const who = message.role === 'user' ? 'You' : texts.assistantTitle;
      lines.push(`${sessionId ? '##' : '###'} ${who}, ${stamp(message.createdAt)}`, '', message.content, '');
      if (message.unknownReferences.length > 0) lines.push(`_Not found in the Bible: ${message.unknownReferences.join(', ')}._`, '');
    }
  }
  const day = now.toISOString().slice(0, 10);
  return { filename: sessionId ? `bible-chat-${day}.md` : `bible-chat-history-${day}.md`, markdown: lines.join('\n') };
}
