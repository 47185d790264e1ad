// Stripe's Payment Element, loaded only when the server runs with a Stripe key (demo mode never
// downloads Stripe.js). Stripe confirms in the browser and returns to `returnPath`.
import { Button, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { paymentMessages } from '@server/contracts/payments';
import { useEffect, useMemo, useRef, useState } from 'react';
import { notifyError } from '@/lib/notify';
import { wrappingButton } from './wrapping-button';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  /** False while the server changes the intent's amount: the Payment Element stays, the button waits. */
  ready: boolean;
  /** The pay button's text, e.g. 'Give $25.00'. */
  submitLabel: string;
  returnPath: string;
  /** 'if_required': stay on the page when the payment method needs no redirect, and call `onSucceeded`. */
  redirect: 'always' | 'if_required';
  /** 'setup': the secret is a SetupIntent's, and confirming saves the card (stripe.confirmSetup). */
  mode: 'payment' | 'setup';
  onSucceeded: (paymentIntentId: string) => void;
}

export default function StripeCardForm({ publishableKey, clientSecret, ready, submitLabel, returnPath, redirect, mode, onSucceeded }: StripeCardFormProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm ready={ready} submitLabel={submitLabel} returnPath={returnPath} redirect={redirect} mode={mode} onSucceeded={onSucceeded} />
    </Elements>
  );
}

type PaymentFormProps = Pick<StripeCardFormProps, 'ready' | 'submitLabel' | 'returnPath' | 'redirect' | 'mode' | 'onSucceeded'>;

function PaymentForm({ ready, submitLabel, returnPath, redirect, mode, onSucceeded }: PaymentFormProps) {
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);
  const [refreshing, setRefreshing] = useState(false);

  // The server changed the amount of this same intent: the Payment Element keeps what was typed and
  // only needs to hear of the change (the payment methods it offers can depend on the amount).
  const shownFor = useRef(submitLabel);
  useEffect(() => {
    if (!ready || !elements || shownFor.current === submitLabel) return;
    shownFor.current = submitLabel;
    setRefreshing(true);
    elements
      .fetchUpdates()
      .catch(() => undefined)
      .finally(() => setRefreshing(false));
  }, [ready, elements, submitLabel]);

  return (
    <form
      aria-label="Card payment"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!stripe || !elements) return;
        setPending(true);
        try {
          const confirmParams = { return_url: new URL(returnPath, window.location.origin).href };
          if (mode === 'setup') {
            // Saving a card: Stripe leaves the page only when the card's bank needs it, and returns to returnPath.
            const { error, setupIntent } = await stripe.confirmSetup({ elements, confirmParams, redirect: 'if_required' });
            if (!error) {
              if (setupIntent.status === 'succeeded' || setupIntent.status === 'processing') onSucceeded(setupIntent.id);
              return;
            }
            notifyError(error.type === 'card_error' || error.type === 'validation_error' ? paymentMessages.failedTitle : paymentMessages.errorTitle, error.message ?? paymentMessages.unexpected);
            return;
          }
          const { error, paymentIntent } =
            redirect === 'if_required'
              ? await stripe.confirmPayment({ elements, confirmParams, redirect: 'if_required' })
              : { ...(await stripe.confirmPayment({ elements, confirmParams })), paymentIntent: undefined };
          // Without an error Stripe has either sent the browser to the return URL or, with 'if_required',
          // confirmed here without leaving the page.
          if (!error) {
            if (paymentIntent && (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing')) onSucceeded(paymentIntent.id);
            return;
          }
          if (error.type === 'card_error' || error.type === 'validation_error') {
            notifyError(paymentMessages.failedTitle, error.message ?? paymentMessages.unexpected);
          } else {
            notifyError(paymentMessages.errorTitle, error.message ?? paymentMessages.unexpected);
          }
        } catch (error) {
          notifyError(paymentMessages.errorTitle, error instanceof Error ? error.message : paymentMessages.unexpected);
        } finally {
          setPending(false);
        }
      }}
    >
      <Stack gap="md">
        <PaymentElement />
        <Button type="submit" size="md" {...wrappingButton} disabled={!stripe || !ready || refreshing || pending}>
          {pending ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
