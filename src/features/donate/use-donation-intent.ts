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

/** What the donor chose: the amount in dollars, the fund (undefined: General) and whether they cover the fee. */
export interface DonationChoice {
  amount: number;
  fundId: number | undefined;
  coverFee: boolean;
}

/** The donation's intent and the choice (its key) it holds at the gateway now. */
type DonationIntent = z.infer<typeof paymentIntentOutput> & { choice: string };

/** A choice as one string, so that the hook can wait for it to settle and compare it; choiceOf reads it back. */
const keyOf = (choice: DonationChoice) => `${choice.amount}|${choice.fundId ?? ''}|${choice.coverFee}`;
function choiceOf(key: string): DonationChoice {
  const [amount = '', fundId = '', coverFee = ''] = key.split('|');
  return { amount: Number(amount), fundId: fundId === '' ? undefined : Number(fundId), coverFee: coverFee === 'true' };
}

const notifySetupFailed = (error: unknown) =>
  notifyError(paymentMessages.setupTitle, serverMessage(error, paymentMessages.setupFailed));

/**
 * The one payment intent of this visit to /donate. It is created for the first choice (amount, fund, fee) that
 * settles (AMOUNT_SETTLE_MS); each later choice changes that same intent on the server, so its client secret,
 * and with it the card form and whatever the donor has typed there, stays. `ready` says the intent holds
 * the amount on screen: only then may the donor pay. One request at a time, always for the latest amount.
 * A failure shows the toast; `retry`, or moving to another amount, asks again.
 */
export function useDonationIntent(chosen: DonationChoice | null) {
  const trpc = useTRPC();
  const chosenKey = chosen ? keyOf(chosen) : null;
  const [settledKey] = useDebouncedValue(chosenKey, AMOUNT_SETTLE_MS);
  const amount = chosen && chosenKey === settledKey ? chosenKey : null;

  const [intent, setIntent] = useState<DonationIntent>();
  const [failure, setFailure] = useState<{ amount: string; error: unknown } | null>(null);
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
    (forAmount: string, current: DonationIntent | undefined) => {
      const choice = choiceOf(forAmount);
      inFlight.current = true;
      setFailure(null);
      const order = { amount: choice.amount, coverFee: choice.coverFee, ...(choice.fundId === undefined ? {} : { fundId: choice.fundId }) };
      const asked = current
        ? change({ paymentIntentId: current.paymentIntentId, clientSecret: current.clientSecret, ...order })
        : // Until an intent exists, each choice is its own attempt: a retry of it gets back what it made.
          create({ ...order, idempotencyKey: attemptKey(forAmount) });
      asked.then(
        (made) => {
          inFlight.current = false;
          setIntent({ clientSecret: made.clientSecret, paymentIntentId: made.paymentIntentId, choice: forAmount });
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
    if (amount === null || inFlight.current || intent?.choice === amount || failure?.amount === amount) return;
    request(amount, intent);
  }, [amount, intent, failure, request]);

  return {
    intent,
    ready: amount !== null && intent?.choice === amount,
    error: amount !== null && failure?.amount === amount ? failure.error : null,
    retry: () => {
      if (amount !== null && !inFlight.current) request(amount, intent);
    },
  };
}
