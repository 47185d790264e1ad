import { Text } from '@react-email/components';
import { ministry } from '../../src/content/ministry';
import type { EmailTemplate } from './compose';
import { EmailLayout, paragraph } from './layout';
import { Quoted, timeText, TypedText } from './parts';

export interface InboxReplyProps {
  /** The subject staff wrote (prefilled "Re: ..."). */
  subject: string;
  /** The reply, as staff typed it. */
  body: string;
  /** What it answers: the sender's own words and when they sent them. */
  original: { body: string; sentAt: Date };
}

/**
 * A reply from the desk's inbox to the sender of a contact message or resource request: staff's words, then what
 * it answers. It comes from the ministry, and an answer to it goes to the ministry's address (Reply-To).
 */
export const inboxReply: EmailTemplate<InboxReplyProps> = {
  subject: ({ subject }) => subject,
  body: ({ body, original }) => (
    <EmailLayout preview={body.slice(0, 120)}>
      <TypedText text={body} />
      <Text style={paragraph}>{ministry.name}</Text>
      <Text style={{ ...paragraph, fontSize: '14px' }}>On {timeText(original.sentAt)} you wrote:</Text>
      <Quoted text={original.body} />
    </EmailLayout>
  ),
};
