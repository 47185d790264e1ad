import { Checkbox, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ministry } from '@/content/ministry';
import { HoneypotField } from '@/components/honeypot-field';

export interface SubscriberValues extends Record<string, unknown> {
  firstName: string;
  lastName: string;
  email: string;
  consent: boolean;
  website: string;
}

export const emptySubscriber: SubscriberValues = { firstName: '', lastName: '', email: '', consent: false, website: '' };

/** The four fields the newsletter section and the subscribe dialog share. */
export function SubscriberFields({ form, idPrefix }: { form: UseFormReturnType<SubscriberValues>; idPrefix: string }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput id={`${idPrefix}-first-name`} label="First name" autoComplete="given-name" required {...form.getInputProps('firstName')} />
        <TextInput id={`${idPrefix}-last-name`} label="Last name" autoComplete="family-name" required {...form.getInputProps('lastName')} />
      </SimpleGrid>
      <TextInput id={`${idPrefix}-email`} label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
      <Checkbox
        id={`${idPrefix}-consent`}
        label={`I agree to receive emails from ${ministry.name}. You can unsubscribe at any time.`}
        {...form.getInputProps('consent', { type: 'checkbox' })}
      />
      <HoneypotField form={form} />
    </Stack>
  );
}
