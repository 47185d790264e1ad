import { Text } from '@react-email/components';
import type { EmailTemplate } from './compose';
import { EmailLayout, paragraph } from './layout';
import { LinkLine, NoticeFooter, Quoted } from './parts';

export interface StaffPrayerNoticeProps {
  name: string;
  request: string;
  /** Private requests are never on the wall; staff read them here and on the desk. */
  isPrivate: boolean;
  prayersLink: string;
  settingsLink: string;
}

/** Tells a member of staff who chose "at once" that a prayer request arrived (private ones too). */
export const staffPrayerNotice: EmailTemplate<StaffPrayerNoticeProps> = {
  subject: ({ name, isPrivate }) => `New ${isPrivate ? 'private ' : ''}prayer request from ${name}`,
  body: ({ name, request, isPrivate, prayersLink, settingsLink }) => (
    <EmailLayout preview={`${name} asked for prayer`}>
      <Text style={paragraph}>
        {name} asked for prayer{isPrivate ? ' (a private request: only staff see it, never the wall)' : ''}:
      </Text>
      <Quoted text={request} />
      <LinkLine words="See it on the desk:" href={prayersLink} />
      <NoticeFooter why="You get this email because you chose to hear of each new prayer request at once." stopWords="Change that on the desk:" stopLink={settingsLink} />
    </EmailLayout>
  ),
};
