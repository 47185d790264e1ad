import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { paymentMessages } from '@server/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';

interface DemoCardFormProps {
  clientSecret: string;
  /** False while the intent's amount is being changed: the fields stay, the pay button waits. */
  ready?: boolean;
  /** The pay button's text, e.g. 'Give $25.00'. */
  submitLabel: string;
  onSucceeded: (paymentIntentId: string) => void;
}

/**
 * The card form of demo mode (no Stripe key): it looks and flows like Stripe's and charges nothing.
 * 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.
 */
export function DemoCardForm({ clientSecret, ready = true, submitLabel, onSucceeded }: DemoCardFormProps) {
  const trpc = useTRPC();
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '', name: '' });
  const confirm = useMutation(
    trpc.payments.confirmDemo.mutationOptions({
      onSuccess: (result) => onSucceeded(result.paymentIntentId),
      onError: (error) => notifyError(paymentMessages.failedTitle, serverMessage(error, paymentMessages.unexpected)),
    }),
  );
  const field = (key: keyof typeof card) => ({
    value: card[key],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setCard({ ...card, [key]: event.currentTarget.value }),
  });

  return (
    <form
      aria-label="Card payment"
      onSubmit={(event) => {
        event.preventDefault();
        confirm.mutate({ clientSecret, cardNumber: card.number });
      }}
    >
      <Stack gap="sm">
        <Alert color="covenant" variant="light" icon={<IconInfoCircle aria-hidden="true" />} title={paymentMessages.demoLabel}>
          Try card 4242 4242 4242 4242 to see a payment go through, or 4000 0000 0000 0002 to see a decline.
        </Alert>
        <TextInput label="Name on card" autoComplete="cc-name" {...field('name')} />
        <TextInput label="Card number" inputMode="numeric" autoComplete="cc-number" placeholder="1234 1234 1234 1234" required {...field('number')} />
        <Group grow>
          <TextInput label="Expiry" autoComplete="cc-exp" placeholder="MM / YY" {...field('expiry')} />
          <TextInput label="CVC" autoComplete="cc-csc" placeholder="123" {...field('cvc')} />
        </Group>
        <Button type="submit" size="md" disabled={!ready || confirm.isPending}>
          {confirm.isPending ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
