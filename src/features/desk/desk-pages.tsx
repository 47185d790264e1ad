// Every page of the desk, in one module that the desk's routes load lazily (lazy-desk-page.ts). The bundler
// then sees the desk's components (its tables, selects, dialogs) reached from one chunk only, and keeps them
// there: reached from each desk route's own chunk, they counted as shared and went into the Mantine chunk that
// the public pages load, which grew by 25 kB.
import { AdminOnlyNotice } from './admin-only-notice';
import { AuditPage } from './audit-page';
import { GivingPage } from './giving-page';
import { InboxPage } from './inbox-page';
import { MembersPage } from './members-page';
import { NotificationsPage } from './notifications-page';
import { OutboxPage } from './outbox-page';
import { PrayersPage } from './prayers-page';
import { SettingsPage } from './settings-page';
import { StaffPage } from './staff-page';
import { SubscribersPage } from './subscribers-page';

export const deskPages = {
  inbox: InboxPage,
  prayers: PrayersPage,
  subscribers: SubscribersPage,
  giving: GivingPage,
  members: MembersPage,
  outbox: OutboxPage,
  audit: AuditPage,
  notifications: NotificationsPage,
  staff: StaffPage,
  settings: SettingsPage,
  adminOnly: AdminOnlyNotice,
};

export type DeskPages = typeof deskPages;
