// Amounts as people read them: US dollars with cents ('$119.99').
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 12.5 -> '$12.50'. */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

/** 11999 -> '$119.99' (the server counts in cents). */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** 2500, 'usd' -> '$25.00'; another currency by its own sign ('€25.00'). The ledger keeps each payment's currency. */
export function formatCentsIn(cents: number, currency: string): string {
  const code = currency.toUpperCase();
  if (code === 'USD') return formatCents(cents);
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).format(cents / 100);
}
