import { createFileRoute } from '@tanstack/react-router';
import { donorsQueryOptions, ledgerFiltersInOrder, ledgerQueryOptions } from '@/features/desk/desk-queries';
import { givingSearch, isDeskAdmin, worksTheDesk, type GivingSearch } from '@/features/desk/desk-search';
import { lazyDeskPage } from '@/features/desk/lazy-desk-page';
import { pageMeta } from '@/lib/page-meta';

const GivingPage = lazyDeskPage('giving');

export const Route = createFileRoute('/_member/desk/giving')({
  validateSearch: givingSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { user, queryClient, trpc }, deps: { view = 'ledger', donor, ...filters } }) => {
    if (!worksTheDesk(user.role)) return;
    if (view === 'donors') {
      void queryClient.prefetchInfiniteQuery(donorsQueryOptions(trpc, donor));
      return;
    }
    if (view === 'funds') {
      void queryClient.prefetchQuery(trpc.desk.giving.setup.queryOptions());
      return;
    }
    const inOrder = ledgerFiltersInOrder(filters);
    if (!inOrder) return;
    void queryClient.prefetchInfiniteQuery(ledgerQueryOptions(trpc, inOrder));
    if (isDeskAdmin(user.role)) void queryClient.prefetchQuery(trpc.desk.giving.monthlyTotals.queryOptions(inOrder));
  },
  head: () => pageMeta('Giving · The Desk', 'The ledger of gifts and purchases, for the ministry’s staff.'),
  component: GivingRoute,
});

function GivingRoute() {
  const { user } = Route.useRouteContext();
  const { view = 'ledger', donor, ...filters } = Route.useSearch();
  const navigate = Route.useNavigate();
  const change = (next: Partial<GivingSearch>) => void navigate({ search: (current) => ({ ...current, ...next }), replace: true });
  return (
    <GivingPage
      role={user.role}
      view={view}
      filters={filters}
      donorSearch={donor}
      onViewChange={(next) => change({ view: next === 'ledger' ? undefined : next })}
      onFiltersChange={change}
      onDonorSearchChange={(next) => change({ donor: next })}
    />
  );
}
