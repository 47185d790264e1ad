import { z } from './zod';
import { emailAddress, honeypot, requiredText, textOfLength } from './common';

export const contactSubjects = [
  'General Inquiry',
  'Prayer Request',
  'Event Information',
  'Pastoral Counseling',
  'Volunteer Opportunities',
  'Other',
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

export const CONTACT_MESSAGE_MAX = 5000;
/** Past the limit the server refuses with this; the form shows it when the message reaches the limit. */
export const CONTACT_MESSAGE_MAX_MESSAGE = `Message must be at most ${CONTACT_MESSAGE_MAX} characters`;

export const contactSubmitInput = z.object({
  name: requiredText('Name is required', 100),
  email: emailAddress('Valid email is required'),
  phone: z
    .string()
    .trim()
    .max(40, 'Please enter a shorter phone number')
    .regex(/^[0-9+().\-\s]*$/, 'Please enter a valid phone number')
    .optional()
    .transform((phone) => (phone ? phone : undefined)),
  subject: z.enum(contactSubjects, 'Subject is required'),
  message: textOfLength(
    10,
    'Message must be at least 10 characters',
    CONTACT_MESSAGE_MAX,
    CONTACT_MESSAGE_MAX_MESSAGE,
  ),
  website: honeypot,
});
export type ContactSubmitInput = z.input<typeof contactSubmitInput>;

export const contactSubmitOutput = z.object({ success: z.literal(true), message: z.string() });

export const contactMessages = {
  successTitle: 'Message Sent!',
  successText: "We've received your message and will get back to you soon.",
  errorTitle: 'Error',
  errorFallback: 'Failed to send your message. Please try again.',
} as const;
