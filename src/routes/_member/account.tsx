import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';
import { ContentLibrary } from '@/features/generator/content-library';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/account')({
  head: () => pageMeta('Your Account', 'Your Breakthrough Circle membership, your Bible Chat tier and the content you bought.'),
  component: AccountRoute,
});

function AccountRoute() {
  return <AccountPage contentLibrary={<ContentLibrary />} />;
}
