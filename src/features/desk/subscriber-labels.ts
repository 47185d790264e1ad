import type { subscriberSources } from '@server/contracts/newsletter';

/** Where a subscriber agreed to hear from the ministry, in the site's own words. */
export const subscriberSourceLabels: Record<(typeof subscriberSources)[number], string> = {
  newsletter: 'Newsletter section',
  updates: 'Subscribe to Updates dialog',
};
