import type { MainNavEntry } from '@/content/navigation';

/** Whether a nav path is the current page or an ancestor of it ('/' only matches itself). */
export function isPathActive(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/** A top-level entry is current when its link, or any link of its section, matches the path. */
export function isEntryActive(pathname: string, entry: MainNavEntry): boolean {
  if (entry.kind === 'link') return isPathActive(pathname, entry.item.to);
  return entry.items.some((item) => item.kind === 'route' && isPathActive(pathname, item.to));
}
