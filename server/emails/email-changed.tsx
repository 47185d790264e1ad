import { Link, Text } from '@react-email/components';
import { ministry } from '../../src/content/ministry';
import type { EmailTemplate } from './compose';
import { brand, EmailLayout, paragraph } from './layout';

export interface EmailChangedProps {
  username: string;
  /** The new address, partly hidden (r***@example.org): the old mailbox may no longer be the member's own. */
  newAddressHint: string;
}

/** Sent to the old address once a new one is confirmed, so a change the member did not make is noticed. */
export const emailChanged: EmailTemplate<EmailChangedProps> = {
  subject: () => `The email address on your ${ministry.name} account was changed`,
  body: ({ username, newAddressHint }) => (
    <EmailLayout preview="Your account now uses another email address">
      <Text style={paragraph}>Hello {username},</Text>
      <Text style={paragraph}>
        The email address on your {ministry.name} account was changed to {newAddressHint}. Messages for your account now go there,
        and this address will not receive them any more.
      </Text>
      <Text style={paragraph}>
        If you made this change, there is nothing more to do. If you did not, please write to us at{' '}
        <Link href={`mailto:${ministry.email}`} style={{ color: brand.blue }}>
          {ministry.email}
        </Link>{' '}
        straight away.
      </Text>
    </EmailLayout>
  ),
};
