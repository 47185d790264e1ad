import { Text } from '@mantine/core';
import { AccountCard } from './account-card';
import { AccountEmail } from './account-email';

/** Who is signed in, and the email address on file. */
export function AccountDetailsCard({ username }: { username: string }) {
  return (
    <AccountCard id="account-details-heading" title="Your details">
      <Text>
        Username: <strong>{username}</strong>
      </Text>
      <AccountEmail />
    </AccountCard>
  );
}
