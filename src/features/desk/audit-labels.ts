import type { auditEntry } from '@server/contracts/desk';
import type { z } from 'zod';

export type AuditEntry = z.infer<typeof auditEntry>;

/** What each kind of staff action was, in words; an action the desk does not know yet shows as the server names it. */
const actionLabels: Record<string, string> = {
  'inbox.status': 'Changed the status',
  'inbox.assign': 'Assigned',
  'inbox.note': 'Added a note',
  'inbox.reply': 'Replied by email',
  'notifications.update': 'Changed their email notifications',
  'prayer.hide': 'Hid from the wall',
  'prayer.show': 'Showed on the wall',
  'prayer.approve': 'Approved for the wall',
  'prayer.bring_back': 'Put back on the wall',
  'settings.prayer_wall': 'Changed the prayer wall’s settings',
  'role.grant': 'Granted a role',
  'role.revoke': 'Removed a role',
  'subscriber.remove': 'Removed a subscriber',
  'email.resend': 'Sent an email again',
  'fund.add': 'Added a fund',
  'fund.update': 'Changed a fund',
  'demo_clock.move': 'Moved the demo clock on',
  'statements.send': 'Sent the year’s giving statements',
};

const subjectLabels: Record<string, string> = {
  contact_message: 'Contact message',
  resource_request: 'Resource request',
  prayer_request: 'Prayer request',
  user: 'User',
  subscriber: 'Subscriber',
  outbox: 'Outbox message',
  fund: 'Fund',
  demo_clock: 'Demo clock',
  giving_year: 'Giving year',
};

export function auditActionLabel(entry: AuditEntry): string {
  if (entry.action === 'prayer.answered') return entry.after?.answered === false ? 'Cleared the answer' : 'Marked answered';
  return actionLabels[entry.action] ?? entry.action;
}

/** 'Prayer request #12'; the desk's settings are one row, so they go without a number. */
export function auditSubjectLabel(entry: AuditEntry): string {
  if (entry.subjectType === 'desk_settings') return 'Desk settings';
  return `${subjectLabels[entry.subjectType] ?? entry.subjectType} #${entry.subjectId}`;
}

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** Each field the action touched, as it was and as it became ('—' where there was nothing). */
export function auditChanges(entry: AuditEntry): AuditChange[] {
  const fields = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  return fields.map((field) => ({ field: fieldLabel(field), before: valueText(entry.before?.[field]), after: valueText(entry.after?.[field]) }));
}

/** 'praiseNote' -> 'praise note'. */
function fieldLabel(field: string): string {
  return field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
