import { Group, Stack, Text, Textarea, VisuallyHidden, type TextareaProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';

/** The counter shows from this share of the limit on: early enough to plan, late enough not to nag. */
export const NEAR_LIMIT_SHARE = 0.9;
/** Screen readers hear the count once typing pauses, not at every keystroke. */
const ANNOUNCE_AFTER_MS = 500;

const count = new Intl.NumberFormat('en-US');

interface LimitedTextareaProps extends Omit<TextareaProps, 'maxLength' | 'value'> {
  /** The field's text (what the form's getInputProps hands over). */
  value?: string;
  /** The most characters the server takes (from the form's contract). */
  max: number;
  /** What the contract says past the limit; shown once the text reaches it. */
  limitMessage: string;
}

/**
 * A multi-line field with the server's length limit. The browser stops the text at `max` (as the server
 * would refuse more), so the field says so: from 90% of the limit a counter ('1,850 / 2,000'), and at the
 * limit the contract's message. Both are repeated to screen readers in a polite status region once typing
 * pauses; the visible copy is hidden from them so it is not read twice.
 */
export function LimitedTextarea({ value = '', max, limitMessage, ...textareaProps }: LimitedTextareaProps) {
  const length = value.length;
  const near = length >= Math.ceil(max * NEAR_LIMIT_SHARE);
  const reached = length >= max;
  const counter = `${count.format(length)} / ${count.format(max)}`;
  const [announcement] = useDebouncedValue(
    reached ? `${limitMessage}.` : near ? `${count.format(length)} of ${count.format(max)} characters used.` : '',
    ANNOUNCE_AFTER_MS,
  );

  return (
    <Stack gap={4}>
      <Textarea {...textareaProps} value={value} maxLength={max} />
      {near ? (
        <Group justify="space-between" gap="xs" wrap="nowrap" aria-hidden="true">
          <Text size="sm" c="red.8">
            {reached ? limitMessage : null}
          </Text>
          <Text size="sm" c={reached ? 'red.8' : 'gray.7'} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {counter}
          </Text>
        </Group>
      ) : null}
      <VisuallyHidden role="status">{announcement}</VisuallyHidden>
    </Stack>
  );
}
