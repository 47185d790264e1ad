import { Link, Text } from '@react-email/components';
import { ministry } from '../../src/content/ministry';
import type { EmailTemplate } from './compose';
import { brand, EmailLayout, paragraph } from './layout';
import { ActionLink } from './parts';

export interface NewsletterConfirmationProps {
  firstName: string;
  /** The confirmation page with the link's token. */
  link: string;
  days: number;
  /** The unsubscribe page with the subscriber's token (the same address as the List-Unsubscribe header's). */
  unsubscribeLink: string;
}

/** Double opt-in (decision 027): nobody is on the list until the owner of the address follows this link. */
export const newsletterConfirmation: EmailTemplate<NewsletterConfirmationProps> = {
  subject: () => `Please confirm your subscription to ${ministry.name}`,
  body: ({ firstName, link, days, unsubscribeLink }) => (
    <EmailLayout preview="One click to confirm your subscription">
      <Text style={paragraph}>Hello {firstName},</Text>
      <Text style={paragraph}>
        Thank you for signing up for the newsletter and updates of {ministry.name}. Please confirm that this is your email address: we send nothing
        more until you do. The link works for {days} days.
      </Text>
      <ActionLink label="Confirm my subscription" href={link} />
      <Text style={paragraph}>If you did not sign up, you can ignore this email: you will not be added to the list.</Text>
      <Text style={{ ...paragraph, fontSize: '14px', color: '#4a5568' }}>
        Changed your mind? Unsubscribe: <Link href={unsubscribeLink} style={{ color: brand.blue }}>{unsubscribeLink}</Link>
      </Text>
    </EmailLayout>
  ),
};
