import { Button } from '@mantine/core';
import { prayerNoticeMessages } from '@server/contracts/prayer';
import { useMutation } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { StopByLinkPage } from '@/components/email-link-page';
import { useTRPC } from '@/lib/trpc';

const route = getRouteApi('/prayer-notices');

/**
 * The page of the link in a prayer requester's email (answered, someone prayed). Opening it changes nothing (mail
 * scanners follow links); its button turns that request's emails off, no sign-in needed, and the page says so.
 */
export function PrayerNoticesPage() {
  const trpc = useTRPC();
  const { token } = route.useSearch();
  const stop = useMutation(trpc.prayer.stopNotices.mutationOptions());
  return (
    <StopByLinkPage
      token={token}
      stop={stop.mutate}
      call={stop}
      stopped={stop.data ? prayerNoticeMessages.stopped : undefined}
      words={{
        title: prayerNoticeMessages.title,
        prompt: prayerNoticeMessages.prompt,
        button: prayerNoticeMessages.stopButton,
        fallback: prayerNoticeMessages.stopFallback,
        stoppedTitle: prayerNoticeMessages.stoppedTitle,
        failedTitle: prayerNoticeMessages.stopFailedTitle,
        linkMissing: prayerNoticeMessages.linkMissing,
      }}
      writeToUs={{ subject: 'Prayer request emails', then: 'and we will stop them.' }}
      back={
        <Button component={Link} to="/resources" hash="prayer-wall" variant="light">
          Go to the prayer wall
        </Button>
      }
    />
  );
}
