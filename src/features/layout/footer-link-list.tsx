import { Title } from '@mantine/core';
import { useId } from 'react';
import type { NavItem } from '@/content/navigation';
import { NavItemLink } from './nav-item-link';
import classes from './site-footer.module.css';

interface FooterLinkListProps {
  title: string;
  items: readonly NavItem[];
}

/** A titled column of footer links. */
export function FooterLinkList({ title, items }: FooterLinkListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} id={headingId} className={classes.heading}>
        {title}
      </Title>
      <ul className={classes.list}>
        {items.map((item) => (
          <li key={`${item.label}-${item.kind === 'route' ? (item.hash ?? item.search?.category ?? item.to) : item.href}`}>
            <NavItemLink item={item} className={classes.link} />
          </li>
        ))}
      </ul>
    </section>
  );
}
