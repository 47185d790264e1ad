import { Text } from '@react-email/components';
import type { InboxKind } from '../contracts/desk';
import type { EmailTemplate } from './compose';
import { EmailLayout, paragraph } from './layout';
import { LinkLine, NoticeFooter, Quoted } from './parts';

export interface StaffInboxNoticeProps {
  kind: InboxKind;
  /** Who sent it, and their address (staff may read both on the desk). */
  name: string;
  email: string;
  /** The contact form's subject, or the resource type and ministry of a request. */
  subject: string;
  body: string;
  /** The desk's inbox, where it is answered. */
  inboxLink: string;
  /** The desk's My notifications, where this notice is turned off. */
  settingsLink: string;
}

const what = { contact_message: 'contact message', resource_request: 'custom resource request' } as const satisfies Record<InboxKind, string>;

/** Tells a member of staff who chose it that a contact message or a custom resource request arrived. */
export const staffInboxNotice: EmailTemplate<StaffInboxNoticeProps> = {
  subject: ({ kind, subject }) => `New ${what[kind]}: ${subject}`,
  body: ({ kind, name, email, subject, body, inboxLink, settingsLink }) => (
    <EmailLayout preview={`${name} sent a ${what[kind]}`}>
      <Text style={paragraph}>
        A new {what[kind]} arrived from {name} ({email}): {subject}
      </Text>
      <Quoted text={body} />
      <LinkLine words="Read it and reply on the desk:" href={inboxLink} />
      <NoticeFooter why={`You get this email because you chose to hear of each new ${what[kind]}.`} stopWords="Change that on the desk:" stopLink={settingsLink} />
    </EmailLayout>
  ),
};
