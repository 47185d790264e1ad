import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { funds, payments, users } from '../../../db/schema';
import { quoteGift } from '../../contracts/giving-fees';
import { createTestDatabase, type TestDatabase } from '../../test/database';
import { givingStatementFor } from './statement';

// Rounding across fee coverage, funds and statements (issue 37): for any set of gifts (any amounts, the fee
// covered or not, spread over funds, some failed or refunded), the statement's gifts, its totals by fund and its
// total agree to the cent with what was charged, and the ministry's share plus the fees is what was charged.

describe('the annual statement, to the cent', () => {
  let database: TestDatabase;
  let fundIds: number[] = [];
  let donors = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    fundIds = (await database.db.select({ id: funds.id }).from(funds)).map((fund) => fund.id);
  });
  afterAll(() => database.close());

  it('never loses nor invents a cent, whatever the gifts', async () => {
    const fee = { rateBasisPoints: 290, fixedCents: 30 };
    const gift = fc.record({
      netCents: fc.integer({ min: 1, max: 10_000_000 }),
      coverFee: fc.boolean(),
      fund: fc.nat({ max: 2 }),
      status: fc.constantFrom('succeeded', 'succeeded', 'succeeded', 'failed', 'refunded'),
      dayOfYear: fc.integer({ min: 0, max: 364 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(gift, { minLength: 1, maxLength: 12 }), async (gifts) => {
        donors += 1;
        const [donor] = await database.db.insert(users).values({ username: `counted-${donors}`, passwordHash: 'x' }).returning({ id: users.id });
        if (!donor) throw new Error('no donor');
        const rows = gifts.map((choice, index) => {
          const quote = quoteGift(choice.netCents, choice.coverFee, fee);
          return {
            gateway: 'demo' as const,
            intentId: `demo_pi_counted_${donors}_${index}`,
            purpose: 'donation' as const,
            amountCents: quote.grossCents,
            feeCents: quote.feeCents,
            fundId: fundIds[choice.fund] ?? null,
            status: choice.status,
            userId: donor.id,
            createdAt: new Date(Date.UTC(2025, 0, 1 + choice.dayOfYear, 12)),
          };
        });
        await database.db.insert(payments).values(rows);
        const statement = await givingStatementFor(database.db, { userId: donor.id }, 2025);
        const counted = rows.filter((row) => row.status === 'succeeded');
        if (counted.length === 0) {
          expect(statement).toBeNull();
          return;
        }
        if (!statement) throw new Error('no statement for a year with gifts');
        const charged = counted.reduce((sum, row) => sum + row.amountCents, 0);
        expect(statement.totalCents).toBe(charged);
        expect(statement.gifts.reduce((sum, row) => sum + row.amountCents, 0)).toBe(charged);
        expect(statement.totalsByFund.reduce((sum, total) => sum + total.cents, 0)).toBe(charged);
        // The ministry's share and the fees covered add up to what was charged, gift by gift and in all.
        const net = counted.reduce((sum, row) => sum + (row.amountCents - row.feeCents), 0);
        const fees = statement.gifts.reduce((sum, row) => sum + row.feeCents, 0);
        expect(net + fees).toBe(charged);
        await database.db.delete(payments).where(eq(payments.userId, donor.id));
      }),
      { numRuns: 40 },
    );
  });
});
