import { describe, expect, it } from 'vitest';
import type { RawSearch } from '@/lib/search-params';
import { authSearch, type AuthSearch } from './auth-search';

/** The search as a browser may send it: anything at all. */
const read = (search: Record<string, unknown>) => authSearch(search as RawSearch<AuthSearch>);

describe('authSearch', () => {
  it.each(['/bible-chat', '/bible-reading?planId=3', '/about#team'])('keeps the internal path %s', (redirect) => {
    expect(read({ redirect })).toEqual({ redirect, tab: undefined });
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'bible-chat', 42])(
    'drops %s',
    (redirect) => {
      expect(read({ redirect })).toEqual({ redirect: undefined, tab: undefined });
    },
  );

  it('keeps a known tab only', () => {
    expect(read({ tab: 'register' })).toEqual({ redirect: undefined, tab: 'register' });
    expect(read({ tab: 'admin' })).toEqual({ redirect: undefined, tab: undefined });
  });
});
