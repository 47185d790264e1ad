import { Stack, Text } from '@mantine/core';
import { reversalNotes, type PaymentReversalView } from '@server/contracts/account-overview';
import { formatLongDate } from '@/lib/long-date';

/** Purchases that ended because their payment was refunded or disputed: what each was, and why it ended. */
export function AccountReversalNotes({ reversals, label }: { reversals: PaymentReversalView[]; label: string }) {
  if (reversals.length === 0) return null;
  return (
    <Stack component="ul" aria-label={label} gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
      {reversals.map((reversal, index) => (
        <Text component="li" size="sm" key={`${reversal.on.toISOString()}-${index}`}>
          {reversal.description}: <strong>{reversalNotes[reversal.reason](formatLongDate(reversal.on))}</strong>
        </Text>
      ))}
    </Stack>
  );
}
