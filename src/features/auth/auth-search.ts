import { internalPath, oneOf, type RawSearch } from '@/lib/search-params';

export const authTabs = ['login', 'register'] as const;
export type AuthTab = (typeof authTabs)[number];

export interface AuthSearch {
  /** Where to go after signing in: only a path on this site (see internalPath), never an open redirect. */
  redirect?: string;
  tab?: AuthTab;
}

export function authSearch(search: RawSearch<AuthSearch>): AuthSearch {
  return { redirect: internalPath(search.redirect), tab: oneOf(authTabs, search.tab) };
}
