import { useDebouncedValue } from '@mantine/hooks';
import { paymentMessages, type paymentIntentOutput } from '@server/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { z } from 'zod';
import { useAttemptKeys } from '@/lib/attempt-keys';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';

/** How long the amount must stay still before the intent is asked for it (no storm while typing). */
export const AMOUNT_SETTLE_MS = 600;

/** The donation's intent and the amount (in dollars) it holds at the gateway now. */
type DonationIntent = z.infer<typeof paymentIntentOutput> & { amount: number };

const notifySetupFailed = (error: unknown) =>
  notifyError(paymentMessages.setupTitle, serverMessage(error, paymentMessages.setupFailed));

/**
 * The one payment intent of this visit to /donate. It is created for the first amount that settles
 * (AMOUNT_SETTLE_MS); each later amount changes that same intent on the server, so its client secret,
 * and with it the card form and whatever the donor has typed there, stays. `ready` says the intent holds
 * the amount on screen: only then may the donor pay. One request at a time, always for the latest amount.
 * A failure shows the toast; `retry`, or moving to another amount, asks again.
 */
export function useDonationIntent(amountDollars: number | null) {
  const trpc = useTRPC();
  const [settled] = useDebouncedValue(amountDollars, AMOUNT_SETTLE_MS);
  const amount = amountDollars === settled ? settled : null;

  const [intent, setIntent] = useState<DonationIntent>();
  const [failure, setFailure] = useState<{ amount: number; error: unknown } | null>(null);
  const { mutateAsync: create } = useMutation(trpc.payments.createDonationIntent.mutationOptions());
  const { mutateAsync: change } = useMutation(trpc.payments.changeDonationAmount.mutationOptions());
  const attemptKey = useAttemptKeys();

  // A request is on its way (React may run an effect twice); the amount the donor wants now.
  const inFlight = useRef(false);
  const latest = useRef(amount);
  useEffect(() => {
    latest.current = amount;
  }, [amount]);

  const request = useCallback(
    (forAmount: number, current: DonationIntent | undefined) => {
      inFlight.current = true;
      setFailure(null);
      const asked = current
        ? change({ paymentIntentId: current.paymentIntentId, clientSecret: current.clientSecret, amount: forAmount })
        : // Until an intent exists, each amount is its own attempt: a retry of it gets back what it made.
          create({ amount: forAmount, description: 'One-time donation', idempotencyKey: attemptKey(String(forAmount)) });
      asked.then(
        (made) => {
          inFlight.current = false;
          setIntent({ clientSecret: made.clientSecret, paymentIntentId: made.paymentIntentId, amount: forAmount });
        },
        (error: unknown) => {
          inFlight.current = false;
          setFailure({ amount: forAmount, error });
          // Only the amount still chosen tells the donor it failed: they have moved on from the others.
          if (latest.current === forAmount) notifySetupFailed(error);
        },
      );
    },
    [create, change, attemptKey],
  );

  useEffect(() => {
    if (amount === null || inFlight.current || intent?.amount === amount || failure?.amount === amount) return;
    request(amount, intent);
  }, [amount, intent, failure, request]);

  return {
    intent,
    ready: amount !== null && intent?.amount === amount,
    error: amount !== null && failure?.amount === amount ? failure.error : null,
    retry: () => {
      if (amount !== null && !inFlight.current) request(amount, intent);
    },
  };
}
