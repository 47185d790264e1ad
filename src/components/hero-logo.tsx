import { ministry } from '@/content/ministry';
import { MinistryMark } from './ministry-mark';
import classes from './hero-banner.module.css';

/** The ministry's drop-of-living-water mark, drawn large for a hero. */
export function HeroLogo() {
  return (
    <MinistryMark
      className={classes.logo}
      role="img"
      aria-label={`${ministry.name} logo`}
      tileFill="rgba(255,255,255,0.1)"
      dropFill="var(--mantine-color-covenant-4)"
    />
  );
}
