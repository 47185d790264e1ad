import {
  outboxListInput,
  outboxListOutput,
  outboxMessageInput,
  outboxMessageOutput,
  resendEmailInput,
  resendEmailOutput,
} from '../contracts/desk-outbox';
import { actorOf } from '../services/desk/audit';
import { listOutbox, readOutboxMessage, resendEmail } from '../services/desk/outbox';
import { router, staffProcedure } from '../trpc';

// The desk's outbox (desk.outbox.*): every email the site wrote and where it stands, a message read whole
// (how staff read the mail kept without an SMTP server), and a failed or kept one sent again (audited).
export const deskOutboxRouter = router({
  list: staffProcedure.input(outboxListInput).output(outboxListOutput).query(({ ctx, input }) => listOutbox(ctx.db, input)),
  message: staffProcedure.input(outboxMessageInput).output(outboxMessageOutput).query(({ ctx, input }) => readOutboxMessage(ctx.db, input.id)),
  resend: staffProcedure.input(resendEmailInput).output(resendEmailOutput).mutation(({ ctx, input }) => resendEmail(ctx.db, actorOf(ctx.user), input.id)),
});
