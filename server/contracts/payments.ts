import luhn from 'fast-luhn';
import { z } from './zod';
import { emailAddress, gatewayReference, plainText } from './common';

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

/**
 * One checkout attempt, named by the browser: a double-click or a retry of the same attempt sends the same
 * key and gets the same payment intent back instead of a second one.
 */
export const idempotencyKey = z.uuid('The idempotency key must be a UUID.').optional();

/** What a gift without a fund open to gifts is told. */
export const CHOOSE_FUND_MESSAGE = 'Please choose a fund for your gift.';
/** The fund a gift is designated to, by its id. */
export const fundId = z.number(CHOOSE_FUND_MESSAGE).int().positive(CHOOSE_FUND_MESSAGE);

/** The fund a gift is for (absent: General) and whether the donor covers the processing fee (off by default). */
const designation = {
  fundId: fundId.optional(),
  coverFee: z.boolean().default(false),
};

export const createPaymentIntentInput = z.object({
  amount: donationDollars,
  description: plainText('Please describe the gift in a few words').pipe(z.string().max(200)).optional(),
  idempotencyKey,
  ...designation,
});
export type CreatePaymentIntentInput = z.input<typeof createPaymentIntentInput>;

export const paymentIntentOutput = z.object({ clientSecret: z.string(), paymentIntentId: z.string() });

/**
 * A new amount for the donation the donor is paying: the same intent (and so the same card form, with what
 * was typed in it) at the new amount. The client secret proves the caller is the one paying it.
 */
export const changeDonationAmountInput = z.object({
  paymentIntentId: gatewayReference,
  clientSecret: gatewayReference,
  amount: donationDollars,
  ...designation,
});
export type ChangeDonationAmountInput = z.input<typeof changeDonationAmountInput>;

/** What the optional receipt address on /donate says when what was typed is not an address. */
export const RECEIPT_EMAIL_INVALID_MESSAGE = 'Please enter a valid email address, or leave this empty';

/** The receipt's address, as typed on /donate: empty for none, else an address (lower-cased). */
export const receiptEmail = emailAddress(RECEIPT_EMAIL_INVALID_MESSAGE).nullable();

/**
 * Where the receipt of the donation being paid goes: an address the donor typed (a visitor may give without an
 * account), or null for none (a signed-in donor's receipt then goes to their confirmed address on file). Saved
 * on the open payment before the card is charged; the client secret proves the caller is the one paying it.
 */
export const donationReceiptEmailInput = z.object({
  paymentIntentId: gatewayReference,
  clientSecret: gatewayReference,
  email: receiptEmail,
});
export type DonationReceiptEmailInput = z.input<typeof donationReceiptEmailInput>;
export const donationReceiptEmailOutput = z.object({ email: z.string().nullable() });

/** A payment reference the server does not know, or not for this payer. */
export const PAYMENT_NOT_FOUND_MESSAGE = 'This payment could not be found.';

/** An intent that has been paid (or is being paid) cannot take a new amount. */
export const PAYMENT_CLOSED_MESSAGE = 'This payment can no longer be changed. Please reload the page and try again.';

/** Dollars to cents, rounding away float noise (19.99 -> 1999). */
export function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/** The custom amount field keeps only digits and the dot, as the spec says. */
export function keepAmountCharacters(typed: string): string {
  return typed.replace(/[^0-9.]/g, '');
}

/** The demo gateway's test cards, as Stripe's test mode has them. */
export const DEMO_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Saved for a recurring gift without trouble, then declined when charged (Stripe's test card of that name). */
  declinedLater: '4000000000000341',
} as const;

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';

/** What the demo card form says beside a field, in the words Stripe's own card form uses. */
export const demoCardMessages = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
} as const;

/** A card number as typed ('4242 4242 4242 4242'): 16 digits that pass the Luhn check, or what is wrong. */
export function cardNumberError(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  if (/^\d{0,15}$/.test(digits)) return demoCardMessages.numberIncomplete;
  if (!/^\d{16}$/.test(digits) || !luhn(digits)) return demoCardMessages.numberInvalid;
  return null;
}

/** An expiry as MM/YY ('12 / 30', '12/30' or '1230'), good through the end of that month; or what is wrong. */
export function cardExpiryError(typed: string, now: Date = new Date()): string | null {
  const digits = typed.replace(/[\s/]/g, '');
  if (!/^\d*$/.test(digits) || digits.length > 4) return demoCardMessages.expiryInvalid;
  if (digits.length < 4) return demoCardMessages.expiryIncomplete;
  const month = Number(digits.slice(0, 2));
  const year = 2000 + Number(digits.slice(2));
  if (month < 1 || month > 12) return demoCardMessages.expiryInvalid;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (year < thisYear || (year === thisYear && month < thisMonth)) return demoCardMessages.expiryPast;
  return null;
}

/** A security code: 3 digits, or 4 (American Express); or what is wrong. */
export function cardCvcError(typed: string): string | null {
  const code = typed.trim();
  if (/^\d{0,2}$/.test(code)) return demoCardMessages.cvcIncomplete;
  if (!/^\d{3,4}$/.test(code)) return demoCardMessages.cvcInvalid;
  return null;
}

export const demoConfirmInput = z.object({
  clientSecret: gatewayReference,
  cardNumber: z
    .string(demoCardMessages.numberIncomplete)
    .transform((typed) => typed.replace(/[\s-]/g, ''))
    .check((ctx) => {
      const error = cardNumberError(ctx.value);
      if (error) ctx.issues.push({ code: 'custom', message: error, input: ctx.value });
    }),
});
export type DemoConfirmInput = z.input<typeof demoConfirmInput>;

/**
 * Money that went back on a payment: refunded in full, or disputed by the card holder's bank (a
 * chargeback). Either ends what the payment bought.
 */
export const paymentReversals = ['refunded', 'disputed'] as const;
export type PaymentReversal = (typeof paymentReversals)[number];

export const paymentStatuses = ['requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled', ...paymentReversals] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** What a payment is for; each has one entry in the server's fulfilment table. */
export const paymentPurposes = ['donation', 'membership', 'chat_premium', 'generated_content'] as const;
export type PaymentPurpose = (typeof paymentPurposes)[number];

/** Which gateway holds an intent: Stripe, or the demo adapter when no key is set. */
export const paymentGateways = ['stripe', 'demo'] as const;
export type PaymentGatewayKind = (typeof paymentGateways)[number];

export const paymentReferenceInput = z.object({ paymentIntentId: gatewayReference });

/** A payment as the gateway reports it now (/thank-you shows the amount and the reference). */
export const paymentStatusOutput = z.object({
  reference: z.string(),
  purpose: z.enum(paymentPurposes),
  status: z.enum(paymentStatuses),
  amountCents: z.number().int(),
  currency: z.string(),
});
export type PaymentStatusView = z.infer<typeof paymentStatusOutput>;

export const paymentConfigOutput = z.object({ mode: z.enum(paymentGateways), publishableKey: z.string().nullable() });
export const demoConfirmOutput = z.object({ status: z.enum(paymentStatuses), paymentIntentId: z.string() });

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
