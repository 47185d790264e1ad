import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/account/account-page';
import { ContentLibrary } from '@/features/generator/content-library';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/_member/account')({
  // ?confirm_gift=ID: back from a card's bank check while setting up a recurring gift.
  validateSearch: (search: Record<string, unknown>): { confirm_gift?: number } => {
    const id = Number(search['confirm_gift']);
    return Number.isInteger(id) && id > 0 ? { confirm_gift: id } : {};
  },
  head: () => pageMeta('Your Account', 'Your Breakthrough Circle membership, your Bible Chat tier and the content you bought.'),
  component: AccountRoute,
});

function AccountRoute() {
  const { confirm_gift: confirmGift } = Route.useSearch();
  return <AccountPage contentLibrary={<ContentLibrary />} confirmGift={confirmGift} />;
}
