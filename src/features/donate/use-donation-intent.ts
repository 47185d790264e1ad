import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTRPCClient } from '@/lib/trpc';

/** How long the amount must stay still before an intent is created for it (no storm while typing). */
export const AMOUNT_SETTLE_MS = 600;

/**
 * A payment intent for the chosen amount: a new one each time the amount settles on a new value, and
 * the same one again if the donor returns to an amount (cached per amount for the visit).
 */
export function useDonationIntent(amountDollars: number | null) {
  const client = useTRPCClient();
  const [settled] = useDebouncedValue(amountDollars, AMOUNT_SETTLE_MS);
  const current = amountDollars === settled ? settled : null;
  return useQuery({
    queryKey: ['donation-intent', current],
    queryFn: () => {
      if (current === null) throw new Error('no amount');
      return client.payments.createDonationIntent.mutate({ amount: current, description: 'One-time donation' });
    },
    enabled: current !== null,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
