import { Alert, Button, Stack, Text } from '@mantine/core';
import { paymentMessages } from '@server/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { LoadingStatus } from '../loading-status';
import { DemoCardForm } from './demo-card-form';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

interface CardPaymentProps {
  /** The intent's client secret, or undefined while the server is still creating it. */
  clientSecret: string | undefined;
  /**
   * The intent holds the amount on screen, so paying is allowed (default). False while the server changes
   * the amount of the same intent: the form stays, with what was typed, and its pay button waits.
   */
  ready?: boolean;
  /** The pay button's text, e.g. 'Give $25.00'. */
  submitLabel: string;
  /** Where Stripe returns after confirming, with ?payment_intent=... (e.g. '/thank-you'). */
  returnPath: string;
  /** Demo mode: the card was charged (Stripe instead sends the browser to `returnPath`). */
  onSucceeded: (paymentIntentId: string) => void;
  /**
   * 'always' (default): Stripe always sends the browser to `returnPath`. 'if_required': Stripe leaves
   * the page only for a payment method that needs it (3-D Secure, a bank's page) and otherwise calls
   * `onSucceeded` here, so the page keeps its state.
   */
  stripeRedirect?: 'always' | 'if_required';
  /**
   * 'payment' (default): the client secret is a payment intent's, and confirming charges the card. 'setup': a
   * setup intent's, and confirming saves the card for later charges (a recurring gift); `onSucceeded` gets its id.
   */
  mode?: 'payment' | 'setup';
}

/**
 * The card form for an intent (keyed by its client secret: a new intent is a new, empty form; the same
 * intent at a new amount keeps the form and what was typed): Stripe's Payment Element when the server runs with a Stripe key (loaded
 * only then), else the labelled demo form. A spinner while the intent or the mode is not known yet.
 */
export function CardPayment({ clientSecret, ready = true, submitLabel, returnPath, onSucceeded, stripeRedirect = 'always', mode = 'payment' }: CardPaymentProps) {
  const trpc = useTRPC();
  const config = useQuery(trpc.payments.config.queryOptions());

  if (config.isError) return <PaymentErrorPanel error={config.error} onRetry={() => void config.refetch()} />;
  if (!clientSecret || !config.data) {
    return <LoadingStatus label="Preparing the payment form" />;
  }
  if (config.data.mode === 'stripe' && config.data.publishableKey) {
    return (
      <Suspense fallback={<LoadingStatus label="Loading the card form" />}>
        <StripeCardForm
          key={clientSecret}
          publishableKey={config.data.publishableKey}
          clientSecret={clientSecret}
          ready={ready}
          submitLabel={submitLabel}
          returnPath={returnPath}
          redirect={stripeRedirect}
          mode={mode}
          onSucceeded={onSucceeded}
        />
      </Suspense>
    );
  }
  return <DemoCardForm key={clientSecret} clientSecret={clientSecret} ready={ready} submitLabel={submitLabel} onSucceeded={onSucceeded} saving={mode === 'setup'} />;
}

/** The spec's 'Payment Error' panel, with Try Again. */
export function PaymentErrorPanel({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" variant="light" title={paymentMessages.errorTitle}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{serverMessage(error, paymentMessages.panelDefault)}</Text>
        <Button variant="light" color="red" onClick={onRetry}>
          Try Again
        </Button>
      </Stack>
    </Alert>
  );
}
