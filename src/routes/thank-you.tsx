import { createFileRoute } from '@tanstack/react-router';
import { ThankYouPage } from '@/features/donate/thank-you-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';
import { shortText, type RawSearch } from '@/lib/search-params';

// Stripe returns here with ?payment_intent=pi_...; the demo form sends the same.
export const Route = createFileRoute('/thank-you')({
  validateSearch: (search: RawSearch<{ payment_intent?: string }>) => ({ payment_intent: shortText(search.payment_intent) }),
  head: () => pageMeta('Thank You', `Thank you for supporting ${ministry.name}.`),
  component: ThankYouPage,
});
