// Toasts, in the spec's words: a title and a line of text. Destructive ones are red; they all close
// after 5 seconds (the spec's default), and at most three show at once (see AppProviders).
import { notifications } from '@mantine/notifications';

export function notifySuccess(title: string, message: string) {
  notifications.show({ title, message, color: 'teal' });
}

export function notifyInfo(title: string, message: string) {
  notifications.show({ title, message, color: 'covenant' });
}

export function notifyError(title: string, message: string) {
  notifications.show({ title, message, color: 'red' });
}
