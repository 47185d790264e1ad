import { Badge, Text } from '@mantine/core';
import type { AccountOverview } from '@server/contracts/account-overview';
import { ButtonLink } from '@/components/button-link';
import { AccountCard } from './account-card';

/** The Bible chat tier: Free Tier with its daily allowance, or Premium. */
export function AccountChatCard({ bibleChat }: { bibleChat: AccountOverview['bibleChat'] }) {
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
      <ButtonLink to="/bible-chat" variant="light">
        Open Bible Chat
      </ButtonLink>
    </AccountCard>
  );
}
