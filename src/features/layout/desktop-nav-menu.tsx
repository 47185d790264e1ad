import { Menu, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import type { NavItem } from '@/content/navigation';
import classes from './desktop-nav.module.css';
import { NavItemLink } from './nav-item-link';
import { useMenuKeyboard } from './use-menu-keyboard';

interface DesktopNavMenuProps {
  label: string;
  items: readonly NavItem[];
  /** The current page belongs to this section. */
  active: boolean;
}

/**
 * A top-level dropdown. Opens on hover or click, and from the keyboard with Enter, Space or ArrowDown;
 * arrows move between items, Escape closes it, returning focus to the trigger, and Tab leaves it.
 */
export function DesktopNavMenu({ label, items, active }: DesktopNavMenuProps) {
  const { opened, setOpened, targetRef, onTargetKeyDown, onDropdownKeyDown } = useMenuKeyboard();

  return (
    <Menu
      opened={opened}
      onChange={setOpened}
      trigger="click-hover"
      openDelay={60}
      closeDelay={140}
      position="bottom-start"
      offset={6}
      shadow="lg"
      radius="md"
      width={250}
      transitionProps={{ transition: 'pop-top-left', duration: 150 }}
    >
      <Menu.Target>
        <UnstyledButton
          ref={targetRef}
          className={classes.link}
          data-active={active || undefined}
          aria-current={active ? 'page' : undefined}
          onKeyDown={onTargetKeyDown}
        >
          {label}
          <IconChevronDown size={15} stroke={2} className={classes.chevron} aria-hidden="true" />
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown aria-label={label} className={classes.dropdown} onKeyDown={onDropdownKeyDown}>
        {items.map((item) => (
          <Menu.Item
            key={`${item.label}-${item.kind === 'route' ? (item.hash ?? item.search?.category ?? item.to) : item.href}`}
            component={NavItemLink}
            item={item}
            className={classes.menuItem}
            rightSection={
              item.kind === 'external' ? <IconExternalLink size={14} aria-hidden="true" className={classes.external} /> : null
            }
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
