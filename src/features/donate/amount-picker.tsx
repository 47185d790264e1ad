import { Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { DONATION_PRESETS_CENTS, INVALID_AMOUNT_MESSAGE, keepAmountCharacters } from '@server/contracts/payments';

interface AmountPickerProps {
  /** What is in the custom field ('' when a preset is chosen). */
  custom: string;
  /** The chosen preset in cents, or null when the custom amount is used. */
  presetCents: number | null;
  invalid: boolean;
  onPreset: (cents: number) => void;
  onCustom: (typed: string) => void;
}

const dollars = (cents: number) => `$${cents / 100}`;

/** The five presets and a custom amount that keeps only digits and the dot. */
export function AmountPicker({ custom, presetCents, invalid, onPreset, onCustom }: AmountPickerProps) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 3, xs: 5 }} spacing="xs" role="group" aria-label="Choose an amount">
        {DONATION_PRESETS_CENTS.map((cents) => (
          <Button
            key={cents}
            variant={presetCents === cents ? 'filled' : 'light'}
            aria-pressed={presetCents === cents}
            onClick={() => onPreset(cents)}
          >
            {dollars(cents)}
          </Button>
        ))}
      </SimpleGrid>
      <TextInput
        label="Or enter a custom amount"
        leftSection="$"
        inputMode="decimal"
        placeholder="Other amount"
        value={custom}
        onChange={(event) => onCustom(keepAmountCharacters(event.currentTarget.value))}
        error={invalid ? INVALID_AMOUNT_MESSAGE : undefined}
      />
    </Stack>
  );
}
