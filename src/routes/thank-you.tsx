import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '@/features/donate/thank-you-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';
import { paymentReturnSearch } from '@/lib/payment-return-search';

export const Route = createFileRoute('/thank-you')({
  validateSearch: paymentReturnSearch,
  head: () => pageMeta('Thank You', `Thank you for supporting ${ministry.name}.`),
  component: ThankYouPage,
});
