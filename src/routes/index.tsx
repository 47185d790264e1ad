import { createFileRoute } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { HomePage } from '@/features/home/home-page';
import { lazyBlock } from '@/lib/lazy-block';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/')({
  head: () =>
    pageMeta(
      'Home',
      `${ministry.name} guides the lost to a personal relationship with Jesus Christ and the empowerment of the Holy Spirit.`,
    ),
  component: HomeRoute,
});

// Features never import each other: the route brings the leader resources onto the home page, below the
// fold, where their code loads with the sections around them.
const LeaderResourcesSection = lazyBlock('src/features/leader-resources/leader-resources-section.tsx', () =>
  import('@/features/leader-resources/leader-resources-section').then((module) => module.LeaderResourcesSection),
);

function HomeRoute() {
  return <HomePage leaderResources={<LeaderResourcesSection />} />;
}
