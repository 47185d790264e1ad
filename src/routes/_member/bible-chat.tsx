import { createFileRoute } from '@tanstack/react-router';
import { BibleChatPage } from '@/features/chat/bible-chat-page';
import { bibleChatSearch } from '@/features/chat/chat-search';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/bible-chat')({
  validateSearch: bibleChatSearch,
  head: () => pageMeta('Bible Chat', `Ask questions about the Bible and explore scripture with the ${ministry.name} AI Bible assistant.`),
  component: BibleChatRoute,
});

function BibleChatRoute() {
  const { upgrade, payment_intent: paymentIntentId } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <BibleChatPage
      upgradeReturn={upgrade === 'return' ? paymentIntentId : undefined}
      // The payment reference has done its work once read: a reload must not confirm it again.
      onUpgradeReturnRead={() => void navigate({ search: {}, replace: true, resetScroll: false })}
    />
  );
}
