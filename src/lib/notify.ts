// Toasts, in the spec's words: a title and a line of text. Destructive ones are red; they all close
// after 5 seconds (the spec's default), and at most three show at once (see AppProviders).
//
// A failure toast speaks of an attempt that is over once something else has happened: a later success
// (or a neutral outcome, such as "Already subscribed") clears the failure toasts still showing, and so does
// moving to another page (createAppRouter calls clearFailureToasts), so "Registration failed" never sits
// beside "Registration successful" and a declined card's toast does not follow the donor to /thank-you.
import { notifications, notificationsStore } from '@mantine/notifications';

// The container loads with the first toast (src/components/toasts.tsx); the store knows its place and limit
// from the start, so the toasts raised before it is in are laid out as it will lay them out.
notificationsStore.updateState((state) => ({ ...state, limit: 3, defaultPosition: 'top-right' }));

// Mantine's close button is an icon alone: it needs a name for screen readers.
const closeButtonProps = { 'aria-label': 'Close notification' };

/** Failure toasts carry ids with this prefix, so they can be found and cleared. */
const FAILURE = 'failure-';
let failureCount = 0;

export function notifySuccess(title: string, message: string) {
  clearFailureToasts();
  notifications.show({ title, message, color: 'teal', closeButtonProps });
}

export function notifyInfo(title: string, message: string) {
  clearFailureToasts();
  notifications.show({ title, message, color: 'covenant', closeButtonProps });
}

export function notifyError(title: string, message: string) {
  failureCount += 1;
  notifications.show({ id: `${FAILURE}${failureCount}`, title, message, color: 'red', closeButtonProps });
}

/** Closes every failure toast, shown or waiting in the queue. */
export function clearFailureToasts() {
  const { notifications: shown, queue } = notificationsStore.getState();
  for (const toast of [...shown, ...queue]) {
    if (toast.id?.startsWith(FAILURE)) notifications.hide(toast.id);
  }
}
