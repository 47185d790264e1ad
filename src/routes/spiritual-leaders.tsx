import { createFileRoute } from '@tanstack/react-router';
import { LeaderResourcesSection } from '@/features/leader-resources/leader-resources-section';
import { SpiritualLeadersPage } from '@/features/leaders/spiritual-leaders-page';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/spiritual-leaders')({
  head: () => pageMeta('For Ministry Leaders', 'Resources for pastors and ministry leaders: sermon aids, Sunday school material and custom resource requests.'),
  component: SpiritualLeadersRoute,
});

function SpiritualLeadersRoute() {
  return <SpiritualLeadersPage leaderResources={<LeaderResourcesSection />} />;
}
