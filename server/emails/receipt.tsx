// A payment's receipt: the amount, the date, what it bought and the payment's reference, in one shape for every
// purpose (a donation, a membership, Bible Chat Premium, a piece of generated content); a gift also says that
// nothing was given in return, as a donor's tax records need.
import { Link, Section, Text } from '@react-email/components';
import type { CSSProperties } from 'react';
import { ministry } from '../../src/content/ministry';
import type { EmailTemplate } from './compose';
import { brand, EmailLayout, paragraph } from './layout';

export interface ReceiptProps {
  /** Who paid, as they gave it (a member's username, a name at checkout), or null for a visitor's gift. */
  name: string | null;
  amountCents: number;
  /** ISO 4217, as the gateway holds it ('usd'). */
  currency: string;
  /** When the payment was confirmed. */
  paidAt: Date;
  /** The payer's IANA time zone for the dates shown, or UTC when it is not known. */
  timeZone: string;
  /** What the payment bought, in the words of the checkout ('Breakthrough Circle Monthly membership'). */
  item: string;
  /** What it gives and until when, where there is a period ('Membership from ... to ...'). */
  period: { start: Date; end: Date } | null;
  /** The gateway's reference for the payment (pi_... or demo_pi_...), as /thank-you shows it. */
  reference: string;
  /** A gift's fund, and the part of the amount that covered the processing fee (0 when the donor did not cover it). */
  gift?: { fund: string; feeCents: number } | undefined;
}

/** The line a gift's receipt carries. */
export const NO_GOODS_OR_SERVICES = 'No goods or services were given in return for this gift.';

const label = { color: '#4a5568', fontSize: '14px', margin: '0' } satisfies CSSProperties;
const value = { fontSize: '16px', lineHeight: '24px', margin: '0 0 12px', overflowWrap: 'anywhere' } satisfies CSSProperties;
const summary = { backgroundColor: brand.paleBlue, borderRadius: '8px', padding: '16px 20px', margin: '16px 0' } satisfies CSSProperties;

/** '$25.00'. */
export function amountText(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}

/** 'November 27, 2026 at 3:04 PM CST', in the payer's zone (UTC when it is not a zone Intl knows). */
export function receiptTime(date: Date, timeZone: string): string {
  const options = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } as const;
  try {
    return date.toLocaleString('en-US', { ...options, timeZone });
  } catch {
    return date.toLocaleString('en-US', { ...options, timeZone: 'UTC' });
  }
}

function Line({ name, children }: { name: string; children: string }) {
  return (
    <>
      <Text style={label}>{name}:</Text>
      <Text style={value}>{children}</Text>
    </>
  );
}

function Receipt({ lead, props, periodName, gift }: { lead: string; props: ReceiptProps; periodName?: string; gift?: boolean }) {
  const { name, amountCents, currency, paidAt, timeZone, item, period, reference, gift: designated } = props;
  const feeCents = designated?.feeCents ?? 0;
  return (
    <EmailLayout preview={`Your receipt: ${amountText(amountCents, currency)}, ${item}`}>
      <Text style={paragraph}>{name ? `Dear ${name},` : 'Dear friend,'}</Text>
      <Text style={paragraph}>{lead} This email is your receipt.</Text>
      <Section style={summary}>
        {feeCents > 0 ? (
          <>
            <Line name="Your gift">{amountText(amountCents - feeCents, currency)}</Line>
            <Line name="Processing fee you covered">{amountText(feeCents, currency)}</Line>
            <Line name="Total charged">{amountText(amountCents, currency)}</Line>
          </>
        ) : (
          <Line name="Amount">{amountText(amountCents, currency)}</Line>
        )}
        {designated ? <Line name="Fund">{designated.fund}</Line> : null}
        <Line name="Date">{receiptTime(paidAt, timeZone)}</Line>
        <Line name="For">{item}</Line>
        {period && periodName ? <Line name={periodName}>{`${receiptTime(period.start, timeZone)} to ${receiptTime(period.end, timeZone)}`}</Line> : null}
        <Line name="Payment reference">{reference}</Line>
      </Section>
      {gift ? <Text style={{ ...paragraph, fontWeight: 600 }}>{NO_GOODS_OR_SERVICES}</Text> : null}
      <Text style={paragraph}>
        If you have a question about this payment, write to us at{' '}
        <Link href={`mailto:${ministry.email}`} style={{ color: brand.blue }}>
          {ministry.email}
        </Link>{' '}
        and give the payment reference above.
      </Text>
    </EmailLayout>
  );
}

export const donationReceipt: EmailTemplate<ReceiptProps> = {
  subject: () => `Thank you for your gift to ${ministry.name}`,
  body: (props) => (
    <Receipt
      lead={`Thank you for your gift of ${amountText(props.amountCents, props.currency)} to ${ministry.name}. It carries the gospel, teaching and prayer to people around the world.`}
      props={props}
      gift
    />
  ),
};

export const membershipReceipt: EmailTemplate<ReceiptProps> = {
  subject: () => 'Your Breakthrough Circle membership receipt',
  body: (props) => <Receipt lead="Thank you for joining the Breakthrough Circle." props={props} periodName="Membership" />,
};

export const premiumReceipt: EmailTemplate<ReceiptProps> = {
  subject: () => 'Your Bible Chat Premium receipt',
  body: (props) => <Receipt lead="Thank you for upgrading to Bible Chat Premium." props={props} periodName="Premium" />,
};

export const contentReceipt: EmailTemplate<ReceiptProps> = {
  subject: (props) => `Your receipt for ${props.item}`,
  body: (props) => (
    <Receipt lead="Thank you for your purchase. What you bought stays in My Content on the content generator page, to download again at any time." props={props} />
  ),
};
