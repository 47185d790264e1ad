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

// The desk's "Giving and purchases" and "Members" (desk.giving.*, desk.members.*). Staff read the ledger and
// the donors without amounts; only admins see amounts and the monthly totals (decision 024).
export const deskGivingRouter = router({
  ledger: staffProcedure.input(ledgerInput).output(ledgerOutput).query(({ ctx, input }) => listLedger(ctx.db, input, seesAmounts(ctx.user.role))),
  monthlyTotals: adminProcedure.input(monthlyTotalsInput).output(monthlyTotalsOutput).query(({ ctx, input }) => monthlyTotals(ctx.db, input)),
  donors: staffProcedure.input(donorsInput).output(donorsOutput).query(({ ctx, input }) => listDonors(ctx.db, input, seesAmounts(ctx.user.role))),
});

export const deskMembersRouter = router({
  search: staffProcedure.input(membersSearchInput).output(membersSearchOutput).query(({ ctx, input }) => searchMembers(ctx.db, input)),
});
