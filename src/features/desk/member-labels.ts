import type { DeskMember } from '@server/contracts/desk-ledger';
import type { ChatPremiumPlanId } from '@server/contracts/bible-chat-tiers';
import type { ContentType } from '@server/contracts/content';
import type { MembershipPlanId } from '@server/contracts/membership-plans';

type HeldPeriod = NonNullable<DeskMember['membership']> | NonNullable<DeskMember['premium']>;
type PurchaseStatus = DeskMember['purchases'][number]['status'];

export const membershipPlanLabels: Record<MembershipPlanId, string> = { monthly: 'Monthly', annual: 'Annual' };
export const premiumPlanLabels: Record<ChatPremiumPlanId, string> = { monthly: 'Monthly', yearly: 'Yearly' };

export const contentTypeLabels: Record<ContentType, string> = { sermon: 'Sermon', sunday_school: 'Sunday-school lesson' };

export const purchaseStatusLabels: Record<PurchaseStatus, string> = {
  pending: 'not paid',
  generating: 'being written',
  paid: 'paid',
  generated: 'ready',
  failed: 'failed',
};

const periodDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });

/** How a membership or Premium period stands: 'active until Apr 2, 2027', 'ended Mar 1, 2027', 'revoked (payment returned)'. */
export function periodText(period: HeldPeriod, now = new Date()): string {
  if (period.status === 'pending') return 'checkout not paid';
  if (period.status === 'revoked') return 'revoked (the payment went back)';
  if (!period.periodEnd) return 'active';
  return `${period.periodEnd > now ? 'active until' : 'ended'} ${periodDay.format(period.periodEnd)}`;
}
