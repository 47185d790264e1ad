// Covering the processing fee: the donor gives a little more so that the ministry receives the gift in full.
// Pure, shared by /donate (what the option adds) and the server (what is charged).
// gross = (net + fixed) / (1 − rate), rounded up to the cent, so that what the processor keeps of the gross
// (rate × gross + fixed) leaves at least the net. All in integer cents; the rate in basis points (2.9 % = 290).

export interface FeeSchedule {
  rateBasisPoints: number;
  fixedCents: number;
}

export interface FeeQuote {
  netCents: number;
  feeCents: number;
  grossCents: number;
}

/** What the donor is charged for `netCents` to arrive in full, and the part of it that is the fee. */
export function coverFee(netCents: number, fee: FeeSchedule): FeeQuote {
  if (!Number.isSafeInteger(netCents) || netCents <= 0) throw new RangeError(`a gift is a positive number of cents, not ${netCents}`);
  const keptOf10k = 10_000 - fee.rateBasisPoints;
  // Ceiling division in integers: no float ever touches an amount.
  const owed = (netCents + fee.fixedCents) * 10_000;
  const grossCents = Math.floor((owed + keptOf10k - 1) / keptOf10k);
  return { netCents, feeCents: grossCents - netCents, grossCents };
}

/** A gift as charged: the chosen amount, with the fee on top when the donor covers it. */
export function quoteGift(netCents: number, coverTheFee: boolean, fee: FeeSchedule): FeeQuote {
  return coverTheFee ? coverFee(netCents, fee) : { netCents, feeCents: 0, grossCents: netCents };
}

/** What the processor keeps of a charge of `grossCents`, rounded to the cent as card processors do. */
export function processorFee(grossCents: number, fee: FeeSchedule): number {
  return Math.round((grossCents * fee.rateBasisPoints) / 10_000) + fee.fixedCents;
}

/** The fee schedule the config sets (GIVING_FEE_PERCENT, GIVING_FEE_FIXED_CENTS). */
export function feeScheduleOf(config: { GIVING_FEE_PERCENT: number; GIVING_FEE_FIXED_CENTS: number }): FeeSchedule {
  return { rateBasisPoints: Math.round(config.GIVING_FEE_PERCENT * 100), fixedCents: config.GIVING_FEE_FIXED_CENTS };
}
