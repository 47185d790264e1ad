import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/account')({
  head: () => pageMeta('Your Account', 'Your Breakthrough Circle membership and your Bible Chat tier.'),
  component: AccountPage,
});
