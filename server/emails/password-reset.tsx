import { Text } from '@react-email/components';
import { ministry } from '../../src/content/ministry';
import type { EmailTemplate } from './compose';
import { EmailLayout, paragraph } from './layout';
import { ActionLink } from './parts';

export interface PasswordResetProps {
  username: string;
  /** The reset page with the link's token. */
  link: string;
  minutes: number;
}

/**
 * The link that sets a new password for a member who forgot theirs (decision 026). Its body is a credential:
 * the outbox clears it once the message has left, and the desk never shows it.
 */
export const passwordReset: EmailTemplate<PasswordResetProps> = {
  subject: () => `Reset your ${ministry.name} password`,
  body: ({ username, link, minutes }) => (
    <EmailLayout preview="A link to choose a new password">
      <Text style={paragraph}>Hello {username},</Text>
      <Text style={paragraph}>
        Someone asked to reset the password of your {ministry.name} account. To choose a new password, open the link below. It works
        once, for {minutes} minutes, and it does not sign you in: you sign in with the new password afterwards.
      </Text>
      <ActionLink label="Choose a new password" href={link} />
      <Text style={paragraph}>If you did not ask for this, you can ignore this email: your password stays as it is.</Text>
    </EmailLayout>
  ),
};
