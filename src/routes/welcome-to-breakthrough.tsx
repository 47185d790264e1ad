import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { WelcomeToBreakthroughPage } from '@/features/membership/welcome-to-breakthrough-page';
import { ministry } from '@/content/ministry';
import { pageMeta } from '@/lib/page-meta';

// Stripe returns here with ?payment_intent=pi_...; the demo form sends the same.
const welcomeSearch = z.object({ payment_intent: z.string().max(200).optional().catch(undefined) });

export const Route = createFileRoute('/welcome-to-breakthrough')({
  validateSearch: welcomeSearch,
  head: () => pageMeta('Welcome to Breakthrough Circle', `Welcome to Breakthrough Circle, the ${ministry.name} community.`),
  component: WelcomeToBreakthroughPage,
});
