import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ThankYouPage } from '@/features/donate/thank-you-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

// Stripe returns here with ?payment_intent=pi_...; the demo form sends the same.
const thankYouSearch = z.object({ payment_intent: z.string().max(200).optional().catch(undefined) });

export const Route = createFileRoute('/thank-you')({
  validateSearch: thankYouSearch,
  head: () => pageMeta('Thank You', `Thank you for supporting ${ministry.name}.`),
  component: ThankYouPage,
});
