import { useCallback, useEffect, useRef, type RefObject } from 'react';

/** Marks the button that takes focus when a neighbouring row is removed: `{...{ [FOCUS_AFTER_REMOVAL]: true }}`. */
export const FOCUS_AFTER_REMOVAL = 'data-focus-after-removal';

/**
 * Keeps the keyboard in the list when a row is removed: once the list has re-rendered without it, focus moves
 * to the marked button of the row that took its place (or the new last row), or to `fallback` when the list is
 * empty. Call `focusAfterRemoving(index)` as the row goes.
 */
export function useFocusAfterRemoval<Row>(rows: readonly Row[] | undefined, fallback: RefObject<HTMLElement | null>) {
  const list = useRef<HTMLElement | null>(null);
  const removedIndex = useRef<number | null>(null);

  useEffect(() => {
    const index = removedIndex.current;
    if (index === null) return;
    removedIndex.current = null;
    const buttons = list.current?.querySelectorAll<HTMLElement>(`[${FOCUS_AFTER_REMOVAL}]`) ?? [];
    const next = buttons[Math.min(index, buttons.length - 1)] ?? fallback.current;
    next?.focus();
  }, [rows, fallback]);

  // A callback, so it fits whichever element draws the list.
  const listRef = useCallback((element: HTMLElement | null) => {
    list.current = element;
  }, []);

  return {
    listRef,
    focusAfterRemoving: (index: number) => {
      removedIndex.current = index;
    },
  };
}
