import { Text } from '@react-email/components';
import { ministry } from '../../src/content/ministry';
import type { EmailTemplate } from './compose';
import { EmailLayout, paragraph } from './layout';
import { NoticeFooter, Quoted } from './parts';

export interface PrayerAnsweredProps {
  name: string;
  request: string;
  /** What the ministry wrote when it marked the request answered (the wall shows it too, for a public request). */
  praiseNote: string;
  /** The signed link that turns this request's notices off. */
  stopLink: string;
}

/** To a requester who ticked "Tell me when this prayer is answered", once, when staff mark it answered. */
export const prayerAnswered: EmailTemplate<PrayerAnsweredProps> = {
  subject: () => 'Your prayer request was marked answered',
  body: ({ name, request, praiseNote, stopLink }) => (
    <EmailLayout preview={praiseNote.slice(0, 120)}>
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>Our prayer team has marked your prayer request answered, and wrote:</Text>
      <Quoted text={praiseNote} />
      <Text style={paragraph}>You asked us:</Text>
      <Quoted text={request} />
      <Text style={paragraph}>We rejoice with you. Thank you for letting us pray with you. {ministry.name}</Text>
      <NoticeFooter why="You get this email because you asked to be told about this prayer request." stopWords="To hear no more about it:" stopLink={stopLink} />
    </EmailLayout>
  ),
};
