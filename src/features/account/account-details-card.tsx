import { Text } from '@mantine/core';
import { AccountCard } from './account-card';
import { AccountEmail } from './account-email';
import { AccountPassword } from './account-password';

/** Who is signed in, the email address on file, and the password. */
export function AccountDetailsCard({ username }: { username: string }) {
  return (
    <AccountCard id="account-details-heading" title="Your details">
      <Text>
        Username: <strong>{username}</strong>
      </Text>
      <AccountEmail />
      <AccountPassword />
    </AccountCard>
  );
}
