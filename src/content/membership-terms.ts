// How a Breakthrough Circle membership ends, written once (decision 004: each payment covers one period and
// never renews by itself). The plan cards, the section lead, the FAQ, the checkout, the terms and /account
// all read it here, so no page can promise a cancellation that another says is not needed.

export type MembershipInterval = 'month' | 'year';

/** 'a monthly membership stays active until the end of the month you paid for, and ...' */
const periods =
  'a monthly membership stays active until the end of the month you paid for, and an annual membership until the end of its year';

export const membershipTerms = {
  periods,
  /** The closing sentence of the membership section's lead. */
  lead: 'Nothing renews on its own, so you can stop any time.',
  /** The last perk of a plan card. */
  perk: (interval: MembershipInterval) => `Stop any time: nothing renews, and access lasts until the end of the ${interval}`,
  /** Beside a price or a current membership. */
  note: (interval: MembershipInterval) =>
    `One payment covers one ${interval} of membership. It does not renew on its own, so there is nothing to cancel: it simply ends with the ${interval} unless you join again.`,
  faq: {
    question: 'Can I cancel my membership?',
    answer: `Yes, at any time, and there is nothing to cancel: a membership never renews or charges you again by itself. ${capitalise(periods)}. Join again whenever you like to add another period.`,
  },
  /** The Terms of Service's paragraph on membership. */
  terms: `Breakthrough Circle membership is offered monthly or yearly at the price shown when you join. Each payment covers one month or one year and is never renewed or charged again without you joining again, so you may stop at any time and there is nothing to cancel: ${periods}. We do not refund part-periods.`,
} as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
