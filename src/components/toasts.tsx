// Where toasts show. Mantine's container (with its transitions and the scroll-lock class names, about
// 11 kB gzip) loads with the first toast, not with every page: most visits never raise one. The toasts
// wait in Mantine's store meanwhile, so the first one shows as soon as the container is in.
import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const ToastContainer = lazy(() => import('./toast-container'));

export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Once in, it stays: its exit transitions need it, and the next toast should not wait again.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}
