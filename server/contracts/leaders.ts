import { z } from 'zod';
import { emailAddress, honeypot, textOfLength } from './common';

export const customResourceTypes = [
  'Sermon Series',
  'Sunday School Curriculum',
  'Bible Study Guide',
  'Training Materials',
  'Youth Ministry Resources',
  'Other',
] as const;

export const customResourceRequestInput = z.object({
  name: textOfLength(2, 'Name must be at least 2 characters', 100),
  email: emailAddress('Please enter a valid email address'),
  ministry: textOfLength(2, 'Ministry name must be at least 2 characters', 150),
  resourceType: textOfLength(2, 'Please select a resource type', 100),
  description: textOfLength(10, 'Description must be at least 10 characters', 3000, 'Description must be at most 3000 characters'),
  website: honeypot,
});
export type CustomResourceRequestInput = z.input<typeof customResourceRequestInput>;

export const customResourceRequestMessages = {
  successTitle: 'Request Submitted',
  successText: "We'll contact you soon to discuss your custom resource needs.",
  errorTitle: 'Error',
  errorFallback: 'Failed to submit your request. Please try again.',
} as const;
