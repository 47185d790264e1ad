import { useCallback, useEffect, useState } from 'react';

/**
 * Which of `count` items is highlighted: the next one every `intervalMs`. Choosing an item highlights it and
 * restarts the timer, so the rotation carries on from the chosen item.
 */
export function useRotatingHighlight(count: number, intervalMs: number, paused = false) {
  const [active, setActive] = useState(0);
  // Bumped on every choice so the interval starts afresh from the chosen item.
  const [restarts, setRestarts] = useState(0);

  useEffect(() => {
    if (paused || count < 2) return undefined;
    const timer = window.setInterval(() => setActive((index) => (index + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused, restarts]);

  const highlight = useCallback((index: number) => {
    setActive(index);
    setRestarts((value) => value + 1);
  }, []);

  return { active, highlight };
}
