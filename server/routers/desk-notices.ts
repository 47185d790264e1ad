import {
  myNotificationsOutput,
  repliesInput,
  repliesOutput,
  replyInput,
  replyOutput,
  staffNotificationChoices,
} from '../contracts/desk-notifications';
import { actorOf } from '../services/desk/audit';
import { listInboxReplies, replyToInboxItem } from '../services/desk/inbox-replies';
import { readMyNotifications, setMyNotifications } from '../services/desk/staff-notices';
import { staffProcedure } from '../trpc';

// The desk's email to people: a reply to an inbox item's sender (kept in the item's thread), and what each
// member of staff chooses to be told of (My notifications). Merged into the desk router as desk.reply,
// desk.replies, desk.myNotifications and desk.setMyNotifications.
export const deskNoticeProcedures = {
  reply: staffProcedure
    .input(replyInput)
    .output(replyOutput)
    .mutation(({ ctx, input: { subject, body, ...item } }) => replyToInboxItem(ctx.db, actorOf(ctx.user), item, { subject, body })),
  replies: staffProcedure.input(repliesInput).output(repliesOutput).query(({ ctx, input }) => listInboxReplies(ctx.db, input)),
  myNotifications: staffProcedure.output(myNotificationsOutput).query(({ ctx }) => readMyNotifications(ctx.db, ctx.user.id)),
  setMyNotifications: staffProcedure
    .input(staffNotificationChoices)
    .output(myNotificationsOutput)
    .mutation(({ ctx, input }) => setMyNotifications(ctx.db, actorOf(ctx.user), ctx.user.id, input)),
};
