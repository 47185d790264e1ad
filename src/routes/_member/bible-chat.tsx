import { createFileRoute } from '@tanstack/react-router';
import { BibleChatPage } from '@/features/chat/bible-chat-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/bible-chat')({
  head: () => pageMeta('Bible Chat', `Ask questions about the Bible and explore scripture with the ${ministry.name} AI Bible assistant.`),
  component: BibleChatPage,
});
