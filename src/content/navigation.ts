// The site's navigation, written once: the desktop header, the mobile side menu and the footer all read it.
import type { RegisteredRouter } from '@tanstack/react-router';
import type { TeachingCategory } from './teaching-categories';
import { teachingCategories } from './teaching-categories';
import { ministry } from './ministry';

/**
 * A path of this site without parameters, e.g. '/about'. Checked against the route tree the app registers
 * with the router (src/router.tsx), so content need not import the generated tree that imports the pages.
 */
export type StaticPath = Exclude<RegisteredRouter['routeTree']['types']['fileRouteTypes']['to'], `${string}$${string}`>;

export interface RouteNavItem {
  kind: 'route';
  label: string;
  to: StaticPath;
  hash?: string;
  search?: { category: TeachingCategory };
  /** Highlight only on this exact path and search (e.g. All Teachings, not a single series). */
  exact?: boolean;
}

export interface ExternalNavItem {
  kind: 'external';
  label: string;
  href: string;
  /** Other sites open in a new tab; mail links do not. */
  newTab: boolean;
}

export type NavItem = RouteNavItem | ExternalNavItem;

export type NavSectionId = 'about' | 'teachings' | 'media';

export type MainNavEntry =
  | { kind: 'link'; item: RouteNavItem }
  | { kind: 'section'; id: NavSectionId; label: string; items: readonly NavItem[] };

const route = (label: string, to: StaticPath, extra: Partial<Omit<RouteNavItem, 'kind' | 'label' | 'to'>> = {}) =>
  ({ kind: 'route', label, to, ...extra }) satisfies RouteNavItem;

const external = (label: string, href: string): ExternalNavItem => ({ kind: 'external', label, href, newTab: true });

const teachingCategoryLinks = teachingCategories.map((category) =>
  route(category.label, '/teachings', { search: { category: category.id } }),
);

export const youtubeLink = external(ministry.links.youtube.label, ministry.links.youtube.href);
export const facebookLink = external(ministry.links.facebook.label, ministry.links.facebook.href);
export const communityLink = external(ministry.links.community.label, ministry.links.community.href);

export const homeLink = route('Home', '/');
export const donateLink = route('Donate', '/donate');
export const signInLink = route('Sign In', '/auth');
export const accountLink = route('Your Account', '/account');

export const mainNavigation: readonly MainNavEntry[] = [
  { kind: 'link', item: homeLink },
  {
    kind: 'section',
    id: 'about',
    label: 'About',
    items: [
      route('Our Story', '/about'),
      route('Our Team', '/about', { hash: 'team' }),
      route('Testimonials', '/about', { hash: 'testimonials' }),
      route("Our Founder's Story", ministry.founder.storyPath),
      route('Breakthrough Circle', '/breakthrough-circle'),
      route('For Ministry Leaders', '/spiritual-leaders'),
    ],
  },
  {
    kind: 'section',
    id: 'teachings',
    label: 'Teachings',
    items: [
      route('All Teachings', '/teachings', { exact: true }),
      ...teachingCategoryLinks,
      route('Bible Study Hub', '/bible-study'),
      route('AI Sermon Generator', '/content-generator'),
    ],
  },
  {
    kind: 'section',
    id: 'media',
    label: 'Media',
    items: [route('Podcast', '/podcast'), youtubeLink, facebookLink],
  },
  // Events are gatherings, not media: a visitor looking for what is on this week finds them at the top level.
  { kind: 'link', item: route('Events', '/events') },
  { kind: 'link', item: route('Resources', '/resources') },
  { kind: 'link', item: route('Contact', '/contact') },
];

export const footerQuickLinks: readonly NavItem[] = [
  homeLink,
  route('About Us', '/about'),
  route('Teachings', '/teachings'),
  route('Speaking Engagements', '/contact', { hash: 'speaking-engagements' }),
  route('Resources', '/resources'),
  route('Contact', '/contact'),
];

export const footerConnectLinks: readonly NavItem[] = [
  { kind: 'external', label: ministry.email, href: `mailto:${ministry.email}`, newTab: false },
  youtubeLink,
  facebookLink,
  communityLink,
];

export const footerOnlineContent: readonly NavItem[] = [
  ...teachingCategoryLinks,
  route('Podcast', '/podcast'),
  route('Bible Chat AI', '/bible-chat'),
  route('Bible Study Hub', '/bible-study'),
];

export const browseResourcesLink = route('Browse Resources', '/resources');

export const legalLinks: readonly NavItem[] = [
  route('Privacy Policy', '/privacy-policy'),
  route('Terms of Service', '/terms'),
];

export const socialLinks = [
  { network: 'youtube', item: youtubeLink },
  { network: 'facebook', item: facebookLink },
  { network: 'community', item: communityLink },
] as const;
