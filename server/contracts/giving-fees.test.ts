import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverFee, processorFee, quoteGift } from './giving-fees';

const stripeUs = { rateBasisPoints: 290, fixedCents: 30 };

describe('covering the processing fee', () => {
  it('charges $25.00 as $26.06 at 2.9 % + 30¢, so that $25.00 arrives', () => {
    expect(coverFee(2500, stripeUs)).toEqual({ netCents: 2500, feeCents: 106, grossCents: 2606 });
    expect(2606 - processorFee(2606, stripeUs)).toBe(2500);
  });

  it('adds nothing when the donor does not cover it', () => {
    expect(quoteGift(2500, false, stripeUs)).toEqual({ netCents: 2500, feeCents: 0, grossCents: 2500 });
  });

  it('never loses nor invents a cent: fee plus net is the charge, the ministry gets at least the net, and a cent less would not do', () => {
    const schedules = fc.record({ rateBasisPoints: fc.integer({ min: 0, max: 2000 }), fixedCents: fc.integer({ min: 0, max: 1000 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), schedules, (net, fee) => {
        const quote = coverFee(net, fee);
        expect(Number.isInteger(quote.grossCents) && Number.isInteger(quote.feeCents)).toBe(true);
        expect(quote.netCents + quote.feeCents).toBe(quote.grossCents);
        // The processor's exact cut of the gross leaves the net; of one cent less, it would not.
        const exactKept = (gross: number) => gross * (10_000 - fee.rateBasisPoints) - fee.fixedCents * 10_000;
        expect(exactKept(quote.grossCents)).toBeGreaterThanOrEqual(net * 10_000);
        expect(exactKept(quote.grossCents - 1)).toBeLessThan(net * 10_000);
      }),
      { numRuns: 2000 },
    );
  });
});
