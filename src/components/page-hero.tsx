import type { ReactNode } from 'react';
import { HeroBanner } from './hero-banner';

interface PageHeroProps {
  /** The page's one h1. */
  title: string;
  /** A short line above the title, in the accent colour. */
  eyebrow?: string;
  /** One sentence saying what the page is for. */
  children: ReactNode;
}

/** The heading band of a simple page: the shared hero without calls to action. */
export function PageHero({ title, eyebrow, children }: PageHeroProps) {
  return <HeroBanner headline={title} eyebrow={eyebrow} subtitle={children} actions={null} />;
}
