// To a donor whose recurring gift's charge was declined: which gift, why, what happens next (another try, or the
// gift paused after the last), and where to update the card.
import { Text } from '@react-email/components';
import { ministry } from '../../src/content/ministry';
import type { EmailTemplate } from './compose';
import { EmailLayout, paragraph } from './layout';
import { ActionLink } from './parts';
import { amountText, receiptTime } from './receipt';

export interface GiftDeclinedProps {
  name: string;
  amountCents: number;
  currency: string;
  fund: string;
  /** What the card's bank said. */
  reason: string;
  /** No more tries: the gift is paused (the app's schedule) or left unpaid (Stripe) until the card is updated. */
  stopped: boolean;
  nextAttemptAt: Date | null;
  /** /account, where the gift and its card are managed. */
  accountLink: string;
}

export const giftDeclined: EmailTemplate<GiftDeclinedProps> = {
  subject: ({ stopped }) => (stopped ? 'Your recurring gift is on hold: please update your card' : 'Your recurring gift could not be charged'),
  body: ({ name, amountCents, currency, fund, reason, stopped, nextAttemptAt, accountLink }) => (
    <EmailLayout preview={`Your ${amountText(amountCents, currency)} gift to ${fund} did not go through.`}>
      <Text style={paragraph}>Dear {name},</Text>
      <Text style={paragraph}>
        Your recurring gift of {amountText(amountCents, currency)} to {fund} could not be charged. The card&apos;s bank said: {reason}
      </Text>
      <Text style={paragraph}>
        {stopped
          ? 'We have tried it several times and will not try again until you update your card. Nothing more will be charged until then.'
          : nextAttemptAt
            ? `We will try again on ${receiptTime(nextAttemptAt, 'UTC')}. If the card has changed, please update it before then.`
            : 'We will try again shortly. If the card has changed, please update it.'}
      </Text>
      <ActionLink label="Update your card" href={accountLink} />
      <Text style={paragraph}>Thank you for giving to {ministry.name}.</Text>
    </EmailLayout>
  ),
};
