import { Text } from '@react-email/components';
import type { EmailTemplate } from './compose';
import { EmailLayout, paragraph } from './layout';
import { dayText, LinkLine, NoticeFooter, Quoted } from './parts';

export interface StaffPrayerDigestProps {
  /** The (UTC) day the requests were sent. */
  day: Date;
  /** That day's requests, in the order they came, private ones too (the first few hundred). */
  requests: { name: string; request: string; isPrivate: boolean }[];
  /** How many came that day (more than are listed, on a very busy day). */
  total: number;
  prayersLink: string;
  settingsLink: string;
}

const count = (n: number) => `${n} prayer ${n === 1 ? 'request' : 'requests'}`;

/** One email a day to a member of staff who chose the digest: the previous day's prayer requests, all of them. */
export const staffPrayerDigest: EmailTemplate<StaffPrayerDigestProps> = {
  subject: ({ day, total }) => `${count(total)} on ${dayText(day)}`,
  body: ({ day, requests, total, prayersLink, settingsLink }) => (
    <EmailLayout preview={`${count(total)} came in on ${dayText(day)}`}>
      <Text style={paragraph}>
        {count(total)} came in on {dayText(day)} (UTC){total > requests.length ? `; the first ${requests.length} are below` : ''}:
      </Text>
      {requests.map((request, index) => (
        <div key={index}>
          <Text style={{ ...paragraph, fontWeight: 600, marginBottom: 0 }}>
            {index + 1}. {request.name}
            {request.isPrivate ? ' (private: only staff see it)' : ''}
          </Text>
          <Quoted text={request.request} />
        </div>
      ))}
      <LinkLine words="See them on the desk:" href={prayersLink} />
      <NoticeFooter why="You get this email because you chose a daily digest of prayer requests." stopWords="Change that on the desk:" stopLink={settingsLink} />
    </EmailLayout>
  ),
};
