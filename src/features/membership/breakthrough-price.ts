const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 12.99 -> '$12.99'. */
export function formatPrice(dollars: number): string {
  return usd.format(dollars);
}
