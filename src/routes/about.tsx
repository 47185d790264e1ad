import { createFileRoute } from '@tanstack/react-router';
import { AboutPage } from '@/features/about/about-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/about')({
  head: () => pageMeta('About Us', `The story, values and leadership team of ${ministry.name}.`),
  component: AboutPage,
});
