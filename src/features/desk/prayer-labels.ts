import type { PrayerWallStatus } from '@server/contracts/desk';
import type { DeskPrayerFilter } from './desk-search';

export const prayerFilterLabels: Record<DeskPrayerFilter, string> = {
  all: 'All requests',
  on_wall: 'On the wall',
  awaiting_approval: 'Awaiting approval',
  expired: 'Expired',
  private: 'Private',
  hidden: 'Hidden',
};

export const prayerStatusLabels: Record<PrayerWallStatus, string> = {
  on_wall: 'On the wall',
  awaiting_approval: 'Awaiting approval',
  expired: 'Expired',
  private: 'Private',
  hidden: 'Hidden',
};

/** Filled badges whose text keeps 4.5:1 on them (as the inbox's). */
export const prayerStatusBadges: Record<PrayerWallStatus, { color: string; c: string }> = {
  on_wall: { color: 'covenant', c: 'white' },
  awaiting_approval: { color: 'gold.4', c: 'covenant.9' },
  expired: { color: 'gray.7', c: 'white' },
  private: { color: 'covenant.9', c: 'white' },
  hidden: { color: 'red.9', c: 'white' },
};

export const prayerEmptyText: Record<DeskPrayerFilter, string> = {
  all: 'No prayer requests yet.',
  on_wall: 'No request is on the wall.',
  awaiting_approval: 'No request is waiting for approval.',
  expired: 'No request has expired off the wall.',
  private: 'No private requests.',
  hidden: 'No request is hidden.',
};
