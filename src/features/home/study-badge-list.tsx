import { Text, ThemeIcon, Title } from '@mantine/core';
import { IconAward } from '@tabler/icons-react';
import { studyBadges } from '@/content/study-promo';
import classes from './study-promo.module.css';

/** The five badges a reader can earn in the Bible Study Hub. */
export function StudyBadgeList() {
  return (
    <div className={classes.badges}>
      <Title order={3} className={classes.badgesTitle}>
        Badges you can earn
      </Title>
      <ul className={classes.badgeList}>
        {studyBadges.map((badge) => (
          <li key={badge.id} className={classes.badge}>
            <ThemeIcon size={32} radius="xl" color="gold.4" c="covenant.9" aria-hidden="true">
              <IconAward size={18} />
            </ThemeIcon>
            <div>
              <Text fw={700} size="sm" c="covenant.9">
                {badge.name}
              </Text>
              <Text size="xs" c="gray.7">
                {badge.description}
              </Text>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
