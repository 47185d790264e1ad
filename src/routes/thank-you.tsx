import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '@/features/donate/thank-you-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

export const Route = createFileRoute('/thank-you')({
  head: () => pageMeta('Thank You', `Thank you for supporting ${ministry.name}.`),
  component: ThankYouPage,
});
