import { Link } from '@tanstack/react-router';
import { ministry } from '@/content/ministry';
import classes from './brand-logo.module.css';

interface BrandLogoProps {
  onNavigate?: () => void;
}

/** The ministry's mark and name, linking home. */
export function BrandLogo({ onNavigate }: BrandLogoProps) {
  return (
    <Link to="/" className={classes.logo} onClick={onNavigate}>
      <svg className={classes.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="var(--mantine-color-covenant-9)" />
        <path
          d="M32 11c-7.5 10.2-14 18.4-14 26.2C18 45.4 24.3 52 32 52s14-6.6 14-14.8C46 29.4 39.5 21.2 32 11z"
          fill="var(--mantine-color-covenant-5)"
        />
        <path
          d="M32 11c-7.5 10.2-14 18.4-14 26.2C18 45.4 24.3 52 32 52"
          fill="none"
          stroke="var(--mantine-color-gold-4)"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M25.5 38.5c1 4.2 4 7 8 7.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <span className={classes.name}>{ministry.name}</span>
    </Link>
  );
}
