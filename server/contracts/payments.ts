import { z } from 'zod';

// Payments: what the browser and the server agree on for donations and the demo card form.
// Amounts other than a donation's are decided on the server, never taken from the browser.

export const DONATION_PRESETS_CENTS = [1000, 2500, 5000, 10000, 25000] as const;
export const DEFAULT_DONATION_CENTS = 2500;
export const DONATION_MAX_DOLLARS = 100_000;

export const INVALID_AMOUNT_MESSAGE = 'Invalid Amount: Please enter a valid donation amount';

/** A donation in dollars: more than 0, at most two decimals, at most $100,000. */
export const donationDollars = z
  .number(INVALID_AMOUNT_MESSAGE)
  .finite(INVALID_AMOUNT_MESSAGE)
  .gt(0, INVALID_AMOUNT_MESSAGE)
  .max(DONATION_MAX_DOLLARS, `The largest gift we can take online is $${DONATION_MAX_DOLLARS.toLocaleString('en-US')}.`)
  .refine((dollars) => Math.abs(dollars * 100 - Math.round(dollars * 100)) < 1e-6, INVALID_AMOUNT_MESSAGE);

export const createPaymentIntentInput = z.object({
  amount: donationDollars,
  description: z.string().trim().max(200).optional(),
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentInput>;

export const paymentIntentOutput = z.object({ clientSecret: z.string(), paymentIntentId: z.string() });

/** Dollars to cents, rounding away float noise (19.99 -> 1999). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The custom amount field keeps only digits and the dot, as the spec says. */
export function keepAmountCharacters(typed: string): string {
  return typed.replace(/[^0-9.]/g, '');
}

/** The demo gateway's test cards, as Stripe's test mode has them. */
export const DEMO_CARDS = { succeeds: '4242424242424242', declined: '4000000000000002' } as const;
export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

export const demoConfirmInput = z.object({
  clientSecret: z.string().min(1).max(200),
  cardNumber: z
    .string('Your card number is incomplete.')
    .transform((typed) => typed.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{16}$/, 'Your card number is incomplete.')),
});
export type DemoConfirmInput = z.input<typeof demoConfirmInput>;

export const paymentStatuses = ['requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** The donation amount the donor typed, in dollars, or null when it is not a valid gift. */
export function parseDonationDollars(typed: string): number | null {
  const cleaned = keepAmountCharacters(typed);
  if (cleaned === '' || !/^\d*\.?\d*$/.test(cleaned)) return null;
  const parsed = donationDollars.safeParse(Number(cleaned));
  return parsed.success ? parsed.data : null;
}

export const paymentMessages = {
  failedTitle: 'Payment Failed',
  errorTitle: 'Payment Error',
  unexpected: 'An unexpected error occurred',
  setupTitle: 'Error',
  setupFailed: 'Failed to setup payment. Please try again.',
  panelDefault: 'Something went wrong. Please try again.',
  panelFallback: 'Failed to create payment',
  demoLabel: 'Demo mode - no real charge',
} as const;
