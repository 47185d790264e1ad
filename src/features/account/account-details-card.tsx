import { Text } from '@mantine/core';
import { AccountCard } from './account-card';

/** Who is signed in. */
export function AccountDetailsCard({ username }: { username: string }) {
  return (
    <AccountCard id="account-details-heading" title="Your details">
      <Text>
        Username: <strong>{username}</strong>
      </Text>
    </AccountCard>
  );
}
