import type { StaticPath } from '@/content/navigation';

/** Where a hero button goes: a page of this site, or (starting with http) another site, opened in a new tab. */
export type HeroTarget = StaticPath | `http${string}`;

export function isExternalTarget(target: HeroTarget): target is `http${string}` {
  return target.startsWith('http');
}
