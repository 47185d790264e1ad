import { useLocation } from '@tanstack/react-router';
import { mainNavigation } from '@/content/navigation';
import { DesktopNavMenu } from './desktop-nav-menu';
import classes from './desktop-nav.module.css';
import { isEntryActive } from './nav-active';
import { NavItemLink } from './nav-item-link';

/** Large screens: the top-level links, with About, Teachings and Media as dropdowns. */
export function DesktopNav() {
  const pathname = useLocation({ select: (location) => location.pathname });

  return (
    <nav aria-label="Main" className={classes.nav}>
      <ul className={classes.list}>
        {mainNavigation.map((entry) => {
          const active = isEntryActive(pathname, entry);
          return entry.kind === 'link' ? (
            <li key={entry.item.label}>
              <NavItemLink
                item={entry.item}
                className={classes.link}
                data-active={active || undefined}
                aria-current={active ? 'page' : undefined}
              />
            </li>
          ) : (
            <DesktopNavMenu key={entry.id} label={entry.label} items={entry.items} active={active} />
          );
        })}
      </ul>
    </nav>
  );
}
