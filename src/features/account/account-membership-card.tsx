import { Text } from '@mantine/core';
import { MEMBERSHIP_PLANS } from '@server/contracts/membership-plans';
import type { PaymentReversalView } from '@server/contracts/account-overview';
import type { MembershipView } from '@server/contracts/membership';
import { membershipTerms } from '@/content/membership-terms';
import { ButtonLink } from '@/components/button-link';
import { formatLongDate } from '@/lib/long-date';
import { AccountCard } from './account-card';
import { AccountReversalNotes } from './account-reversal-notes';

/**
 * The Breakthrough Circle membership held now: its plan and end date, or none and a way to join; and any
 * membership that ended because its payment was refunded or disputed.
 */
export function AccountMembershipCard({ membership, reversals }: { membership: MembershipView | null; reversals: PaymentReversalView[] }) {
  const ended = <AccountReversalNotes reversals={reversals} label="Memberships ended" />;
  if (!membership) {
    return (
      <AccountCard id="account-membership-heading" title="Breakthrough Circle membership">
        <Text fw={600}>No membership</Text>
        {ended}
        <Text c="dimmed" size="sm">
          Membership opens every member-only teaching, live call and prayer circle.
        </Text>
        <ButtonLink to="/breakthrough-circle" hash="membership" variant="light">
          Join Breakthrough Circle
        </ButtonLink>
      </AccountCard>
    );
  }

  const interval = MEMBERSHIP_PLANS[membership.plan].interval;
  return (
    <AccountCard id="account-membership-heading" title="Breakthrough Circle membership">
      <Text>
        Plan: <strong>{membership.planName}</strong>
      </Text>
      {membership.periodEnd ? (
        <Text>
          Active until <strong>{formatLongDate(membership.periodEnd)}</strong>
        </Text>
      ) : null}
      {ended}
      <Text c="dimmed" size="sm">
        {membershipTerms.note(interval)}
      </Text>
      <ButtonLink to="/membership-checkout" search={{ plan: membership.plan }} variant="light">
        Add another {interval}
      </ButtonLink>
    </AccountCard>
  );
}
