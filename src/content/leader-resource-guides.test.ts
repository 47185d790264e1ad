import { describe, expect, it } from 'vitest';
import { findLeaderResource } from './leader-resource-guides';
import { leaderResources } from './leader-resources';

describe('the leader resources and their pages', () => {
  it('gives every resource in the list a page with its card and its guide', () => {
    // Twelve distinct ids, each one of the twelve the guides are keyed by: the list and the pages cover each other.
    expect(new Set(leaderResources.map((resource) => resource.id)).size).toBe(12);
    for (const resource of leaderResources) {
      const page = findLeaderResource(resource.id);
      expect(page).toMatchObject(resource);
      expect(page?.audience).not.toBe('');
      expect(page?.keyScriptures.length).toBeGreaterThan(0);
      expect(page?.outline.length).toBeGreaterThan(0);
      expect(page?.howToUse.length).toBeGreaterThan(0);
    }
  });

  it('has no page for an unknown slug', () => {
    expect(findLeaderResource('not-a-resource')).toBeUndefined();
    expect(findLeaderResource('toString')).toBeUndefined();
  });
});
