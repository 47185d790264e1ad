import type { MissionValue } from '@/content/mission';
import { ValueCard } from './value-card';
import classes from './value-card.module.css';

/** Three values side by side (stacked on phones). */
export function ValueGrid({ values }: { values: readonly MissionValue[] }) {
  return (
    <ul className={classes.grid}>
      {values.map((value) => (
        <ValueCard key={value.id} value={value} />
      ))}
    </ul>
  );
}
