// What a purpose of payment must say to be sold: its price and what the payer is told (quote), what it
// sets aside while the payment is open (reserve), what it hands over once the gateway confirms the money
// moved (deliver), what its receipt says it bought (receipt), and what it takes back when the money goes back
// (revoke). The fulfilment table (fulfilment.ts) has one Purchase per purpose.
import type { Db } from '../../../db';
import type { payments } from '../../../db/schema';
import type { SessionUser } from '../../contracts/accounts';
import type { EmailKind } from '../../contracts/email';

export type PaymentRow = typeof payments.$inferSelect;

/** Who pays: the signed-in member, or a visitor. */
export type Buyer = SessionUser | null;

export interface Quote {
  /** Decided on the server: from the plan or the content type; a donation's validated amount. */
  amountCents: number;
  /** What the card statement and the gateway's dashboard say. */
  description: string;
  /** Sent to the gateway beside the purpose. */
  metadata?: Record<string, string>;
  /** Who the payment is from, as the payer gave it (a visitor's name and email). */
  payer?: { name: string; email: string | null };
  /** A gift's fund and the part of the amount that covers the processing fee, stored on the payment. */
  gift?: { fundId: number; feeCents: number };
}

/** The kinds of email that are a payment's receipt. */
export type ReceiptKind = Extract<EmailKind, `${string}_receipt`>;

/** What a purpose's receipt says beyond the payment row (its amount, description and reference). */
export interface ReceiptFacts {
  kind: ReceiptKind;
  /** Who it was for, as the checkout has it (a membership's name); null to use the member's username. */
  name: string | null;
  /** What it gives and until when, for a paid period; null for a gift or a purchase. */
  period: { start: Date; end: Date } | null;
  /** A gift's fund and the fee the donor covered, as the receipt shows them. */
  gift?: { fund: string; feeCents: number };
}

export interface Purchase<Order> {
  quote(order: Order, buyer: Buyer): Quote;
  /**
   * The payer may change the order of an open payment (a donation's amount) and the same intent is
   * re-priced. Only for purposes that reserve nothing: what `reserve` stored would no longer match.
   */
  changeable?: true;
  /** Stores what the open payment will deliver, in the transaction that records the payment. */
  reserve?(db: Db, paymentId: number, quote: Quote, order: Order, buyer: Buyer): Promise<void>;
  /** Hands over what was bought. Called once per payment, in the transaction that marks it delivered. */
  deliver(db: Db, payment: PaymentRow): Promise<void>;
  /** What the receipt says, read in the same transaction, after `deliver` (a period has its dates by then). */
  receipt(db: Db, payment: PaymentRow): Promise<ReceiptFacts>;
  /**
   * Takes back what was bought: the payment was refunded in full or disputed. Called once per payment, in
   * the transaction that marks it so, whether or not it was delivered (Stripe's events may come in any order).
   */
  revoke(db: Db, payment: PaymentRow): Promise<void>;
}
