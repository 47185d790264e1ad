import { lazy } from 'react';
import type { DeskPages } from './desk-pages';

/** The desk's pages, one chunk for all of them (see desk-pages.tsx); the desk's layout starts it on the way in. */
export const loadDeskPages = () => import('./desk-pages');

/** One of the desk's pages, for its route to draw; it suspends until the desk's chunk is in. */
export function lazyDeskPage<Name extends keyof DeskPages>(name: Name) {
  return lazy(async () => ({ default: (await loadDeskPages()).deskPages[name] }));
}
