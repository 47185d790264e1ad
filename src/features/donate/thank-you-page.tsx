import { Button, Text, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import { LoadingStatus } from '@/components/loading-status';
import { PaymentResultCard } from '@/components/payments/payment-result-card';
import { formatCents } from '@/lib/money';
import { useTRPC } from '@/lib/trpc';

const route = getRouteApi('/thank-you');

/** /thank-you: the gift as the server confirmed it with the payment gateway, never the browser's word. */
export function ThankYouPage() {
  const trpc = useTRPC();
  const { payment_intent: paymentIntentId } = route.useSearch();
  const payment = useQuery(trpc.payments.status.queryOptions({ paymentIntentId: paymentIntentId ?? '' }, { enabled: Boolean(paymentIntentId) }));

  let body: React.ReactNode;
  if (paymentIntentId && payment.isPending) {
    body = <LoadingStatus label="Confirming your gift" />;
  } else if (payment.data?.status === 'succeeded') {
    body = (
      <>
        <Title order={1}>Thank you for your gift of {formatCents(payment.data.amountCents)}</Title>
        <Text>Your generosity helps {ministry.name} share God's love with people around the world.</Text>
        <Text size="sm" c="dimmed">
          Reference: <code>{payment.data.reference}</code>
        </Text>
      </>
    );
  } else if (payment.data?.status === 'processing') {
    body = (
      <>
        <Title order={1}>Your gift is on its way</Title>
        <Text>Your bank is still processing the payment; it will be confirmed shortly.</Text>
      </>
    );
  } else if (payment.data?.status === 'refunded' || payment.data?.status === 'disputed') {
    body = (
      <>
        <Title order={1}>{payment.data.status === 'refunded' ? 'This gift was refunded' : 'This gift is disputed'}</Title>
        <Text>
          {payment.data.status === 'refunded'
            ? `The ${formatCents(payment.data.amountCents)} went back to the card it came from.`
            : 'The bank that issued the card has questioned this payment, so it is on hold.'}{' '}
          If you have a question about it, we are glad to help.
        </Text>
        <Text size="sm" c="dimmed">
          Reference: <code>{payment.data.reference}</code>
        </Text>
        <Button component={Link} to="/contact" variant="light">
          Contact us
        </Button>
      </>
    );
  } else {
    body = (
      <>
        <Title order={1}>We could not confirm a gift</Title>
        <Text>Nothing was charged that we can see. If you meant to give, please try again.</Text>
        <Button component={Link} to="/donate" variant="light">
          Back to Donate
        </Button>
      </>
    );
  }

  return (
    <PaymentResultCard>
      <IconHeartHandshake size={48} color="var(--mantine-color-covenant-6)" aria-hidden="true" />
      {body}
    </PaymentResultCard>
  );
}
