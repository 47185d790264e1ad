import { useNavigate, useSearch } from '@tanstack/react-router';
import { BibleChatPage } from './bible-chat-page';

/**
 * What /bible-chat and /simple-bible-chat share: members.md gives the same screen at both addresses. Each
 * route file names `component: BibleChatRoute` itself (not options built by a function): the router plugin
 * only code-splits a component it finds in the options object literal, and a function's result kept the
 * whole chat page (and the Markdown renderer) in the bundle every page loads.
 */
export function BibleChatRoute() {
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
