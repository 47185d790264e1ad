import type { ButtonProps } from '@mantine/core';

/**
 * A pay button's words may be long ('Save card and give $26.06 every month'): on a phone they wrap onto a second
 * line inside the button instead of running past its edge.
 */
export const wrappingButton = {
  h: 'auto',
  mih: 42,
  py: 8,
  styles: { label: { whiteSpace: 'normal', textAlign: 'center', lineHeight: 1.3 } },
} satisfies Partial<ButtonProps>;
