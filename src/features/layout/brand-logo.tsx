import { Link } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import classes from './brand-logo.module.css';
import { MinistryMark } from '@/components/ministry-mark';

interface BrandLogoProps {
  onNavigate?: () => void;
}

/** The ministry's mark and name, linking home. */
export function BrandLogo({ onNavigate }: BrandLogoProps) {
  return (
    <Link to="/" className={classes.logo} onClick={onNavigate}>
      <MinistryMark
        className={classes.mark}
        aria-hidden="true"
        focusable="false"
        tileFill="var(--mantine-color-covenant-9)"
        dropFill="var(--mantine-color-covenant-5)"
      />
      <span className={classes.name}>{ministry.name}</span>
    </Link>
  );
}
