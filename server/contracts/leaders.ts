import { z } from './zod';
import { emailAddress, honeypot, textOfLength } from './common';

export const customResourceTypes = [
  'Sermon Series',
  'Sunday School Curriculum',
  'Bible Study Guide',
  'Training Materials',
  'Youth Ministry Resources',
  'Other',
] as const;

export const CUSTOM_REQUEST_DESCRIPTION_MAX = 3000;
/** Past the limit the server refuses with this; the form shows it when the description reaches the limit. */
export const CUSTOM_REQUEST_DESCRIPTION_MAX_MESSAGE = `Description must be at most ${CUSTOM_REQUEST_DESCRIPTION_MAX} characters`;

export const customResourceRequestInput = z.object({
  name: textOfLength(2, 'Name must be at least 2 characters', 100),
  email: emailAddress('Please enter a valid email address'),
  ministry: textOfLength(2, 'Ministry name must be at least 2 characters', 150),
  resourceType: textOfLength(2, 'Please select a resource type', 100),
  description: textOfLength(
    10,
    'Description must be at least 10 characters',
    CUSTOM_REQUEST_DESCRIPTION_MAX,
    CUSTOM_REQUEST_DESCRIPTION_MAX_MESSAGE,
  ),
  website: honeypot,
});
export type CustomResourceRequestInput = z.input<typeof customResourceRequestInput>;

export const customResourceRequestMessages = {
  successTitle: 'Request Submitted',
  successText: "We'll contact you soon to discuss your custom resource needs.",
  errorTitle: 'Error',
  errorFallback: 'Failed to submit your request. Please try again.',
} as const;
