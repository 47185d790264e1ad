import { createFileRoute } from '@tanstack/react-router';
import { ResetPasswordPage } from '@/features/auth/reset-password-page';
import { pageMeta } from '@/lib/page-meta';
import { shortText, type RawSearch } from '@/lib/search-params';

interface ResetPasswordSearch {
  /** The single-use token from the password reset email's link. */
  token?: string;
}

// Public, outside the members' area: the link works on whatever device opens the email, and signs nobody in.
export const Route = createFileRoute('/auth_/reset-password')({
  validateSearch: (search: RawSearch<ResetPasswordSearch>): ResetPasswordSearch => ({ token: shortText(search.token) }),
  head: () => pageMeta('Choose a New Password', 'Choose a new password for your account.'),
  component: ResetPasswordPage,
});
