import { Collapse, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { NavItem } from '@/content/navigation';
import classes from './mobile-menu.module.css';
import { NavItemLink } from './nav-item-link';

interface MobileMenuSectionProps {
  label: string;
  items: readonly NavItem[];
  active: boolean;
  onNavigate: () => void;
}

/** One expandable group of the side menu (About, Teachings, Media); each opens on its own. */
export function MobileMenuSection({ label, items, active, onNavigate }: MobileMenuSectionProps) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();

  return (
    <>
      <UnstyledButton
        className={classes.link}
        data-active={active || undefined}
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
      >
        <span>{label}</span>
        <IconChevronDown size={18} aria-hidden="true" className={classes.chevron} data-expanded={expanded || undefined} />
      </UnstyledButton>
      <Collapse expanded={expanded} id={panelId} keepMountedMode="display-none">
        <ul className={classes.subList}>
          {items.map((item) => (
            <li key={`${item.label}-${item.kind === 'route' ? (item.hash ?? item.search?.category ?? item.to) : item.href}`}>
              <NavItemLink item={item} className={classes.subLink} onClick={onNavigate}>
                {item.label}
                {item.kind === 'external' ? <IconExternalLink size={14} aria-hidden="true" /> : null}
              </NavItemLink>
            </li>
          ))}
        </ul>
      </Collapse>
    </>
  );
}
