import { createFileRoute } from '@tanstack/react-router';
import { BreakthroughCirclePage } from '@/features/membership/breakthrough-circle-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/breakthrough-circle')({
  head: () => pageMeta('Breakthrough Circle', `Join Breakthrough Circle, the ${ministry.name} online community for believers around the world.`),
  component: BreakthroughCirclePage,
});
