import { createFileRoute } from '@tanstack/react-router';
import { WelcomeToBreakthroughPage } from '@/features/membership/welcome-to-breakthrough-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';
import { shortText, type RawSearch } from '@/lib/search-params';

// Stripe returns here with ?payment_intent=pi_...; the demo form sends the same.
export const Route = createFileRoute('/welcome-to-breakthrough')({
  validateSearch: (search: RawSearch<{ payment_intent?: string }>) => ({ payment_intent: shortText(search.payment_intent) }),
  head: () => pageMeta('Welcome to Breakthrough Circle', `Welcome to Breakthrough Circle, the ${ministry.name} community.`),
  component: WelcomeToBreakthroughPage,
});
