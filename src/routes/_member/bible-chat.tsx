import { createFileRoute } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { BibleChatRoute } from '@/features/chat/bible-chat-route';
import { bibleChatSearch } from '@/features/chat/chat-search';
import { pageMeta } from '@/lib/page-meta';

// The same screen as /simple-bible-chat (members.md).
export const Route = createFileRoute('/_member/bible-chat')({
  validateSearch: bibleChatSearch,
  head: () => pageMeta('Bible Chat', `Ask questions about the Bible and explore scripture with the ${ministry.name} AI Bible assistant.`),
  component: BibleChatRoute,
});
