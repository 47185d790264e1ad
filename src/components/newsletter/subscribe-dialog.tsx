import { Button, Modal, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { subscribeDialogMessages, subscribeToUpdatesInput } from '@server/contracts/newsletter';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FormSuccessPanel } from '@/components/form-success-panel';
import { celebrate } from '@/lib/celebrate';
import { serverMessage } from '@/lib/errors';
import { notifyError, notifyInfo, notifySuccess } from '@/lib/notify';
import { useTRPC } from '@/lib/trpc';
import { useOpenedAfterMount } from '@/lib/use-opened-after-mount';
import { useKeepPrerenderedInput, useSchemaForm } from '@/lib/use-schema-form';
import { emptySubscriber, SubscriberFields } from './subscriber-fields';

interface SubscribeDialogProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * The subscribe-to-updates dialog. Success, or an address that already exists, shows the thank-you view
 * with confetti (100 pieces falling 2-5 s); closing after that starts afresh.
 */
export function SubscribeDialog({ opened, onClose }: SubscribeDialogProps) {
  const trpc = useTRPC();
  const shown = useOpenedAfterMount(opened);
  const form = useSchemaForm(subscribeToUpdatesInput, emptySubscriber);
  const keepInput = useKeepPrerenderedInput(form);
  const [thanked, setThanked] = useState(false);

  const showThanks = () => {
    setThanked(true);
    void celebrate({ pieces: 100, minSeconds: 2, maxSeconds: 5 });
  };
  const subscribe = useMutation(
    trpc.newsletter.subscribeToUpdates.mutationOptions({
      onSuccess: () => {
        notifySuccess(subscribeDialogMessages.successTitle, subscribeDialogMessages.successText);
        showThanks();
      },
      onError: (error) => {
        if (serverMessage(error, '').includes('already exists')) {
          notifyInfo(subscribeDialogMessages.alreadyTitle, subscribeDialogMessages.alreadyText);
          showThanks();
        } else {
          notifyError(subscribeDialogMessages.errorTitle, subscribeDialogMessages.errorText);
        }
      },
    }),
  );

  const close = () => {
    onClose();
    if (thanked) {
      form.reset();
      subscribe.reset();
      setThanked(false);
    }
  };

  return (
    <Modal opened={shown} onClose={close} title="Subscribe to Updates" centered size="lg" closeButtonProps={{ 'aria-label': 'Close dialog' }}>
      {thanked ? (
        <FormSuccessPanel
          framed={false}
          icon={IconCircleCheck}
          title="Thank you for subscribing!"
          text="We'll let you know when new teachings and resources are ready."
          actionLabel="Close"
          onAction={close}
        />
      ) : (
        <form ref={keepInput} noValidate onSubmit={form.onValid((data) => subscribe.mutate(data))}>
          <Stack gap="md">
            <Text c="dimmed" size="sm">
              Be the first to hear about new teachings, resources and events.
            </Text>
            <SubscriberFields form={form} idPrefix="subscribe-dialog" />
            <Button type="submit" disabled={subscribe.isPending}>
              {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
            </Button>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
