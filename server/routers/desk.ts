import {
  addNoteInput,
  assignInput,
  auditLogInput,
  auditLogOutput,
  deskPrayer,
  deskPrayersInput,
  deskPrayersOutput,
  inboxChangeOutput,
  inboxInput,
  inboxNote,
  inboxOutput,
  notesInput,
  notesOutput,
  prayerAnsweredInput,
  prayerSettings,
  putPrayerOnWallInput,
  prayerVisibilityInput,
  removeSubscriberInput,
  removeSubscriberOutput,
  roleChangeInput,
  roleChangeOutput,
  setStatusInput,
  staffOutput,
  subscribersInput,
  subscribersOutput,
  unreadCountsOutput,
} from '../contracts/desk';
import { actorOf, listAuditLog } from '../services/desk/audit';
import { addInboxNote, assignInboxItem, listInbox, listInboxNotes, setInboxStatus, unreadCounts } from '../services/desk/inbox';
import { listDeskPrayers, putPrayerOnWall, readPrayerSettings, setPrayerAnswered, setPrayerHidden, updatePrayerSettings } from '../services/desk/prayers';
import { grantRole, listStaff, revokeRole } from '../services/desk/roles';
import { listSubscribers, removeSubscriber } from '../services/desk/subscribers';
import { adminProcedure, router, staffProcedure } from '../trpc';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the desk's own sub-routers (desk.giving, desk.members), nested here, not shared
import { deskGivingRouter, deskMembersRouter } from './desk-giving';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the desk's own sub-router (desk.outbox), nested here, not shared
import { deskOutboxRouter } from './desk-outbox';
// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the desk's replies and My notifications, merged here, not shared
import { deskNoticeProcedures } from './desk-notices';

// The ministry's desk. Every procedure here is built on staffProcedure or adminProcedure: desk-roles.test.ts
// calls each one as a visitor, a member, staff and an admin, so one without the check fails it.
export const deskRouter = router({
  inbox: staffProcedure.input(inboxInput).output(inboxOutput).query(({ ctx, input }) => listInbox(ctx.db, input)),
  unreadCounts: staffProcedure.output(unreadCountsOutput).query(({ ctx }) => unreadCounts(ctx.db)),
  setStatus: staffProcedure
    .input(setStatusInput)
    .output(inboxChangeOutput)
    .mutation(({ ctx, input: { status, ...item } }) => setInboxStatus(ctx.db, actorOf(ctx.user), item, status)),
  assign: staffProcedure
    .input(assignInput)
    .output(inboxChangeOutput)
    .mutation(({ ctx, input: { assigneeId, ...item } }) => assignInboxItem(ctx.db, actorOf(ctx.user), item, assigneeId)),
  notes: staffProcedure.input(notesInput).output(notesOutput).query(({ ctx, input }) => listInboxNotes(ctx.db, input)),
  addNote: staffProcedure
    .input(addNoteInput)
    .output(inboxNote)
    .mutation(({ ctx, input: { body, ...item } }) => addInboxNote(ctx.db, actorOf(ctx.user), item, body)),
  prayers: staffProcedure.input(deskPrayersInput).output(deskPrayersOutput).query(({ ctx, input }) => listDeskPrayers(ctx.db, input)),
  setPrayerHidden: staffProcedure
    .input(prayerVisibilityInput)
    .output(deskPrayer)
    .mutation(({ ctx, input }) => setPrayerHidden(ctx, actorOf(ctx.user), input.id, input.hidden)),
  setPrayerAnswered: staffProcedure
    .input(prayerAnsweredInput)
    .output(deskPrayer)
    .mutation(({ ctx, input }) => setPrayerAnswered(ctx, actorOf(ctx.user), input.id, input.praiseNote)),
  putPrayerOnWall: staffProcedure
    .input(putPrayerOnWallInput)
    .output(deskPrayer)
    .mutation(({ ctx, input }) => putPrayerOnWall(ctx, actorOf(ctx.user), input.id)),
  prayerSettings: staffProcedure.output(prayerSettings).query(({ ctx }) => readPrayerSettings(ctx.db)),
  setPrayerSettings: adminProcedure
    .input(prayerSettings)
    .output(prayerSettings)
    .mutation(({ ctx, input }) => updatePrayerSettings(ctx, actorOf(ctx.user), input)),
  subscribers: staffProcedure.input(subscribersInput).output(subscribersOutput).query(({ ctx, input }) => listSubscribers(ctx.db, input)),
  removeSubscriber: staffProcedure
    .input(removeSubscriberInput)
    .output(removeSubscriberOutput)
    .mutation(({ ctx, input }) => removeSubscriber(ctx.db, actorOf(ctx.user), input.id)),
  auditLog: staffProcedure.input(auditLogInput).output(auditLogOutput).query(({ ctx, input }) => listAuditLog(ctx.db, input.cursor)),
  staff: adminProcedure.output(staffOutput).query(({ ctx }) => listStaff(ctx.db)),
  grantRole: adminProcedure
    .input(roleChangeInput)
    .output(roleChangeOutput)
    .mutation(({ ctx, input }) => grantRole(ctx.db, actorOf(ctx.user), input.username, input.role)),
  revokeRole: adminProcedure
    .input(roleChangeInput)
    .output(roleChangeOutput)
    .mutation(({ ctx, input }) => revokeRole(ctx.db, actorOf(ctx.user), input.username, input.role)),
  giving: deskGivingRouter,
  members: deskMembersRouter,
  outbox: deskOutboxRouter,
  ...deskNoticeProcedures,
});
