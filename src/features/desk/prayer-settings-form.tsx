import { PRAYER_EXPIRY_DAYS_MAX, prayerSettings, type PrayerSettings } from '@server/contracts/desk';
import { Button, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';

interface PrayerSettingsFormProps {
  saved: PrayerSettings;
  onSaved: (message: string) => void;
}

/** How long requests stay on the wall, and whether new public ones wait for approval. */
export function PrayerSettingsForm({ saved, onSaved }: PrayerSettingsFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  // A cleared number field holds '' until something is typed: the contract's message then says what is missing.
  const initial: { expiryDays: number | string; approvalRequired: boolean } = saved;
  const form = useSchemaForm(prayerSettings, initial);
  const save = useMutation(trpc.desk.setPrayerSettings.mutationOptions());
  const approvalHintId = useId();

  return (
    <form
      noValidate
      onSubmit={form.onValid((values) =>
        save.mutate(values, {
          onSuccess: (settings) => {
            queryClient.setQueryData(trpc.desk.prayerSettings.queryKey(), settings);
            // The wall may change with the settings (fewer days take requests off it).
            void queryClient.invalidateQueries({ queryKey: trpc.desk.prayers.pathKey(), refetchType: 'none' });
            void queryClient.invalidateQueries({ queryKey: trpc.prayer.list.pathKey(), refetchType: 'none' });
            void queryClient.invalidateQueries({ queryKey: trpc.desk.auditLog.pathKey(), refetchType: 'none' });
            form.resetDirty({ expiryDays: settings.expiryDays, approvalRequired: settings.approvalRequired });
            onSaved(
              `Saved: requests stay on the wall ${settings.expiryDays} ${settings.expiryDays === 1 ? 'day' : 'days'}, and new public requests ${
                settings.approvalRequired ? 'wait for approval' : 'show at once'
              }.`,
            );
          },
        }),
      )}
    >
      <Stack gap="md" maw={520}>
        <NumberInput
          label="Days on the wall"
          description={`A request leaves the wall this many days after it went on it (1 to ${PRAYER_EXPIRY_DAYS_MAX}); staff can put it back.`}
          min={1}
          max={PRAYER_EXPIRY_DAYS_MAX}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          w={{ base: '100%', xs: 200 }}
          {...form.getInputProps('expiryDays')}
        />
        <Stack gap={4}>
          <Switch
            label="New public requests wait for approval"
            // Mantine draws a switch's description inside its label, which made it part of the name.
            aria-describedby={approvalHintId}
            {...form.getInputProps('approvalRequired', { type: 'checkbox' })}
          />
          <Text id={approvalHintId} size="sm" c="gray.7">
            Off: a public request shows on the wall as soon as it is sent. On: it waits until staff approve it.
          </Text>
        </Stack>
        {save.isError ? (
          <Text c="red.9" size="sm" role="alert">
            {serverMessage(save.error, 'The settings were not saved. Please try again.')}
          </Text>
        ) : null}
        <Button type="submit" w="fit-content" loading={save.isPending}>
          Save settings
        </Button>
      </Stack>
    </form>
  );
}
