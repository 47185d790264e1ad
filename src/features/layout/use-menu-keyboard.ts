import type { KeyboardEvent } from 'react';
import { useRef, useState } from 'react';

const TABBABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0 || element.closest('[inert], [aria-hidden="true"], [data-menu-dropdown]')) return false;
  // Hidden at this screen size (the menu button on large screens, the desktop menu on small ones).
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({ visibilityProperty: true }) : true;
}

/** The next element after `from` in the page's tab order (tabindex > 0 is not used on this site). */
export function nextTabbable(from: HTMLElement): HTMLElement | undefined {
  return Array.from(document.querySelectorAll<HTMLElement>(TABBABLE)).find(
    (element) => from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && !from.contains(element) && isTabbable(element),
  );
}

/**
 * Keyboard behaviour of a header dropdown, as the menu button pattern has it. Mantine traps focus inside an
 * open menu whose items are not tab stops, so Tab used to go nowhere. Here Tab closes the menu and moves on
 * to what follows its button, and Shift+Tab closes it and returns to the button. Escape (Mantine's) closes
 * it and returns focus to the button; ArrowDown on the button opens it.
 */
export function useMenuKeyboard() {
  const [opened, setOpened] = useState(false);
  const targetRef = useRef<HTMLButtonElement>(null);

  const onTargetKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' && !opened) {
      event.preventDefault();
      setOpened(true);
    }
  };

  const onDropdownKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const target = targetRef.current;
    if (event.key !== 'Tab' || !target) return;
    // Prevented, so Mantine's focus trap (which listens on the document) leaves this Tab alone.
    event.preventDefault();
    setOpened(false);
    const destination = event.shiftKey ? target : (nextTabbable(target) ?? target);
    // After Mantine has noted where focus was at closing: it returns focus to the button only if it is
    // still there (or lost to the page), so a move made afterwards stands.
    window.setTimeout(() => destination.focus(), 0);
  };

  return { opened, setOpened, targetRef, onTargetKeyDown, onDropdownKeyDown };
}
