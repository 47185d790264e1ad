// Where a member stands in a reading plan, from the plan's day-by-day chapters, the chapters they have
// read and the day they started: the day of the plan it is today, what today's reading covers, how many
// days behind they are, and the chapter to open next. Pure, so it is tested without a screen.
import type { ChapterPlace } from './bible-places';

export interface PlanShape {
  chapters: ChapterPlace[];
  days: ChapterPlace[][];
}

const key = (place: ChapterPlace) => `${place.book} ${place.chapter}`;
export const samePlace = (a: ChapterPlace, b: ChapterPlace) => a.book === b.book && a.chapter === b.chapter;

/** Whole calendar days from `start` to `today` in the browser's zone (0 on the day it started). */
export function daysBetween(start: Date, today: Date): number {
  const startDay = Date.UTC(start.getFullYear(), start.getMonth(), start.getDate());
  const todayDay = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return Math.round((todayDay - startDay) / 86_400_000);
}

export interface PlanStanding {
  /** 1-based, never past the plan's last day. */
  day: number;
  totalDays: number;
  todaysReading: ChapterPlace[];
  /** Earlier days of the plan with a chapter still unread. */
  daysBehind: number;
  /** The first chapter in the plan's order not yet read; null when all are. */
  nextUnread: ChapterPlace | null;
  readCount: number;
  totalChapters: number;
  /** The rounded percent of the plan's chapters read (members.md section 4). */
  progress: number;
}

export function planStanding(plan: PlanShape, read: readonly ChapterPlace[], startedAt: Date, today: Date): PlanStanding {
  const done = new Set(read.map(key));
  const totalDays = plan.days.length;
  const day = Math.min(Math.max(daysBetween(startedAt, today) + 1, 1), totalDays);
  const readCount = plan.chapters.filter((place) => done.has(key(place))).length;
  return {
    day,
    totalDays,
    todaysReading: plan.days[day - 1] ?? [],
    daysBehind: plan.days.slice(0, day - 1).filter((chapters) => chapters.some((place) => !done.has(key(place)))).length,
    nextUnread: plan.chapters.find((place) => !done.has(key(place))) ?? null,
    readCount,
    totalChapters: plan.chapters.length,
    progress: plan.chapters.length === 0 ? 0 : Math.round((readCount / plan.chapters.length) * 100),
  };
}

/** The chapters before and after `place` in the plan's order (null at either end, or when it is not in the plan). */
export function planNeighbours(plan: PlanShape, place: ChapterPlace): { previous: ChapterPlace | null; next: ChapterPlace | null } {
  const index = plan.chapters.findIndex((chapter) => samePlace(chapter, place));
  if (index < 0) return { previous: null, next: plan.chapters[0] ?? null };
  return { previous: plan.chapters[index - 1] ?? null, next: plan.chapters[index + 1] ?? null };
}
