import {
  staffNotificationChoices,
  staffPrayerNoticeChoices,
  type MyNotifications,
  type StaffNotificationChoices,
  type StaffPrayerNoticeChoice,
} from '@server/contracts/desk-notifications';
import { Button, Checkbox, Radio, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { useSchemaForm } from '@/lib/use-schema-form';

const prayerChoiceLabels: Record<StaffPrayerNoticeChoice, { label: string; description: string }> = {
  off: { label: 'Off', description: 'No email; they are on the desk’s Prayer page.' },
  at_once: { label: 'At once', description: 'An email for each request as it arrives, private ones too.' },
  daily: { label: 'A daily digest', description: 'One email after midnight (UTC) listing the previous day’s requests, private ones too; none on a day without any.' },
};

/** What the saved choices mean, in a sentence, for the status line. */
export function notificationsSummary(choices: StaffNotificationChoices): string {
  const atOnce = [choices.contactMessages ? 'contact messages' : null, choices.resourceRequests ? 'custom resource requests' : null].filter(Boolean);
  const inbox = atOnce.length ? `you hear at once of new ${atOnce.join(' and ')}` : 'you hear of no new messages';
  const prayer = { off: 'of no prayer requests', at_once: 'of each prayer request at once', daily: 'of prayer requests in a daily digest' }[choices.prayerRequests];
  return `Saved: ${inbox}, and ${prayer}.`;
}

interface NotificationsFormProps {
  saved: MyNotifications;
  onSaved: (message: string) => void;
}

/** A member of staff's own choices: new messages and resource requests at once; prayer requests off, at once or daily. */
export function NotificationsForm({ saved, onSaved }: NotificationsFormProps) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const form = useSchemaForm(staffNotificationChoices, saved.choices);
  const save = useMutation(trpc.desk.setMyNotifications.mutationOptions());

  return (
    <form
      noValidate
      onSubmit={form.onValid((choices) =>
        save.mutate(choices, {
          onSuccess: (mine) => {
            queryClient.setQueryData(trpc.desk.myNotifications.queryKey(), mine);
            void queryClient.invalidateQueries({ queryKey: trpc.desk.auditLog.pathKey(), refetchType: 'none' });
            form.resetDirty(mine.choices);
            onSaved(notificationsSummary(mine.choices));
          },
        }),
      )}
    >
      <Stack gap="lg" maw={620}>
        <Stack gap="xs" component="fieldset" m={0} p={0} style={{ border: 0 }}>
          <Text component="legend" fw={600} mb="xs">
            The inbox
          </Text>
          <Checkbox label="Email me each new contact message" {...form.getInputProps('contactMessages', { type: 'checkbox' })} />
          <Checkbox label="Email me each new custom resource request" {...form.getInputProps('resourceRequests', { type: 'checkbox' })} />
        </Stack>
        <Radio.Group label="New prayer requests" {...form.getInputProps('prayerRequests')}>
          <Stack gap="sm" mt="xs">
            {staffPrayerNoticeChoices.map((choice) => (
              <Radio key={choice} value={choice} label={prayerChoiceLabels[choice].label} description={prayerChoiceLabels[choice].description} />
            ))}
          </Stack>
        </Radio.Group>
        {save.isError ? (
          <Text c="red.9" size="sm" role="alert">
            Your choices were not saved: {serverMessage(save.error, 'Please try again in a moment.')}
          </Text>
        ) : null}
        <Button type="submit" w="fit-content" loading={save.isPending}>
          Save my notifications
        </Button>
      </Stack>
    </form>
  );
}
