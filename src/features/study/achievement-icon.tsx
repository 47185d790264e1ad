import type { AchievementView } from '@server/contracts/study';
import { IconAward, IconBook, IconBook2, IconCalendar, IconCircleCheck, IconTarget, IconTrophy, type Icon } from '@tabler/icons-react';

// The catalogue names its icons (members.md section 2); Tabler's "book" is an open book and "book-2" a
// closed one, so they take the catalogue's "book-open" and "book" in that order.
const icons: Record<AchievementView['icon'], Icon> = {
  award: IconAward,
  calendar: IconCalendar,
  book: IconBook2,
  'book-open': IconBook,
  trophy: IconTrophy,
  target: IconTarget,
  'check-circle': IconCircleCheck,
};

/** The achievement's icon: decoration, since its name and type are written beside it. */
export function AchievementIcon({ name, size = 24 }: { name: AchievementView['icon']; size?: number }) {
  const Drawn = icons[name];
  return <Drawn size={size} aria-hidden="true" data-icon={name} />;
}
