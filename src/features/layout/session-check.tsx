import { LoadingStatus } from '@/components/loading-status';

/** Shown while a members' page asks the server who is signed in. */
export function SessionCheck() {
  return <LoadingStatus label="Checking your session" size="lg" mih="50vh" />;
}
