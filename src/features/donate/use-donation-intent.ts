import { useDebouncedValue } from '@mantine/hooks';
import { paymentMessages, type paymentIntentOutput } from '@server/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useAttemptKeys } from '@/lib/attempt-keys';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';

/** How long the amount must stay still before an intent is created for it (no storm while typing). */
export const AMOUNT_SETTLE_MS = 600;

type DonationIntent = z.infer<typeof paymentIntentOutput>;

const notifySetupFailed = (error: unknown) =>
  notifyError(paymentMessages.setupTitle, serverMessage(error, paymentMessages.setupFailed));

/**
 * The payment intent for the chosen amount. Creating one is a mutation on the server, asked for once the
 * amount has settled (AMOUNT_SETTLE_MS) and once per amount: a donor who returns to an amount while on
 * the page gets the intent made for it before. A failure shows the toast; `retry`, or coming back to
 * that amount later, asks again.
 */
export function useDonationIntent(amountDollars: number | null) {
  const trpc = useTRPC();
  const [settled] = useDebouncedValue(amountDollars, AMOUNT_SETTLE_MS);
  const amount = amountDollars === settled ? settled : null;

  const [intents, setIntents] = useState<ReadonlyMap<number, DonationIntent>>(() => new Map());
  const create = useMutation(
    trpc.payments.createDonationIntent.mutationOptions({
      // An option of the mutation itself, so it keeps an intent that arrives after the donor moved on.
      onSuccess: (intent, input) => setIntents((known) => new Map(known).set(input.amount, intent)),
    }),
  );
  const { mutateAsync } = create;
  const attemptKey = useAttemptKeys();

  // Amounts whose intent is on its way; React may run an effect twice, and the donor may come back early.
  const inFlight = useRef(new Set<number>());
  const request = useCallback(
    (forAmount: number) => {
      inFlight.current.add(forAmount);
      // Only the latest request tells the donor it failed: they have moved on from the others.
      const idempotencyKey = attemptKey(String(forAmount));
      mutateAsync({ amount: forAmount, description: 'One-time donation', idempotencyKey }, { onError: notifySetupFailed })
        .catch(() => undefined)
        .finally(() => inFlight.current.delete(forAmount));
    },
    [mutateAsync, attemptKey],
  );

  useEffect(() => {
    if (amount !== null && !intents.has(amount) && !inFlight.current.has(amount)) request(amount);
  }, [amount, intents, request]);

  const failed = amount !== null && create.isError && create.variables.amount === amount;
  return {
    intent: amount === null ? undefined : intents.get(amount),
    error: failed ? create.error : null,
    retry: () => {
      if (amount !== null) request(amount);
    },
  };
}
