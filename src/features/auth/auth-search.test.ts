import { describe, expect, it } from 'vitest';
import { authSearch } from './auth-search';

describe('authSearch', () => {
  it.each(['/bible-chat', '/bible-reading?planId=3', '/about#team'])('keeps the internal path %s', (redirect) => {
    expect(authSearch.parse({ redirect })).toEqual({ redirect });
  });

  it.each(['https://evil.example', '//evil.example', '/\\evil.example', 'bible-chat', 42])(
    'drops %s',
    (redirect) => {
      expect(authSearch.parse({ redirect })).toEqual({ redirect: undefined });
    },
  );
});
