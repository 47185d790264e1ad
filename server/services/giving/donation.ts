// A gift in the fulfilment table: the donor chooses the amount (validated by its contract), the fund it is for
// and whether to cover the processing fee; the server prices it (fees.ts). A gift buys nothing: the payment row,
// with its fund and fee, is the record, and its receipt says so.
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db';
import { funds } from '../../../db/schema';
import type { GiftInterval } from '../../contracts/giving';
import type { Purchase } from '../payments/purchase';
import { quoteGift, type FeeSchedule } from '../../contracts/giving-fees';

/** A gift as the router hands it over: the donor's choices, with the fund checked and the fee schedule from config. */
export interface DonationOrder {
  /** What the ministry is to receive, in cents. */
  netCents: number;
  fundId: number;
  coverFee: boolean;
  fee: FeeSchedule;
  description?: string | undefined;
}

export const donationPurchase: Purchase<DonationOrder> = {
  quote: (order) => {
    const { grossCents, feeCents } = quoteGift(order.netCents, order.coverFee, order.fee);
    return { amountCents: grossCents, description: order.description ?? 'One-time donation', gift: { fundId: order.fundId, feeCents } };
  },
  // The donor may settle on another amount, fund or fee choice while filling in the card: the same intent, re-priced.
  changeable: true,
  deliver: async () => {},
  receipt: async (db, payment) => ({ kind: 'donation_receipt', name: null, period: null, ...(await giftFacts(db, payment)) }),
  // Nothing to take back: the payment, marked refunded or disputed, is the record.
  revoke: async () => {},
};

async function giftFacts(db: Db, payment: { fundId: number | null; feeCents: number }) {
  if (payment.fundId === null) return {};
  const [fund] = await db.select({ name: funds.name }).from(funds).where(eq(funds.id, payment.fundId));
  return fund ? { gift: { fund: fund.name, feeCents: payment.feeCents } } : {};
}

const intervalWords: Record<GiftInterval, string> = { week: 'Weekly', two_weeks: 'Every-two-weeks', month: 'Monthly' };

/** What a recurring gift's charges say on the card statement and the receipt: 'Monthly gift to Missions'. */
export const recurringDescription = (interval: GiftInterval, fund: string) => `${intervalWords[interval]} gift to ${fund}`;
