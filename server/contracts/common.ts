import { z } from './zod';

// Building blocks shared by the form contracts. Pure: zod and constants only (the browser imports this).

export const CONTROL_CHARACTERS_MESSAGE = 'Please remove the invisible control characters from this text.';

// NUL and the other C0 control characters (and DEL) never belong in what people type; Postgres refuses NUL
// outright. A multi-line field keeps tab, newline and carriage return.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SINGLE_LINE_CONTROL = /[\u0000-\u001f\u007f]/;
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/**
 * The one text type behind every free-text field: trimmed, and refused with one clear message when it holds
 * control characters. Every field below (and any new one) is built on it.
 */
export function plainText(message: string, lines: 'single' | 'multi' = 'single') {
  const control = lines === 'single' ? SINGLE_LINE_CONTROL : MULTI_LINE_CONTROL;
  return z.string(message).trim().refine((text) => !control.test(text), CONTROL_CHARACTERS_MESSAGE);
}

/** A required, trimmed, single-line text field with a length bound. */
export function requiredText(requiredMessage: string, max: number, maxMessage = `Please keep this under ${max} characters`) {
  return plainText(requiredMessage).pipe(z.string().min(1, requiredMessage).max(max, maxMessage));
}

/** A trimmed text of at least `min` characters, which may run over several lines. */
export function textOfLength(min: number, minMessage: string, max: number, maxMessage = `Please keep this under ${max} characters`) {
  return plainText(minMessage, 'multi').pipe(z.string().min(min, minMessage).max(max, maxMessage));
}

/** An email address, trimmed and lower-cased, so ' Ruth@Example.org ' and 'ruth@example.org' are one address. */
export function emailAddress(message: string) {
  return plainText(message).pipe(z.string().toLowerCase().max(254, message).pipe(z.email(message)));
}

/**
 * The honeypot: a field hidden from people (off-screen, not focusable) that bots fill in. A submission
 * with it filled is answered as a success and dropped.
 */
export const honeypot = z.string().max(500).optional();

/** A gateway's reference (pi_..., demo_pi_..._secret_...): letters, digits and underscores only. */
export const gatewayReference = z
  .string('This payment reference is not valid.')
  .trim()
  .min(1, 'This payment reference is not valid.')
  .max(200, 'This payment reference is not valid.')
  .regex(/^[A-Za-z0-9_]+$/, 'This payment reference is not valid.');
export const HONEYPOT_FIELD = 'website';

export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please wait a minute and try again.';

/** The answer of a form that was received. */
export const receivedOutput = z.object({ success: z.literal(true), message: z.string() });
export type Received = z.infer<typeof receivedOutput>;

/** A form's fields as a service stores them: without the honeypot, which the form procedure has checked. */
export type FormFields<Input> = Omit<Input, typeof HONEYPOT_FIELD>;

/** A numeric id in a path (`/plans/{planId}`): arrives as text, is coerced, and must be a positive whole number. */
export function idParam(label: string) {
  const message = `${label} must be a whole number`;
  return z.coerce.number(message).int(message).positive(message);
}
