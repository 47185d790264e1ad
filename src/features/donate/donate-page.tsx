import { Badge, Container, Paper, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { DEFAULT_DONATION_CENTS, parseDonationDollars } from '@server/contracts/payments';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ministry } from '@/content/ministry';
import { PageHero } from '@/components/page-hero';
import { CardPayment, PaymentErrorPanel } from '@/components/payments/card-payment';
import { formatUsd } from '@/lib/money';
import { AmountPicker } from './amount-picker';
import { useDonationIntent } from './use-donation-intent';
import { useReceiptEmail } from './use-receipt-email';

/** /donate: a one-time gift. The amount is chosen here; the server creates and checks the payment. */
export function DonatePage() {
  const navigate = useNavigate();
  const [presetCents, setPresetCents] = useState<number | null>(DEFAULT_DONATION_CENTS);
  const [custom, setCustom] = useState('');
  const amount = presetCents !== null ? presetCents / 100 : parseDonationDollars(custom);
  const invalid = presetCents === null && custom !== '' && amount === null;
  const donation = useDonationIntent(amount);
  // Optional: a visitor may give without an account; the receipt goes here (or to a member's confirmed address).
  const [email, setEmail] = useState('');
  const receipt = useReceiptEmail(donation.intent, email);

  const hint = <Text c="dimmed">Choose or enter an amount to continue.</Text>;
  const failure = donation.error ? <PaymentErrorPanel error={donation.error} onRetry={donation.retry} /> : null;
  // Once the card form is there it stays, whatever the amount does (the intent follows the amount), so
  // what the donor typed in it is kept; before that, the hint or the failure stand in for it.
  const payment =
    !donation.intent && (amount === null || failure) ? (
      (failure ?? hint)
    ) : (
      <Stack gap="md">
        {amount === null ? hint : null}
        {failure}
        <CardPayment
          clientSecret={donation.intent?.clientSecret}
          ready={donation.ready && receipt.ready}
          submitLabel={amount === null ? 'Give' : `Give ${formatUsd(amount)}`}
          returnPath="/thank-you"
          onSucceeded={(paymentIntentId) => void navigate({ to: '/thank-you', search: { payment_intent: paymentIntentId } })}
        />
      </Stack>
    );

  return (
    <>
      <PageHero title="Donate" eyebrow="Partner with us">
        Your gift carries the gospel, teaching and prayer of {ministry.name} to people around the world.
      </PageHero>
      <Container size="sm" py="xl">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Tabs defaultValue="one-time">
            <Tabs.List grow mb="lg">
              <Tabs.Tab value="one-time">One-Time</Tabs.Tab>
              <Tabs.Tab value="monthly" disabled rightSection={<Badge size="xs" color="gray.7">Coming Soon</Badge>}>
                Monthly
              </Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="one-time">
              <Stack gap="lg">
                <Title order={2} size="h3">
                  Choose your gift
                </Title>
                <AmountPicker
                  custom={custom}
                  presetCents={presetCents}
                  invalid={invalid}
                  onPreset={(cents) => {
                    setPresetCents(cents);
                    setCustom('');
                  }}
                  onCustom={(typed) => {
                    setCustom(typed);
                    setPresetCents(typed === '' ? DEFAULT_DONATION_CENTS : null);
                  }}
                />
                <TextInput
                  label="Email for your receipt"
                  description="Optional. Signed in with a confirmed email on your account? Leave this empty and the receipt goes there."
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  value={email}
                  onChange={(event) => {
                    setEmail(event.currentTarget.value);
                    receipt.edited();
                  }}
                  error={receipt.error}
                />
                {payment}
              </Stack>
            </Tabs.Panel>
          </Tabs>
        </Paper>
      </Container>
    </>
  );
}
