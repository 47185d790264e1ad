import { useDebouncedValue } from '@mantine/hooks';
import { RECEIPT_EMAIL_INVALID_MESSAGE, receiptEmail } from '@server/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { AMOUNT_SETTLE_MS } from './use-donation-intent';

const RECEIPT_EMAIL_NOT_SAVED = 'Your receipt address could not be saved. Please try again.';

/** What the receipt address field holds: empty for none (a signed-in donor's confirmed address then), or an address. */
function parseReceiptEmail(typed: string): { email: string | null } | null {
  const parsed = receiptEmail.safeParse(typed.trim() === '' ? null : typed);
  return parsed.success ? { email: parsed.data } : null;
}

/**
 * The optional "Email for your receipt" on /donate, kept on the donation's open payment: once what was typed has
 * settled (AMOUNT_SETTLE_MS) and is an address (or empty), the server is told, before the card is charged.
 * `ready` says the payment holds the address on screen: only then may the donor pay, as with the amount.
 * `error` is the field's message: not an address, or the server's refusal.
 */
export function useReceiptEmail(intent: { paymentIntentId: string; clientSecret: string } | undefined, typed: string) {
  const trpc = useTRPC();
  const [settled] = useDebouncedValue(typed, AMOUNT_SETTLE_MS);
  const wanted = parseReceiptEmail(typed);
  // What the payment holds, by intent: a new payment holds none.
  const [saved, setSaved] = useState<{ intentId: string; email: string | null } | null>(null);
  const [failure, setFailure] = useState<{ email: string | null; message: string } | null>(null);
  const { mutate } = useMutation(trpc.payments.setDonationReceiptEmail.mutationOptions());
  const inFlight = useRef(false);

  const savedEmail = intent ? (saved?.intentId === intent.paymentIntentId ? saved.email : null) : undefined;
  const wantedEmail = wanted?.email;

  useEffect(() => {
    if (!intent || settled !== typed || wantedEmail === undefined || wantedEmail === savedEmail || inFlight.current) return;
    if (failure && failure.email === wantedEmail) return;
    inFlight.current = true;
    mutate(
      { paymentIntentId: intent.paymentIntentId, clientSecret: intent.clientSecret, email: wantedEmail },
      {
        onSuccess: (result) => {
          inFlight.current = false;
          setSaved({ intentId: intent.paymentIntentId, email: result.email });
        },
        onError: (error) => {
          inFlight.current = false;
          setFailure({ email: wantedEmail, message: serverMessage(error, RECEIPT_EMAIL_NOT_SAVED) });
        },
      },
    );
  }, [intent, settled, typed, wantedEmail, savedEmail, failure, mutate]);

  let error: string | null = null;
  if (wanted === null && settled === typed) error = RECEIPT_EMAIL_INVALID_MESSAGE;
  else if (failure && wantedEmail === failure.email) error = failure.message;

  return {
    ready: intent !== undefined && wantedEmail !== undefined && wantedEmail === savedEmail,
    error,
    /** The field was changed: a refusal of what it held before no longer stands. */
    edited: () => setFailure(null),
  };
}
