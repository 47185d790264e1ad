import { z } from './zod';
import { emailKinds, outboxStatuses } from './email';

// The desk's outbox (desk.outbox.*): every message the site wrote, newest first, with where it stands; a kept
// message read whole; a failed or kept one sent again. Pure: the desk's pages import this file too.

export const deskOutboxMessages = {
  notFound: 'This message is no longer in the outbox.',
  notResendable: 'Only a message that failed or was kept can be sent again.',
} as const;

/** A page's position, as the previous page handed it out; opaque to the browser. */
const cursor = z.string().max(200).optional();

export const outboxListInput = z.object({ status: z.enum(outboxStatuses).optional(), cursor });

/** A message as the list shows it: never its body. */
export const outboxEntry = z.object({
  id: z.number().int(),
  kind: z.enum(emailKinds),
  to: z.string(),
  subject: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  /** The SMTP server's answer to the last attempt that failed (kept after a retry succeeds or is asked for). */
  lastError: z.string().nullable(),
  /** When a queued message is next tried. */
  nextAttemptAt: z.date(),
  sentAt: z.date().nullable(),
  createdAt: z.date(),
});
export type OutboxEntry = z.infer<typeof outboxEntry>;
export const outboxListOutput = z.object({ messages: z.array(outboxEntry), nextCursor: z.string().nullable() });

export const outboxMessageInput = z.object({ id: z.number().int().positive() });
/** One message whole: its headers and both parts, as the SMTP server receives them. */
export const outboxMessageOutput = outboxEntry.extend({ headers: z.record(z.string(), z.string()), html: z.string(), text: z.string() });

export const resendEmailInput = z.object({ id: z.number().int().positive() });
export const resendEmailOutput = outboxEntry;
