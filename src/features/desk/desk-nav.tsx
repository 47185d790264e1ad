import type { UserRole } from '@server/contracts/accounts';
import { Badge, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { formatUnreadCount, useDeskUnreadCount } from '@/lib/desk-unread-count';
import classes from './desk-nav.module.css';
import { isDeskAdmin } from './desk-search';
import { deskSections } from './desk-sections';

/** The desk's own navigation: its pages, the current one marked (aria-current), and the inbox's unread count. */
export function DeskNav({ role }: { role: UserRole }) {
  const unread = useDeskUnreadCount(true);
  const sections = deskSections.filter((section) => !section.adminOnly || isDeskAdmin(role));
  return (
    <nav aria-label="Desk" className={classes.nav}>
      <ul className={classes.list}>
        {sections.map((section) => (
          <li key={section.to}>
            {/* The router marks the current page's link with aria-current="page"; a filter in the search keeps it. */}
            <Link to={section.to} className={classes.link} activeOptions={{ exact: section.exact, includeSearch: false }}>
              {section.label}
              {section.to === '/desk' && unread ? (
                <Badge size="sm" radius="xl" color="covenant" c="white">
                  {formatUnreadCount(unread)} <VisuallyHidden>new</VisuallyHidden>
                </Badge>
              ) : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
