import { z } from './zod';
import { emailAddress, honeypot, requiredText, textOfLength } from './common';

export const PRAYER_REQUEST_MAX = 2000;
/** Past the limit the server refuses with this; the form shows it when the text reaches the limit. */
export const PRAYER_REQUEST_MAX_MESSAGE = `Prayer request must be at most ${PRAYER_REQUEST_MAX} characters`;

export const prayerSubmitInput = z.object({
  name: requiredText('Name is required', 100),
  email: emailAddress('Valid email is required'),
  request: textOfLength(
    10,
    'Prayer request must be at least 10 characters',
    PRAYER_REQUEST_MAX,
    PRAYER_REQUEST_MAX_MESSAGE,
  ),
  isPrivate: z.boolean().default(false),
  /** "Tell me when this prayer is answered": one email when staff mark it answered. */
  notifyWhenAnswered: z.boolean().default(false),
  /** "and when someone prays for it": at most one email a day while visitors press "I prayed". */
  notifyWhenPrayed: z.boolean().default(false),
  website: honeypot,
});
export type PrayerSubmitInput = z.input<typeof prayerSubmitInput>;

/** What the wall shows of a request: never the email, never a private one. */
export const publicPrayerRequest = z.object({
  id: z.number().int(),
  name: z.string(),
  request: z.string(),
  createdAt: z.date(),
  /** When the ministry marked it answered, and the praise it wrote; null until then. */
  answeredAt: z.date().nullable(),
  praiseNote: z.string().nullable(),
  /** How many times visitors said "I prayed" for it. */
  prayedCount: z.number().int(),
});
export type PublicPrayerRequest = z.infer<typeof publicPrayerRequest>;

export const prayerListOutput = z.object({ prayerRequests: z.array(publicPrayerRequest) });
export const prayerSubmitOutput = z.object({ success: z.literal(true), message: z.string() });

/** How many requests the wall lists (newest first). */
export const PRAYER_WALL_SIZE = 50;
/** The wall is fetched again this long after a successful public submission. */
export const PRAYER_REFETCH_DELAY_MS = 1000;

export const prayerMessages = {
  successTitle: 'Prayer Request Submitted',
  successText: 'Your prayer request has been received. Our team will be praying for you.',
  errorTitle: 'Submission Error',
  errorFallback: 'There was a problem submitting your prayer request. Please try again.',
  empty: 'No prayer requests yet. Be the first to share your prayer need.',
  notOnWall: 'This prayer request is no longer on the wall.',
} as const;

/** "I prayed" for a request on the wall: counted once a day per visitor. */
export const prayedInput = z.object({ id: z.number().int().positive() });
/** The request's count now, and whether this press counted (false: this visitor already prayed today). */
export const prayedOutput = z.object({ prayedCount: z.number().int(), counted: z.boolean() });

/** The signed link in a requester's notice (answered, someone prayed) that turns that request's notices off. */
export const stopPrayerNoticesInput = z.object({ token: z.string().trim().min(1).max(200) });
export const stopPrayerNoticesOutput = z.object({ stopped: z.literal(true) });

export const prayerNoticeMessages = {
  notifyWhenAnswered: 'Tell me when this prayer is answered',
  notifyWhenPrayed: 'and when someone prays for it',
  linkMissing: 'This page needs the link from one of our emails about your prayer request. Please open the link in the email again.',
  linkInvalid: 'This link is not valid. Please check that you opened the whole link from the email.',
  title: 'Emails about your prayer request',
  prompt: 'You asked us to email you about your prayer request. Stop those emails? Our team keeps praying either way.',
  stopButton: 'Stop these emails',
  stopFailedTitle: 'We could not stop the emails',
  stopFallback: 'Please try again in a moment.',
  stoppedTitle: 'No more emails about this request',
  stopped: 'You will not get any more emails about this prayer request. Our team keeps praying.',
} as const;
