import { describe, expect, it } from 'vitest';
import { hydrationTurn, whenHydrated } from './hydration';

/** Waits for `count` tasks (each a message, as the turns are). */
const tasks = async (count: number) => {
  for (let index = 0; index < count; index += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('hydration in turns', () => {
  it('opens one turn per task, in the order the parts asked, and says when all are done', async () => {
    const opened: string[] = [];
    const header = hydrationTurn();
    const hero = hydrationTurn();
    const footer = hydrationTurn();
    let drained = false;
    void whenHydrated().then(() => (drained = true));
    for (const [name, turn] of [['header', header], ['hero', hero], ['footer', footer]] as const) {
      expect(turn).toBeInstanceOf(Promise);
      void turn?.then(() => {
        opened.push(name);
        // The part that was let through renders in this task: it is not sent back to wait.
        expect(hydrationTurn()).toBeUndefined();
        // The next part waits for a task of its own.
        const sameTask = [...opened];
        queueMicrotask(() => expect(opened).toEqual(sameTask));
      });
    }
    expect(opened).toEqual([]);

    await expect.poll(() => opened).toEqual(['header', 'hero', 'footer']);
    await expect.poll(() => drained).toBe(true);
    await tasks(2);
    // Nothing waits now: a part that asks again waits for a turn of its own, and hydration is done.
    await expect(whenHydrated()).resolves.toBeUndefined();
  });

  it('is done at once when no part waits', async () => {
    await expect(whenHydrated()).resolves.toBeUndefined();
  });
});
