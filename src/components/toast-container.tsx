// Mantine's toast container, in a module of its own so that its code loads with the first toast (toasts.tsx).
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

export default function ToastContainer() {
  return <Notifications position="top-right" limit={3} autoClose={5000} />;
}
