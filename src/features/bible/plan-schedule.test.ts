import { describe, expect, it } from 'vitest';
import { daysBetween, planNeighbours, planStanding, type PlanShape } from './plan-schedule';

const john = (chapter: number) => ({ book: 'John', chapter });
// Three days: John 1-2, John 3, John 4-5.
const plan: PlanShape = { days: [[john(1), john(2)], [john(3)], [john(4), john(5)]], chapters: [1, 2, 3, 4, 5].map(john) };
const started = new Date(2026, 10, 20, 21, 0);

describe('where a member stands in a plan', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(daysBetween(started, new Date(2026, 10, 20, 23, 59))).toBe(0);
    expect(daysBetween(started, new Date(2026, 10, 21, 0, 5))).toBe(1);
  });

  it("gives the day, today's reading and the next unread chapter", () => {
    const standing = planStanding(plan, [john(1)], started, new Date(2026, 10, 20, 22, 0));
    expect(standing).toMatchObject({ day: 1, totalDays: 3, todaysReading: [john(1), john(2)], daysBehind: 0, nextUnread: john(2), readCount: 1, progress: 20 });
  });

  it('says how many earlier days are unfinished, and never runs past the last day', () => {
    expect(planStanding(plan, [john(1)], started, new Date(2026, 10, 22, 9, 0))).toMatchObject({ day: 3, daysBehind: 2, todaysReading: [john(4), john(5)] });
    expect(planStanding(plan, [john(1), john(2)], started, new Date(2026, 11, 25))).toMatchObject({ day: 3, daysBehind: 1, nextUnread: john(3) });
  });

  it('is done when every chapter is read', () => {
    expect(planStanding(plan, plan.chapters, started, new Date(2026, 10, 22))).toMatchObject({ nextUnread: null, progress: 100, daysBehind: 0 });
  });

  it('steps within the plan, and stops at its ends', () => {
    expect(planNeighbours(plan, john(3))).toEqual({ previous: john(2), next: john(4) });
    expect(planNeighbours(plan, john(1)).previous).toBeNull();
    expect(planNeighbours(plan, john(5)).next).toBeNull();
  });
});
