import {
  donorsInput,
  donorsOutput,
  ledgerInput,
  ledgerOutput,
  membersSearchInput,
  membersSearchOutput,
  monthlyTotalsInput,
  monthlyTotalsOutput,
  seesAmounts,
} from '../contracts/desk-ledger';
import { listDonors, listLedger, monthlyTotals } from '../services/desk/ledger';
import { searchMembers } from '../services/desk/members';
import { adminProcedure, router, staffProcedure } from '../trpc';
import { z } from '../contracts/zod';
import {
  deskGivingSetupOutput,
  deskStatementInput,
  fundEditInput,
  fundUpdateInput,
  moveDemoClockInput,
  sendStatementsInput,
  sendStatementsOutput,
  statementFileOutput,
} from '../contracts/giving';
import { AppError } from '../errors';
import { addFundOnDesk, deskGivingSetup, moveDemoClockOnDesk, sendStatementsOnDesk, updateFundOnDesk } from '../services/giving/desk';
import { chargeDueGifts } from '../services/giving/schedule';
import { requireStatement, statementDonorOf } from '../services/giving/statement';

// The desk's "Giving and purchases" and "Members" (desk.giving.*, desk.members.*). Staff read the ledger and
// the donors without amounts; only admins see amounts and the monthly totals (decision 024).
export const deskGivingRouter = router({
  ledger: staffProcedure.input(ledgerInput).output(ledgerOutput).query(({ ctx, input }) => listLedger(ctx.db, input, seesAmounts(ctx.user.role))),
  monthlyTotals: adminProcedure.input(monthlyTotalsInput).output(monthlyTotalsOutput).query(({ ctx, input }) => monthlyTotals(ctx.db, input)),
  donors: staffProcedure.input(donorsInput).output(donorsOutput).query(({ ctx, input }) => listDonors(ctx.db, input, seesAmounts(ctx.user.role))),

  /** Funds, failing recurring gifts and the demo clock (issue 37). */
  setup: staffProcedure.output(deskGivingSetupOutput).query(({ ctx }) => deskGivingSetup(ctx.db, ctx.payments.kind, seesAmounts(ctx.user.role))),
  addFund: adminProcedure
    .input(fundEditInput)
    .output(z.object({ id: z.number().int() }))
    .mutation(({ ctx, input }) => addFundOnDesk(ctx.db, ctx.user, input)),
  updateFund: adminProcedure
    .input(fundUpdateInput)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await updateFundOnDesk(ctx.db, ctx.user, input);
      return { ok: true as const };
    }),

  /**
   * Demo gateway only: moves the giving clock on by some days and charges what then falls due, so a demonstration
   * (or the e2e suite) sees a recurring gift's schedule at work without waiting for it.
   */
  moveDemoClock: adminProcedure
    .input(moveDemoClockInput)
    .output(z.object({ days: z.number().int(), charged: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      if (ctx.payments.kind !== 'demo') throw new AppError('NOT_FOUND', 'The demo clock runs only with the demo payment gateway.');
      const days = await moveDemoClockOnDesk(ctx.db, ctx.user, input.days);
      return { days, charged: await chargeDueGifts(ctx) };
    }),

  /** Any donor's statement for a year as a PDF (admins: it shows amounts). */
  statement: adminProcedure
    .input(deskStatementInput)
    .output(statementFileOutput)
    .query(async ({ ctx, input }) => {
      const donor = await statementDonorOf(ctx.db, input);
      const statement = await requireStatement(ctx.db, donor, input.year);
      const bytes = await ctx.documents.renderStatement(statement);
      return { filename: `giving-statement-${input.year}.pdf`, contentType: 'application/pdf', base64: Buffer.from(bytes).toString('base64') };
    }),

  /** Every donor's statement for a year, into the outbox at once (each donor once per year). */
  sendStatements: adminProcedure
    .input(sendStatementsInput)
    .output(sendStatementsOutput)
    .mutation(({ ctx, input }) => sendStatementsOnDesk(ctx.db, ctx.user, ctx.config.siteUrl, input.year)),
});

export const deskMembersRouter = router({
  search: staffProcedure.input(membersSearchInput).output(membersSearchOutput).query(({ ctx, input }) => searchMembers(ctx.db, input)),
});
