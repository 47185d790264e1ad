import { FormSlot } from '@/features/layout/form-slot';

/** The prayer wall on /resources#prayer-wall: public requests and the submission form. */
export function PrayerWall() {
  return <FormSlot name="prayer wall" />;
}
