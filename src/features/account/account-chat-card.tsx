import { Badge, Text } from '@mantine/core';
import type { AccountOverview, PaymentReversalView } from '@server/contracts/account-overview';
import { ButtonLink } from '@/components/button-link';
import { AccountCard } from './account-card';
import { AccountReversalNotes } from './account-reversal-notes';

/** The Bible chat tier: Free Tier with its daily allowance, or Premium; and any Premium ended by a refund or a dispute. */
export function AccountChatCard({ bibleChat, reversals }: { bibleChat: AccountOverview['bibleChat']; reversals: PaymentReversalView[] }) {
  const premium = bibleChat.tier === 'premium';
  return (
    <AccountCard id="account-chat-heading" title="Bible Chat">
      <Badge size="lg" {...(premium ? { color: 'gold.4', c: 'covenant.9' } : { color: 'covenant', variant: 'light' })}>
        {premium ? 'Premium' : 'Free Tier'}
      </Badge>
      <Text>
        {bibleChat.dailyMessageLimit === null
          ? 'Unlimited messages'
          : `${bibleChat.dailyMessageLimit} messages a day`}
      </Text>
      <AccountReversalNotes reversals={reversals} label="Premium ended" />
      <ButtonLink to="/bible-chat" variant="light">
        Open Bible Chat
      </ButtonLink>
    </AccountCard>
  );
}
