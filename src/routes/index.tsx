import { createFileRoute } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { HomePage } from '@/features/home/home-page';
import { LeaderResourcesSection } from '@/features/leader-resources/leader-resources-section';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/')({
  head: () =>
    pageMeta(
      'Home',
      `${ministry.name} guides the lost to a personal relationship with Jesus Christ and the empowerment of the Holy Spirit.`,
    ),
  component: HomeRoute,
});

// Features never import each other: the route brings the leader resources onto the home page.
function HomeRoute() {
  return <HomePage leaderResources={<LeaderResourcesSection />} />;
}
