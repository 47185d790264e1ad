import { useEffect, useRef } from 'react';

/** True when the key belongs to something the person is typing in or choosing from. */
function isInField(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  return target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="listbox"], [role="slider"], [role="radiogroup"]') !== null;
}

/**
 * ← and → turn to the previous and next chapter, unless focus is in a field (where the arrows move the
 * caret or the choice) or a modifier is held (Alt+← is the browser's Back).
 */
export function useChapterArrowKeys(onPrevious: (() => void) | null, onNext: (() => void) | null) {
  const handlers = useRef({ onPrevious, onNext });
  useEffect(() => {
    handlers.current = { onPrevious, onNext };
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isInField(event.target)) return;
      const turn = event.key === 'ArrowLeft' ? handlers.current.onPrevious : event.key === 'ArrowRight' ? handlers.current.onNext : null;
      if (!turn) return;
      event.preventDefault();
      turn();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
