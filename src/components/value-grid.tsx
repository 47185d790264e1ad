import type { MissionValue } from '@/content/mission';
import { CardGrid } from './card-grid';
import { ValueCard } from './value-card';

/** Three values side by side (stacked on phones). */
export function ValueGrid({ values }: { values: readonly MissionValue[] }) {
  return (
    <CardGrid>
      {values.map((value) => (
        <ValueCard key={value.id} value={value} />
      ))}
    </CardGrid>
  );
}
