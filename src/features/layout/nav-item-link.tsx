import { Link } from '@tanstack/react-router';
import type { ComponentPropsWithRef } from 'react';
import type { NavItem } from '@/content/navigation';
import { newTabDescription } from '@/components/new-tab-hint';

type NavItemLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  item: NavItem;
};

/**
 * One navigation item as an anchor: a router link for our pages, a plain link for other sites (in a new
 * tab, without giving the new page a handle on ours). Accepts the props Mantine passes to a `component`.
 */
export function NavItemLink({ item, children, ...anchorProps }: NavItemLinkProps) {
  const content = children ?? item.label;
  if (item.kind === 'external') {
    return (
      <a
        {...anchorProps}
        href={item.href}
        {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer', ...newTabDescription } : {})}
      >
        {content}
      </a>
    );
  }
  return (
    <Link
      {...anchorProps}
      to={item.to}
      hash={item.hash}
      search={item.search}
      activeOptions={{ exact: item.exact ?? false, includeHash: item.hash !== undefined }}
    >
      {content}
    </Link>
  );
}
