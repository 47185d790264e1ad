import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';
import { createTheme, rem } from '@mantine/core';
import { covenantBlue, gold as goldShades, inkColour } from '@/content/brand-colours';

// Brand: a deep royal "covenant" blue for trust and depth, a warm gold for calls to action (Donate),
// Inter for reading and Lora, a calm serif, for headings.

// The shades themselves are the ministry's (src/content/brand-colours.ts): its emails use them too.
const covenant: MantineColorsTuple = covenantBlue;
const gold: MantineColorsTuple = goldShades;

export const theme = createTheme({
  colors: { covenant, gold },
  primaryColor: 'covenant',
  primaryShade: 7,
  white: '#ffffff',
  black: inkColour,
  fontFamily: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  fontFamilyMonospace: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
  headings: {
    fontFamily: "'Lora Variable', Lora, Georgia, 'Times New Roman', serif",
    fontWeight: '600',
    textWrap: 'balance',
    sizes: {
      h1: { fontSize: 'clamp(2.25rem, 1.7rem + 2.4vw, 3.5rem)', lineHeight: '1.12', fontWeight: '700' },
      h2: { fontSize: 'clamp(1.75rem, 1.45rem + 1.3vw, 2.5rem)', lineHeight: '1.2' },
      h3: { fontSize: rem(26), lineHeight: '1.3' },
      h4: { fontSize: rem(20), lineHeight: '1.4' },
      h5: { fontSize: rem(17), lineHeight: '1.45' },
      h6: { fontSize: rem(15), lineHeight: '1.5' },
    },
  },
  fontSizes: { xs: rem(13), sm: rem(15), md: rem(16), lg: rem(18), xl: rem(21) },
  lineHeights: { md: '1.6' },
  spacing: { xs: rem(8), sm: rem(12), md: rem(16), lg: rem(24), xl: rem(40) },
  radius: { xs: rem(3), sm: rem(6), md: rem(10), lg: rem(16), xl: rem(28) },
  defaultRadius: 'md',
  shadows: {
    xs: '0 1px 2px rgba(17, 42, 98, 0.06)',
    sm: '0 1px 3px rgba(17, 42, 98, 0.08), 0 1px 2px rgba(17, 42, 98, 0.05)',
    md: '0 6px 16px rgba(17, 42, 98, 0.1), 0 2px 4px rgba(17, 42, 98, 0.06)',
    lg: '0 14px 32px rgba(17, 42, 98, 0.14), 0 4px 8px rgba(17, 42, 98, 0.06)',
    xl: '0 24px 56px rgba(17, 42, 98, 0.18)',
  },
  focusRing: 'auto',
  respectReducedMotion: true,
  cursorType: 'pointer',
  components: {
    Container: { defaultProps: { size: 'lg' } },
    Button: { defaultProps: { fw: 600 } },
    // A toast's text in Mantine's light grey fell short of 4.5:1 on white; the body text colour passes.
    Notification: { styles: { description: { color: 'var(--mantine-color-text)' } } },
    // Mantine's close button is an icon alone: every dialog's needs a name for screen readers.
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  },
});

/**
 * Mantine's "dimmed" grey is too light for text on white (WCAG AA asks 4.5:1); gray.7 passes, so every
 * `c="dimmed"` stays readable.
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
