import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  pending: boolean;
  /** Why the last try failed, shown by the buttons; the dialog stays open to try again or cancel. */
  error: string | null;
}

/**
 * Asks before something that cannot be undone from the desk. Cancel has the focus when it opens, so Enter
 * does no harm. Cancelled, focus goes back to the button that opened it; done, the page moves it (that
 * button's row is gone).
 */
export function ConfirmDialog({ opened, title, children, confirmLabel, onConfirm, onClose, pending, error }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Stack gap="md">
        {children}
        {error ? (
          <Text c="red.9" size="sm" role="alert">
            {error}
          </Text>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
