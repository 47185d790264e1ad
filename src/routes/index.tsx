import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '@/features/home/home-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/')({
  head: () =>
    pageMeta(
      'Home',
      `${ministry.name} guides the lost to a personal relationship with Jesus Christ and the empowerment of the Holy Spirit.`,
    ),
  component: HomePage,
});
