import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import { cardCvcError, cardExpiryError, cardNumberError, paymentMessages } from '@server/contracts/payments';
import { useMutation } from '@tanstack/react-query';
import { serverMessage } from '@/lib/errors';
import { notifyError } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { wrappingButton } from './wrapping-button';

interface DemoCardFormProps {
  clientSecret: string;
  /** False while the intent's amount is being changed: the fields stay, the pay button waits. */
  ready?: boolean;
  /** The pay button's text, e.g. 'Give $25.00'. */
  submitLabel: string;
  onSucceeded: (paymentIntentId: string) => void;
  /** The form saves the card for a recurring gift rather than charging it. */
  saving?: boolean;
}

/** The fields in the order they sit in the form, so the first invalid one is the one focus moves to. */
const CHECKED_FIELDS = ['number', 'expiry', 'cvc'] as const;

/**
 * The card form of demo mode (no Stripe key): it looks and flows like Stripe's and charges nothing. It
 * checks what Stripe's form would (a Luhn-valid number, an expiry in the future, a 3-4 digit CVC) and says
 * so beside the field; a decline is said beside the form as well as in the toast.
 * 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined.
 */
export function DemoCardForm({ clientSecret, ready = true, submitLabel, onSucceeded, saving = false }: DemoCardFormProps) {
  const trpc = useTRPC();
  const form = useForm({
    mode: 'controlled',
    name: 'demo-card',
    initialValues: { name: '', number: '', expiry: '', cvc: '' },
    // Checked on submit, not on blur (as every form here): a message appearing on blur moves the pay
    // button between mouse-down and mouse-up and the click is lost. Editing a field clears its message.
    validate: {
      number: (typed) => cardNumberError(typed),
      expiry: (typed) => cardExpiryError(typed),
      cvc: (typed) => cardCvcError(typed),
    },
  });
  const confirm = useMutation(
    trpc.payments.confirmDemo.mutationOptions({
      onSuccess: (result) => onSucceeded(result.paymentIntentId),
      onError: (error) => notifyError(paymentMessages.failedTitle, serverMessage(error, paymentMessages.unexpected)),
    }),
  );

  return (
    <form
      aria-label="Card payment"
      noValidate
      onSubmit={form.onSubmit(
        (card) => confirm.mutate({ clientSecret, cardNumber: card.number }),
        (errors) => {
          const firstInvalid = CHECKED_FIELDS.find((field) => errors[field]);
          if (firstInvalid) form.getInputNode(firstInvalid)?.focus();
        },
      )}
    >
      <Stack gap="sm">
        <Alert color="covenant" variant="light" icon={<IconInfoCircle aria-hidden="true" />} title={paymentMessages.demoLabel}>
          {saving
            ? 'Try card 4242 4242 4242 4242 to save a card whose gifts go through, 4000 0000 0000 0341 for one whose gifts are declined later, or 4000 0000 0000 0002 to see a decline now.'
            : 'Try card 4242 4242 4242 4242 to see a payment go through, or 4000 0000 0000 0002 to see a decline.'}
        </Alert>
        <TextInput label="Name on card" autoComplete="cc-name" {...form.getInputProps('name')} />
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          required
          {...form.getInputProps('number')}
        />
        <Group grow align="flex-start">
          <TextInput label="Expiry" inputMode="numeric" autoComplete="cc-exp" placeholder="MM / YY" required {...form.getInputProps('expiry')} />
          <TextInput label="CVC" inputMode="numeric" autoComplete="cc-csc" placeholder="123" required {...form.getInputProps('cvc')} />
        </Group>
        {confirm.isError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle aria-hidden="true" />} title={paymentMessages.failedTitle}>
            {serverMessage(confirm.error, paymentMessages.unexpected)}
          </Alert>
        ) : null}
        <Button type="submit" size="md" {...wrappingButton} disabled={!ready || confirm.isPending}>
          {confirm.isPending ? 'Processing...' : submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
