import { z } from './zod';
import { donationDollars, fundId, idempotencyKey } from './payments';
import { plainText } from './common';

// Giving: funds a gift is designated to, recurring gifts and their schedule, covering the processing fee,
// and what a donor's history and annual statement show. Every amount is integer cents with its currency.

/** How often a recurring gift is charged. */
export const giftIntervals = ['week', 'two_weeks', 'month'] as const;
export type GiftInterval = (typeof giftIntervals)[number];

/** The choice on /donate: once, or one of the intervals. */
export const giftFrequencies = ['once', ...giftIntervals] as const;
export type GiftFrequency = (typeof giftFrequencies)[number];

export const giftFrequencyLabels: Record<GiftFrequency, string> = {
  once: 'Give once',
  week: 'Every week',
  two_weeks: 'Every two weeks',
  month: 'Every month',
};

/** How often, as a sentence says it: '$25.00 every two weeks'. */
export const giftIntervalWords: Record<GiftInterval, string> = { week: 'every week', two_weeks: 'every two weeks', month: 'every month' };

/** A gift's day as statements, receipts and /account write it, in UTC (the schedule's days): 'December 26, 2026'. */
export function giftDay(at: Date): string {
  return at.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** A recurring gift's life: its card is being saved, it is charged on schedule, held, or ended. */
export const recurringGiftStatuses = ['setting_up', 'active', 'paused', 'cancelled'] as const;
export type RecurringGiftStatus = (typeof recurringGiftStatuses)[number];

export const FUND_NAME_MAX = 60;
export const FUND_DESCRIPTION_MAX = 200;

export const fundView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type FundView = z.infer<typeof fundView>;


/** What the fee-cover option adds, for the amount the donor chose, as the server will charge it. */
export const feeQuoteView = z.object({
  /** The ministry receives this in full. */
  netCents: z.number().int(),
  feeCents: z.number().int(),
  grossCents: z.number().int(),
});
export type FeeQuoteView = z.infer<typeof feeQuoteView>;

export const givingOptionsOutput = z.object({
  funds: z.array(fundView),
  /** The processing fee the cover option pays: rate in basis points (290 = 2.9 %) and a fixed part in cents. */
  fee: z.object({ rateBasisPoints: z.number().int(), fixedCents: z.number().int() }),
  /** The date the app's clock says it is (YYYY-MM-DD, UTC): the earliest start of a recurring gift. */
  today: z.string(),
});
export type GivingOptions = z.infer<typeof givingOptionsOutput>;

export const START_DATE_INVALID = 'Please choose a start date from today on.';
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, START_DATE_INVALID);

/** /donate's recurring choice, signed in: what to give, how often, from when, to which fund. */
export const startRecurringGiftInput = z.object({
  amount: donationDollars,
  interval: z.enum(giftIntervals),
  startDate: isoDate,
  fundId,
  coverFee: z.boolean().default(false),
  idempotencyKey,
});
export type StartRecurringGiftInput = z.input<typeof startRecurringGiftInput>;

/** The card step of a recurring gift: the gateway's setup to confirm with the card form. */
export const recurringGiftSetupOutput = z.object({
  giftId: z.number().int(),
  setupId: z.string(),
  clientSecret: z.string(),
});

export const confirmRecurringGiftInput = z.object({ giftId: z.number().int().positive() });

export const recurringGiftView = z.object({
  id: z.number().int(),
  fund: z.string(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  currency: z.string(),
  interval: z.enum(giftIntervals),
  status: z.enum(recurringGiftStatuses),
  /** When the next gift is charged (null once paused or cancelled). */
  nextChargeAt: z.date().nullable(),
  /** The last charge failed and the gateway is retrying it: the donor should update the card. */
  failing: z.boolean(),
  lastFailure: z.string().nullable(),
  card: z.string().nullable(),
  gateway: z.enum(['stripe', 'demo']),
});
export type RecurringGiftView = z.infer<typeof recurringGiftView>;

export const changeRecurringGiftInput = z.object({
  giftId: z.number().int().positive(),
  action: z.enum(['pause', 'resume', 'cancel']),
});

export const changeRecurringAmountInput = z.object({
  giftId: z.number().int().positive(),
  amount: donationDollars,
  coverFee: z.boolean(),
});

export const givingHistoryItem = z.object({
  id: z.number().int(),
  at: z.date(),
  fund: z.string(),
  amountCents: z.number().int(),
  feeCents: z.number().int(),
  currency: z.string(),
  status: z.string(),
  recurring: z.boolean(),
  reference: z.string(),
});
export type GivingHistoryItem = z.infer<typeof givingHistoryItem>;

export const givingOverviewOutput = z.object({
  gifts: z.array(givingHistoryItem),
  recurring: z.array(recurringGiftView),
  /** Calendar years with at least one gift that counts on a statement, newest first. */
  statementYears: z.array(z.number().int()),
});
export type GivingOverview = z.infer<typeof givingOverviewOutput>;

export const fundEditInput = z.object({
  name: plainText('Please enter the fund’s name').pipe(z.string().max(FUND_NAME_MAX)),
  description: z.string().trim().max(FUND_DESCRIPTION_MAX).default(''),
});
export const fundUpdateInput = fundEditInput.extend({ id: z.number().int().positive(), hidden: z.boolean() });

export const FUND_RENAME_REFUSED = 'This fund has received gifts, so its name stays as their receipts show it. You can hide it instead.';
export const FUND_NAME_TAKEN = 'A fund with this name already exists.';
export const RECURRING_NEEDS_ACCOUNT = 'Please sign in to set up a recurring gift, so you can manage it later.';
export const NO_GOODS_OR_SERVICES =
  'No goods or services were provided in exchange for these contributions, other than intangible religious benefits.';

export const statementYearInput = z.object({ year: z.coerce.number().int().min(2000).max(2100) });
export const statementFileOutput = z.object({ filename: z.string(), contentType: z.string(), base64: z.string() });

/** The desk's statement for any donor: a member (by username) or a donor known by the email on their gifts. */
export const deskStatementInput = statementYearInput
  .extend({
    username: z.string().trim().max(64).optional(),
    email: z.string().trim().toLowerCase().max(254).optional(),
  })
  .refine((input) => Boolean(input.username) !== Boolean(input.email), 'Enter a member’s username or a donor’s email address.');
export const DONOR_NOT_FOUND = 'No member has that username.';

export const cardUpdateOutput = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('portal'), url: z.string() }),
  z.object({ kind: z.literal('card'), setupId: z.string(), clientSecret: z.string() }),
]);

export const deskFundView = fundView.extend({ hidden: z.boolean(), givenTo: z.boolean() });
export const deskFailingGift = z.object({
  id: z.number().int(),
  username: z.string(),
  fund: z.string(),
  amountCents: z.number().int().nullable(),
  interval: z.enum(giftIntervals),
  status: z.enum(recurringGiftStatuses),
  failedAttempts: z.number().int(),
  lastFailure: z.string().nullable(),
  lastFailureAt: z.date().nullable(),
});
export const deskGivingSetupOutput = z.object({
  funds: z.array(deskFundView),
  failing: z.array(deskFailingGift),
  /** The demo gateway's clock: days moved on (null with Stripe, whose schedule is its own). */
  demoClockDays: z.number().int().nullable(),
});
export const moveDemoClockInput = z.object({ days: z.number().int().min(1).max(400) });
export const sendStatementsInput = statementYearInput;
export const sendStatementsOutput = z.object({ queued: z.number().int(), skipped: z.number().int() });
