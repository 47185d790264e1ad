import { z } from 'zod';

// Building blocks shared by the form contracts. Pure: zod and constants only (the browser imports this).

/** A required, trimmed text field with a length bound. */
export function requiredText(requiredMessage: string, max: number, maxMessage = `Please keep this under ${max} characters`) {
  return z.string(requiredMessage).trim().min(1, requiredMessage).max(max, maxMessage);
}

/** A trimmed text of at least `min` characters. */
export function textOfLength(min: number, minMessage: string, max: number, maxMessage = `Please keep this under ${max} characters`) {
  return z.string(minMessage).trim().min(min, minMessage).max(max, maxMessage);
}

/** An email address, trimmed and lower-cased, so ' Ruth@Example.org ' and 'ruth@example.org' are one address. */
export function emailAddress(message: string) {
  return z.string(message).trim().toLowerCase().max(254, message).pipe(z.email(message));
}

/**
 * The honeypot: a field hidden from people (off-screen, not focusable) that bots fill in. A submission
 * with it filled is answered as a success and dropped.
 */
export const honeypot = z.string().max(500).optional();
export const HONEYPOT_FIELD = 'website';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** The answer of a form that was received. */
export const receivedOutput = z.object({ success: z.literal(true), message: z.string() });
export type Received = z.infer<typeof receivedOutput>;
