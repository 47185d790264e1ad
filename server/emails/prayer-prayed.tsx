import { Text } from '@react-email/components';
import type { EmailTemplate } from './compose';
import { EmailLayout, paragraph } from './layout';
import { NoticeFooter, Quoted } from './parts';

export interface PrayerPrayedProps {
  name: string;
  request: string;
  /** How many times visitors have said "I prayed" for it so far. */
  prayedCount: number;
  stopLink: string;
}

const times = (n: number) => (n === 1 ? 'once' : `${n} times`);

/** To a requester who asked to hear when someone prays: at most one a day per request (never who prayed). */
export const prayerPrayed: EmailTemplate<PrayerPrayedProps> = {
  subject: () => 'Someone prayed for your request today',
  body: ({ name, request, prayedCount, stopLink }) => (
    <EmailLayout preview="Someone pressed I prayed for your request on our prayer wall">
      <Text style={paragraph}>Hello {name},</Text>
      <Text style={paragraph}>
        Someone prayed for your request on our prayer wall today. It has been prayed for {times(prayedCount)} so far.
      </Text>
      <Quoted text={request} />
      <Text style={paragraph}>We send at most one of these emails a day.</Text>
      <NoticeFooter why="You get this email because you asked to hear when someone prays for this request." stopWords="To hear no more about it:" stopLink={stopLink} />
    </EmailLayout>
  ),
};
