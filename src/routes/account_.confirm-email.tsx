import { createFileRoute } from '@tanstack/react-router';
import { ConfirmEmailPage } from '@/features/account/confirm-email-page';
import { pageMeta } from '@/lib/page-meta';
import { shortText, type RawSearch } from '@/lib/search-params';

interface ConfirmEmailSearch {
  /** The single-use token from the confirmation email's link. */
  token?: string;
}

// Outside the members' area: the link confirms without signing in, on whatever device opens the email.
export const Route = createFileRoute('/account_/confirm-email')({
  validateSearch: (search: RawSearch<ConfirmEmailSearch>): ConfirmEmailSearch => ({ token: shortText(search.token) }),
  head: () => pageMeta('Confirm Your Email', 'Confirm the email address on your account.'),
  component: ConfirmEmailPage,
});
