import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { useTRPC } from '@/lib/trpc';
import { ActionStatus } from './action-status';
import { DeskLoadError } from './desk-load-error';
import { DeskPageHeader } from './desk-page-header';
import { PrayerSettingsForm } from './prayer-settings-form';

/** /desk/settings, for admins: the prayer wall's settings. */
export function SettingsPage() {
  const trpc = useTRPC();
  const settings = useQuery(trpc.desk.prayerSettings.queryOptions());
  const [done, setDone] = useState<string | null>(null);
  const headingId = useId();

  let form: React.ReactNode;
  if (settings.data) form = <PrayerSettingsForm saved={settings.data} onSaved={setDone} />;
  else if (settings.isError) form = <DeskLoadError error={settings.error} what="The settings" onRetry={() => void settings.refetch()} retrying={settings.isFetching} />;
  else form = <LoadingStatus label="Loading the settings" />;

  return (
    <>
      <DeskPageHeader title="Settings">How the desk and the public pages behave. Each change is kept in the audit log.</DeskPageHeader>
      <Stack component="section" aria-labelledby={headingId} gap="md">
        <Title order={2} size="h4" id={headingId}>
          Prayer wall
        </Title>
        {form}
        <ActionStatus message={done} />
      </Stack>
    </>
  );
}
