import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { NavItem } from '@/content/navigation';
import classes from './desktop-nav.module.css';
import { NavItemLink } from './nav-item-link';
import { nextTabbable } from './use-menu-keyboard';

interface DesktopNavMenuProps {
  label: string;
  items: readonly NavItem[];
  /** The current page belongs to this section. */
  active: boolean;
}

const OPEN_DELAY_MS = 60;
const CLOSE_DELAY_MS = 140;

const menuItems = (menu: HTMLElement | null) => Array.from(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

/** Focuses the item at `index` (negative counts from the end). */
function focusItem(menu: HTMLElement | null, index: number) {
  menuItems(menu).at(index)?.focus();
}

/**
 * A top-level dropdown, as the menu button pattern has it. Opens on hover or click, and from the keyboard
 * with Enter, Space or ArrowDown (ArrowUp opens it on its last item); arrows, Home and End move between
 * items, Escape closes it and returns focus to the button, Tab closes it and moves on to what follows the
 * button, Shift+Tab returns to the button.
 * Written out rather than Mantine's Menu: that brought floating positioning, the popover, focus trap and
 * input machinery (about 25 kB gzip) into the JavaScript every page loads first (decision 013), for a list
 * that CSS places under its button.
 */
export function DesktopNavMenu({ label, items, active }: DesktopNavMenuProps) {
  const [opened, setOpened] = useState(false);
  const rootRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  // Which item to focus once the list is on screen: none when it opened under the pointer.
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  // Opened by hovering: a click on the button then keeps it open instead of closing it.
  const openedByHover = useRef(false);
  const hoverTimer = useRef<number | undefined>(undefined);
  const menuId = useId();

  const open = (focus: 'first' | 'last' | null) => {
    window.clearTimeout(hoverTimer.current);
    openedByHover.current = focus === null && (openedByHover.current || !opened);
    focusOnOpen.current = focus;
    setOpened(true);
    if (opened && focus) focusItem(menuRef.current, focus === 'first' ? 0 : -1);
  };

  const close = (returnFocus = false) => {
    window.clearTimeout(hoverTimer.current);
    setOpened(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!opened) return;
    if (focusOnOpen.current) focusItem(menuRef.current, focusOnOpen.current === 'first' ? 0 : -1);
    focusOnOpen.current = null;
    // A press anywhere else closes it.
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [opened]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const hover = (next: boolean) => {
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => (next ? open(null) : close()), next ? OPEN_DELAY_MS : CLOSE_DELAY_MS);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      open(event.key === 'ArrowDown' ? 'first' : 'last');
    } else if (event.key === 'Escape' && opened) {
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = menuItems(menuRef.current);
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: list.length - 1 };
    const to = moves[event.key];
    if (to !== undefined) {
      event.preventDefault();
      focusItem(menuRef.current, (to + list.length) % list.length);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      const button = buttonRef.current;
      if (!button) return;
      event.preventDefault();
      close();
      (event.shiftKey ? button : (nextTabbable(button) ?? button)).focus();
    }
  };

  // Focus gone elsewhere in the page (a click, a screen reader's jump) closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (opened && !rootRef.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) close();
  };

  return (
    <li
      ref={rootRef}
      className={classes.menuRoot}
      onPointerEnter={(event) => event.pointerType === 'mouse' && hover(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && hover(false)}
      onBlur={onBlur}
    >
      <button
        ref={buttonRef}
        type="button"
        className={classes.link}
        data-active={active || undefined}
        data-expanded={opened || undefined}
        aria-current={active ? 'page' : undefined}
        aria-haspopup="menu"
        aria-expanded={opened}
        aria-controls={opened ? menuId : undefined}
        onClick={() => (opened && !openedByHover.current ? close() : open('first'))}
        onKeyDown={onButtonKeyDown}
      >
        {label}
        <IconChevronDown size={15} stroke={2} className={classes.chevron} aria-hidden="true" />
      </button>
      {opened && (
        <div ref={menuRef} id={menuId} role="menu" aria-label={label} className={classes.dropdown} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <NavItemLink
              key={`${item.label}-${item.kind === 'route' ? (item.hash ?? item.search?.category ?? item.to) : item.href}`}
              item={item}
              role="menuitem"
              tabIndex={-1}
              className={classes.menuItem}
              onClick={() => close()}
            >
              <span>{item.label}</span>
              {item.kind === 'external' ? <IconExternalLink size={14} aria-hidden="true" className={classes.external} /> : null}
            </NavItemLink>
          ))}
        </div>
      )}
    </li>
  );
}
