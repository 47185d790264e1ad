import type { SVGProps } from 'react';

interface MinistryMarkProps extends SVGProps<SVGSVGElement> {
  /** The rounded square behind the drop. */
  tileFill: string;
  /** The drop of living water. */
  dropFill: string;
}

/** The ministry's drop-of-living-water mark; the header draws it small, the home hero large. */
export function MinistryMark({ tileFill, dropFill, ...svgProps }: MinistryMarkProps) {
  return (
    <svg viewBox="0 0 64 64" {...svgProps}>
      <rect width="64" height="64" rx="14" fill={tileFill} />
      <path
        d="M32 11c-7.5 10.2-14 18.4-14 26.2C18 45.4 24.3 52 32 52s14-6.6 14-14.8C46 29.4 39.5 21.2 32 11z"
        fill={dropFill}
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
  );
}
