import { List, ThemeIcon, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { samePlace } from './plan-schedule';
import type { ChapterPlace } from './bible-places';
import classes from './bible-reader.module.css';

interface PlanChapterListProps {
  chapters: ChapterPlace[];
  read: readonly ChapterPlace[];
  current: ChapterPlace;
  onGo: (place: ChapterPlace) => void;
}

/** The plan's chapters in order, read ones checked, the one on screen marked as current. */
export function PlanChapterList({ chapters, read, current, onGo }: PlanChapterListProps) {
  return (
    <nav aria-labelledby="plan-chapters-title">
      <h2 id="plan-chapters-title" className={classes.sideHeading}>
        Chapters in this plan
      </h2>
      <List listStyleType="none" spacing={4} className={classes.planList}>
        {chapters.map((place) => {
          const isRead = read.some((chapter) => samePlace(chapter, place));
          const isCurrent = samePlace(place, current);
          return (
            <List.Item key={`${place.book} ${place.chapter}`}>
              <UnstyledButton
                className={classes.planChapter}
                data-current={isCurrent || undefined}
                aria-current={isCurrent ? 'page' : undefined}
                onClick={() => onGo(place)}
              >
                <ThemeIcon size="sm" radius="xl" color={isRead ? 'teal' : 'gray'} variant={isRead ? 'filled' : 'light'} aria-hidden="true">
                  {isRead ? <IconCheck size={12} /> : null}
                </ThemeIcon>
                <span>
                  {place.book} {place.chapter}
                  {isRead && <VisuallyHidden>, read</VisuallyHidden>}
                </span>
              </UnstyledButton>
            </List.Item>
          );
        })}
      </List>
    </nav>
  );
}
