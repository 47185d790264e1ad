import { useNavigate, useSearch } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';
import { BibleChatPage } from './bible-chat-page';
import { bibleChatSearch } from './chat-search';

/**
 * What /bible-chat and /simple-bible-chat share: members.md gives the same screen at both addresses. A new
 * object for each route: the router writes each route's id into the options it is given.
 */
export function bibleChatRouteOptions() {
  return {
    validateSearch: bibleChatSearch,
    head: () => pageMeta('Bible Chat', `Ask questions about the Bible and explore scripture with the ${ministry.name} AI Bible assistant.`),
    component: BibleChatRoute,
  };
}

function BibleChatRoute() {
  const { upgrade, payment_intent: paymentIntentId } = useSearch({ strict: false });
  const navigate = useNavigate();
  return (
    <BibleChatPage
      upgradeReturn={upgrade === 'return' ? paymentIntentId : undefined}
      // The payment reference has done its work once read: a reload must not confirm it again.
      onUpgradeReturnRead={() => void navigate({ to: '.', search: {}, replace: true, resetScroll: false })}
    />
  );
}
