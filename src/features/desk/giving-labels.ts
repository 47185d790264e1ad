import type { PaymentPurpose, PaymentStatus } from '@server/contracts/payments';

export const purposeLabels: Record<PaymentPurpose, string> = {
  donation: 'Donation',
  membership: 'Membership',
  chat_premium: 'Bible Chat Premium',
  generated_content: 'Content purchase',
};

export const paymentStatusLabels: Record<PaymentStatus, string> = {
  requires_payment_method: 'Not paid',
  processing: 'Processing',
  succeeded: 'Succeeded',
  failed: 'Failed',
  canceled: 'Canceled',
  refunded: 'Refunded',
  disputed: 'Disputed',
};

/** The ledger's months are calendar months in UTC, as the server counts them. */
const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** '2027-03' -> 'March 2027'. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return monthName.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}

/** Said wherever an amount would be, to staff who are not admins (decision 024). */
export const AMOUNTS_FOR_ADMINS = 'Only admins see amounts.';
