import { Checkbox, Container, Group, NativeSelect, Paper, Radio, Stack, Text, TextInput, Title } from '@mantine/core';
import { giftFrequencies, giftFrequencyLabels, type GiftFrequency } from '@server/contracts/giving';
import { quoteGift } from '@server/contracts/giving-fees';
import { DEFAULT_DONATION_CENTS, parseDonationDollars, toCents } from '@server/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ministry } from '@/content/ministry';
import { PageHero } from '@/components/page-hero';
import { CardPayment, PaymentErrorPanel } from '@/components/payments/card-payment';
import { formatCents, formatUsd } from '@/lib/money';
import { useTRPC } from '@/lib/trpc';
import { AmountPicker } from './amount-picker';
import { RecurringGift } from './recurring-gift';
import { useDonationIntent } from './use-donation-intent';
import { useReceiptEmail } from './use-receipt-email';

/**
 * /donate: a gift once, or every week, two weeks or month; to a fund; with the processing fee covered if the donor
 * wishes. The amount is chosen here; the server prices the gift and creates and checks the payment.
 */
export function DonatePage() {
  const trpc = useTRPC();
  const options = useQuery(trpc.giving.options.queryOptions());
  const [frequency, setFrequency] = useState<GiftFrequency>('once');
  const [presetCents, setPresetCents] = useState<number | null>(DEFAULT_DONATION_CENTS);
  const [custom, setCustom] = useState('');
  const [chosenFund, setChosenFund] = useState<number | null>(null);
  const [coverFee, setCoverFee] = useState(false);
  const amount = presetCents !== null ? presetCents / 100 : parseDonationDollars(custom);
  const invalid = presetCents === null && custom !== '' && amount === null;

  const funds = options.data?.funds ?? [];
  const fund = funds.find((candidate) => candidate.id === chosenFund) ?? funds[0];
  const quote = amount !== null && options.data ? quoteGift(toCents(amount), coverFee, options.data.fee) : null;
  const feeIfCovered = amount !== null && options.data ? quoteGift(toCents(amount), true, options.data.fee).feeCents : null;
  const giveLabel = quote ? formatCents(quote.grossCents) : amount !== null ? formatUsd(amount) : null;

  return (
    <>
      <PageHero title="Donate" eyebrow="Partner with us">
        Your gift carries the gospel, teaching and prayer of {ministry.name} to people around the world.
      </PageHero>
      <Container size="sm" py="xl">
        <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
          <Stack gap="lg">
            <Title order={2} size="h3">
              Choose your gift
            </Title>
            <Radio.Group label="How often" value={frequency} onChange={(value) => setFrequency(value as GiftFrequency)}>
              <Group gap="md" mt="xs">
                {giftFrequencies.map((choice) => (
                  <Radio key={choice} value={choice} label={giftFrequencyLabels[choice]} />
                ))}
              </Group>
            </Radio.Group>
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
            {funds.length > 0 ? (
              <NativeSelect
                label="Fund"
                description={fund?.description}
                data={funds.map((candidate) => ({ value: String(candidate.id), label: candidate.name }))}
                value={fund ? String(fund.id) : ''}
                onChange={(event) => setChosenFund(Number(event.currentTarget.value))}
              />
            ) : null}
            <Checkbox
              label={
                feeIfCovered !== null && amount !== null
                  ? `Add ${formatCents(feeIfCovered)} to cover the processing fee, so that ${formatUsd(amount)} reaches the ministry in full`
                  : 'Cover the processing fee, so that your whole gift reaches the ministry'
              }
              checked={coverFee}
              onChange={(event) => setCoverFee(event.currentTarget.checked)}
            />
            {options.isError ? (
              <PaymentErrorPanel error={options.error} onRetry={() => void options.refetch()} />
            ) : frequency === 'once' ? (
              // The gift waits for the funds: it is priced and designated as the donor sees it.
              <OneTimeGift choice={amount === null || !fund ? null : { amount, fundId: fund.id, coverFee }} giveLabel={giveLabel} />
            ) : options.data ? (
              <RecurringGift
                today={options.data.today}
                choice={amount !== null && quote && fund ? { amount, fundId: fund.id, coverFee, interval: frequency, grossCents: quote.grossCents } : null}
              />
            ) : null}
          </Stack>
        </Paper>
      </Container>
    </>
  );
}

/** A gift once: the receipt's address (optional) and the card form, which follows the choice above as it changes. */
function OneTimeGift({ choice, giveLabel }: { choice: { amount: number; fundId: number | undefined; coverFee: boolean } | null; giveLabel: string | null }) {
  const navigate = useNavigate();
  const donation = useDonationIntent(choice);
  // Optional: a visitor may give without an account; the receipt goes here (or to a member's confirmed address).
  const [email, setEmail] = useState('');
  const receipt = useReceiptEmail(donation.intent, email);

  const hint = <Text c="dimmed">Choose or enter an amount to continue.</Text>;
  const failure = donation.error ? <PaymentErrorPanel error={donation.error} onRetry={donation.retry} /> : null;
  // Once the card form is there it stays, whatever the amount does (the intent follows the amount), so
  // what the donor typed in it is kept; before that, the hint or the failure stand in for it.
  const payment =
    !donation.intent && (choice === null || failure) ? (
      (failure ?? hint)
    ) : (
      <Stack gap="md">
        {choice === null ? hint : null}
        {failure}
        <CardPayment
          clientSecret={donation.intent?.clientSecret}
          ready={donation.ready && receipt.ready}
          submitLabel={choice === null || giveLabel === null ? 'Give' : `Give ${giveLabel}`}
          returnPath="/thank-you"
          onSucceeded={(paymentIntentId) => void navigate({ to: '/thank-you', search: { payment_intent: paymentIntentId } })}
        />
      </Stack>
    );
  return (
    <>
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
    </>
  );
}
