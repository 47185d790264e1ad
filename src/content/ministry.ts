// The ministry's facts, in one place. Everything that shows a name, an address or an outside link reads it here.
export const ministry = {
  name: 'Living Water Ministries',
  mission:
    "Transforming lives through the power of the Holy Spirit and guiding the lost to experience God's love.",
  founder: {
    name: 'Pastor James Whitfield',
    firstName: 'James',
    storyPath: '/james-story',
  },
  /** The founder's wife, who co-founded the ministry with him. */
  coFounder: {
    name: 'Grace Whitfield',
    firstName: 'Grace',
  },
  /** The year the ministry began, around the Whitfields' living-room table. */
  foundedYear: 2016,
  email: 'connect@livingwaterministries.org',
  /** The ministry's home church, where services and hosted events take place. */
  location: {
    venue: 'Living Water Ministry Center',
    street: '1200 Riverside Drive',
    city: 'Nashville',
    region: 'TN',
    postalCode: '37206',
    country: 'United States',
  },
  links: {
    youtube: { href: 'https://www.youtube.com/@LivingWaterMinistries', label: 'YouTube Channel' },
    facebook: { href: 'https://www.facebook.com/LivingWaterMinistries', label: 'Facebook Page' },
    community: { href: 'https://breakthrough-circle.mn.co', label: 'Breakthrough Circle community' },
  },
} as const;

export type Ministry = typeof ministry;
