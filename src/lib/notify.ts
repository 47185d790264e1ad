// Toasts, in the spec's words: a title and a line of text. Destructive ones are red; they all close
// after 5 seconds (the spec's default), and at most three show at once (see AppProviders).
import { notifications } from '@mantine/notifications';

// Mantine's close button is an icon alone: it needs a name for screen readers.
const closeButtonProps = { 'aria-label': 'Close notification' };

export function notifySuccess(title: string, message: string) {
  notifications.show({ title, message, color: 'teal', closeButtonProps });
}

export function notifyInfo(title: string, message: string) {
  notifications.show({ title, message, color: 'covenant', closeButtonProps });
}

export function notifyError(title: string, message: string) {
  notifications.show({ title, message, color: 'red', closeButtonProps });
}
