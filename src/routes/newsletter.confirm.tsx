import { createFileRoute } from '@tanstack/react-router';
import { ConfirmSubscriptionPage } from '@/features/newsletter/confirm-subscription-page';
import { pageMeta } from '@/lib/page-meta';
import { shortText, type RawSearch } from '@/lib/search-params';

interface ConfirmSubscriptionSearch {
  /** The single-use token from the newsletter confirmation email's link. */
  token?: string;
}

// Public: the link confirms a newsletter sign-up on whatever device opens the email, nobody signed in.
export const Route = createFileRoute('/newsletter/confirm')({
  validateSearch: (search: RawSearch<ConfirmSubscriptionSearch>): ConfirmSubscriptionSearch => ({ token: shortText(search.token) }),
  head: () => pageMeta('Confirm Your Subscription', 'Confirm your subscription to our newsletter and updates.'),
  component: ConfirmSubscriptionPage,
});
