// Stripe's Payment Element, loaded only when the server runs with a Stripe key (demo mode never
// downloads Stripe.js). Stripe confirms in the browser and returns to `returnPath`.
import { Button, Stack } from '@mantine/core';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { paymentMessages } from '@server/contracts/payments';
import { useMemo, useState } from 'react';
import { notifyError } from '@/lib/notify';

interface StripeCardFormProps {
  publishableKey: string;
  clientSecret: string;
  /** The pay button's text, e.g. 'Give $25.00'. */
  submitLabel: string;
  returnPath: string;
}

export default function StripeCardForm({ publishableKey, clientSecret, submitLabel, returnPath }: StripeCardFormProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret, appearance: { theme: 'stripe' } }}>
      <PaymentForm submitLabel={submitLabel} returnPath={returnPath} />
    </Elements>
  );
}

function PaymentForm({ submitLabel, returnPath }: { submitLabel: string; returnPath: string }) {
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);

  return (
    <form
      aria-label="Card payment"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!stripe || !elements) return;
        setPending(true);
        try {
          const { error } = await stripe.confirmPayment({
            elements,
            confirmParams: { return_url: new URL(returnPath, window.location.origin).href },
          });
          // Without an error Stripe has already sent the browser to the return URL.
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
        <Button type="submit" size="md" disabled={!stripe || pending}>
          {pending ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
