import { Text } from '@react-email/components';
import { ministry } from '../../src/content/ministry';
import type { EmailTemplate } from './compose';
import { EmailLayout, paragraph } from './layout';
import { ActionLink } from './parts';

export interface ConfirmEmailProps {
  username: string;
  /** The confirmation page with the link's token. */
  link: string;
  hours: number;
  /** True when it is to replace the address already confirmed on the account. */
  replacing: boolean;
}

/** The link that puts an email address on a member's account: the first message through the outbox. */
export const confirmEmail: EmailTemplate<ConfirmEmailProps> = {
  subject: () => `Confirm your email address for ${ministry.name}`,
  body: ({ username, link, hours, replacing }) => (
    <EmailLayout preview="Confirm the email address on your account">
      <Text style={paragraph}>Hello {username},</Text>
      <Text style={paragraph}>
        {replacing
          ? `Please confirm that this is the new email address for your ${ministry.name} account.`
          : `Please confirm that this is the email address for your ${ministry.name} account.`}{' '}
        The link works once, for {hours} hours.
      </Text>
      <ActionLink label="Confirm my email address" href={link} />
      <Text style={paragraph}>If you did not ask for this, you can ignore this email: nothing changes until the link is opened.</Text>
    </EmailLayout>
  ),
};
