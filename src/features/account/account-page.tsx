import { Alert, Button, Paper, SimpleGrid, Stack, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadingStatus } from '@/components/loading-status';
import { PageHero } from '@/components/page-hero';
import { PageSection } from '@/components/page-section';
import { useTRPC } from '@/lib/trpc';
import { AccountCard } from './account-card';
import { AccountChatCard } from './account-chat-card';
import { AccountDetailsCard } from './account-details-card';
import { AccountGiving } from './account-giving';
import { AccountMembershipCard } from './account-membership-card';
import { AccountReversalNotes } from './account-reversal-notes';

interface AccountPageProps {
  /** "My Content", the generator's library (the route passes it in: a feature never imports another). */
  contentLibrary?: ReactNode;
  /** A recurring gift back from the card's bank check (?confirm_gift=): finished on arrival. */
  confirmGift?: number | undefined;
}

/** /account: who is signed in, the membership they hold, their Bible chat tier and the content they bought. */
export function AccountPage({ contentLibrary, confirmGift }: AccountPageProps) {
  const trpc = useTRPC();
  // What the server knows now (a membership bought a minute ago), whatever an earlier visit cached.
  const overview = useQuery(trpc.accounts.overview.queryOptions(undefined, { refetchOnMount: 'always' }));

  let body: React.ReactNode;
  if (overview.data) {
    const { reversals } = overview.data;
    // Each card says what of its own ended; gifts and content, which have no card here, are listed below.
    const otherReversals = reversals.filter((reversal) => reversal.purpose === 'donation' || reversal.purpose === 'generated_content');
    body = (
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        <AccountDetailsCard username={overview.data.username} />
        <AccountMembershipCard membership={overview.data.membership} reversals={reversals.filter((reversal) => reversal.purpose === 'membership')} />
        <AccountChatCard bibleChat={overview.data.bibleChat} reversals={reversals.filter((reversal) => reversal.purpose === 'chat_premium')} />
        {otherReversals.length > 0 ? (
          <AccountCard id="account-reversals-heading" title="Refunds and disputes">
            <AccountReversalNotes reversals={otherReversals} label="Refunded or disputed payments" />
          </AccountCard>
        ) : null}
      </SimpleGrid>
    );
  } else if (overview.isError) {
    body = (
      <Stack align="flex-start">
        <Alert color="red" variant="light" title="Your account could not be loaded">
          Please try again in a moment.
        </Alert>
        <Button variant="light" onClick={() => void overview.refetch()} disabled={overview.isFetching}>
          Try Again
        </Button>
      </Stack>
    );
  } else {
    body = <LoadingStatus label="Loading your account" />;
  }

  return (
    <>
      <PageHero title="Your Account" eyebrow="Members">
        Your membership, your Bible Chat tier and your giving, at a glance.
      </PageHero>
      <PageSection labelledBy="account-heading" tone="tint" spacing="even">
        <VisuallyHidden component="h2" id="account-heading">
          Account overview
        </VisuallyHidden>
        {body}
        {overview.data ? (
          <Paper component="section" aria-labelledby="account-giving-heading" withBorder radius="lg" p="lg" mt="lg">
            <Stack gap="sm">
              <Title order={3} size="h4" id="account-giving-heading">
                Giving
              </Title>
              <AccountGiving confirmGift={confirmGift} />
            </Stack>
          </Paper>
        ) : null}
        {contentLibrary ? (
          <Paper component="section" aria-labelledby="account-content-heading" withBorder radius="lg" p="lg" mt="lg">
            <Stack gap="sm">
              <Title order={3} size="h4" id="account-content-heading">
                My Content
              </Title>
              {contentLibrary}
            </Stack>
          </Paper>
        ) : null}
      </PageSection>
    </>
  );
}
