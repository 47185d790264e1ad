import { Link, Text } from '@react-email/components';
import { ministry } from '../../src/content/ministry';
import type { EmailTemplate } from './compose';
import { brand, EmailLayout, paragraph } from './layout';

export interface PasswordChangedProps {
  username: string;
  /** How it was changed: through a reset link, or on the account page with the current password. */
  how: 'reset' | 'account';
  /** The page that sends a reset link, for a member who did not make the change. */
  forgotPasswordLink: string;
}

/** Sent to the confirmed address once a password is changed, so a change the member did not make is noticed. */
export const passwordChanged: EmailTemplate<PasswordChangedProps> = {
  subject: () => `Your ${ministry.name} password was changed`,
  body: ({ username, how, forgotPasswordLink }) => (
    <EmailLayout preview="The password of your account was changed">
      <Text style={paragraph}>Hello {username},</Text>
      <Text style={paragraph}>
        {how === 'reset'
          ? `The password of your ${ministry.name} account was changed through a password reset link. Every device that was signed in has been signed out.`
          : `The password of your ${ministry.name} account was changed on your account page. Every other device that was signed in has been signed out.`}
      </Text>
      <Text style={paragraph}>
        If you made this change, there is nothing more to do. If you did not, please choose a new password straight away at{' '}
        <Link href={forgotPasswordLink} style={{ color: brand.blue }}>
          {forgotPasswordLink}
        </Link>{' '}
        and write to us at{' '}
        <Link href={`mailto:${ministry.email}`} style={{ color: brand.blue }}>
          {ministry.email}
        </Link>
        .
      </Text>
    </EmailLayout>
  ),
};
