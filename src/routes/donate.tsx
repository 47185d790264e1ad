import { createFileRoute } from '@tanstack/react-router';
import { DonatePage } from '@/features/donate/donate-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/donate')({
  head: () => pageMeta('Donate', `Support ${ministry.name} with a one-time gift.`),
  component: DonatePage,
});
