// The ministry's colours, in one place: the site's theme (src/theme.ts) and its emails (server/emails) read
// them here. Plain data, so the server may import it (decision 025).

/** Deep royal "covenant" blue; shade 7 is the brand colour (white text on it passes WCAG AA). */
export const covenantBlue = [
  '#edf2fc',
  '#d8e2f5',
  '#adc2ea',
  '#7f9fde',
  '#5982d4',
  '#416fce',
  '#3463c4',
  '#2552ad',
  '#1c4190',
  '#112a62',
] as const;

/** Warm gold; shades 3-5 carry dark text, 7-9 are for text and icons on light backgrounds. */
export const gold = [
  '#fdf8ea',
  '#f8eccb',
  '#f1d999',
  '#eac463',
  '#e4b33a',
  '#dfa722',
  '#c99212',
  '#a7780a',
  '#876006',
  '#654703',
] as const;

/** Body text: a blue-black. */
export const inkColour = '#14213d';
