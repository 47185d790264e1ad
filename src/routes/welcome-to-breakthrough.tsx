import { createFileRoute } from '@tanstack/react-router';
import { WelcomeToBreakthroughPage } from '@/features/membership/welcome-to-breakthrough-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';
import { paymentReturnSearch } from '@/lib/payment-return-search';

export const Route = createFileRoute('/welcome-to-breakthrough')({
  validateSearch: paymentReturnSearch,
  head: () => pageMeta('Welcome to Breakthrough Circle', `Welcome to Breakthrough Circle, the ${ministry.name} community.`),
  component: WelcomeToBreakthroughPage,
});
