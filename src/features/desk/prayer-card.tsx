import type { DeskPrayer } from '@server/contracts/desk';
import { Anchor, Badge, Blockquote, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { serverMessage } from '@/lib/errors';
import { useTRPC } from '@/lib/trpc';
import { DeskTime } from './desk-time';
import { PraiseNoteForm } from './praise-note-form';
import { prayerStatusBadges, prayerStatusLabels } from './prayer-labels';
import { usePrayerChange } from './use-prayer-change';

interface PrayerCardProps {
  prayer: DeskPrayer;
  /** How many days a request stays on the wall, once known: to say when this one leaves it. */
  expiryDays: number | undefined;
  /** Says what an action did, in the page's live region. */
  onDone: (message: string) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * One prayer request as staff see it: where it stands on the wall, who sent it (with the email the wall never
 * shows), the request and its praise, and what can be done with it. Each action's failure is said under the
 * actions; the buttons are described by the request's heading, so a screen reader knows whose they are.
 */
export function PrayerCard({ prayer, expiryDays, onDone }: PrayerCardProps) {
  const trpc = useTRPC();
  const showChange = usePrayerChange();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const markAnswered = useRef<HTMLButtonElement>(null);
  const [writingPraise, setWritingPraise] = useState(false);
  const setHidden = useMutation(trpc.desk.setPrayerHidden.mutationOptions({ onSuccess: showChange }));
  const putOnWall = useMutation(trpc.desk.putPrayerOnWall.mutationOptions({ onSuccess: showChange }));
  const clearAnswer = useMutation(trpc.desk.setPrayerAnswered.mutationOptions({ onSuccess: showChange }));
  const whose = `${prayer.name}’s request`;
  // The requester asked to hear when it is answered and has not been told yet: marking it answered emails them.
  const emailsRequester = prayer.notifyWhenAnswered && prayer.answeredAt === null;
  const failed = [setHidden, putOnWall, clearAnswer].find((action) => action.isError);
  const busy = setHidden.isPending || putOnWall.isPending || clearAnswer.isPending;
  const describedBy = { 'aria-describedby': headingId };

  const resetErrors = () => [setHidden, putOnWall, clearAnswer].forEach((action) => action.reset());
  const toggleHidden = () => {
    resetErrors();
    const hidden = prayer.hiddenAt === null;
    setHidden.mutate({ id: prayer.id, hidden }, { onSuccess: () => onDone(hidden ? `${whose} is hidden from the wall.` : `${whose} can show on the wall again.`) });
  };
  const listAgain = () => {
    resetErrors();
    const approving = prayer.wallStatus === 'awaiting_approval';
    putOnWall.mutate(
      { id: prayer.id },
      {
        onSuccess: () => {
          onDone(approving ? `${whose} is approved and on the wall.` : `${whose} is back on the wall.`);
          // Its button is gone: the keyboard goes back to the top of the request.
          heading.current?.focus();
        },
      },
    );
  };
  const clearAnswered = () => {
    resetErrors();
    clearAnswer.mutate({ id: prayer.id, praiseNote: null }, { onSuccess: () => onDone(`${whose} is no longer marked answered.`) });
  };

  const leavesWall = prayer.wallStatus === 'on_wall' && prayer.listedAt && expiryDays ? new Date(prayer.listedAt.getTime() + expiryDays * DAY_MS) : null;

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="xs">
          <Badge radius="sm" {...prayerStatusBadges[prayer.wallStatus]}>
            {prayerStatusLabels[prayer.wallStatus]}
          </Badge>
          {prayer.answeredAt ? (
            <Badge radius="sm" color="teal.9" c="white">
              Answered
            </Badge>
          ) : null}
        </Group>
        <Stack gap={2}>
          <Title order={2} size="h5" id={headingId} ref={heading} tabIndex={-1}>
            {whose}
          </Title>
          <Text size="sm">
            <Anchor href={`mailto:${prayer.email}`} style={{ overflowWrap: 'anywhere' }}>
              {prayer.email}
            </Anchor>
          </Text>
          <Text size="sm" c="gray.7">
            Sent <DeskTime date={prayer.createdAt} />
            {prayer.listedAt && prayer.wallStatus !== 'awaiting_approval' ? (
              <>
                {' '}
                &middot; on the wall from <DeskTime date={prayer.listedAt} />
              </>
            ) : null}
            {leavesWall ? (
              <>
                {' '}
                &middot; leaves it <DeskTime date={leavesWall} />
              </>
            ) : null}
          </Text>
        </Stack>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{prayer.request}</Text>
        {prayer.praiseNote ? (
          <Blockquote color="teal" p="sm" radius="sm">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <strong>Praise:</strong> {prayer.praiseNote}
            </Text>
          </Blockquote>
        ) : null}
        {writingPraise ? (
          <PraiseNoteForm
            prayerId={prayer.id}
            praiseNote={prayer.praiseNote}
            onWall={prayer.wallStatus === 'on_wall'}
            emailsRequester={emailsRequester}
            onSaved={() => {
              setWritingPraise(false);
              onDone(`${whose} is marked answered; the wall shows the praise${emailsRequester ? `, and ${prayer.name} is emailed it` : ''}.`);
              heading.current?.focus();
            }}
            onCancel={() => {
              setWritingPraise(false);
              // Back to the button that opened the form, once it is drawn again.
              requestAnimationFrame(() => markAnswered.current?.focus());
            }}
          />
        ) : (
          <Group gap="xs">
            {prayer.wallStatus === 'awaiting_approval' ? (
              <Button size="sm" onClick={listAgain} loading={putOnWall.isPending} disabled={busy} {...describedBy}>
                Approve
              </Button>
            ) : null}
            {prayer.wallStatus === 'expired' ? (
              <Button size="sm" onClick={listAgain} loading={putOnWall.isPending} disabled={busy} {...describedBy}>
                Put back on the wall
              </Button>
            ) : null}
            {prayer.isPrivate ? null : (
              <Button size="sm" variant="light" onClick={toggleHidden} loading={setHidden.isPending} disabled={busy} {...describedBy}>
                {prayer.hiddenAt === null ? 'Hide from wall' : 'Show on wall'}
              </Button>
            )}
            <Button
              ref={markAnswered}
              size="sm"
              variant="light"
              color="teal.9"
              onClick={() => {
                resetErrors();
                setWritingPraise(true);
              }}
              disabled={busy}
              {...describedBy}
            >
              {prayer.answeredAt ? 'Change praise note' : 'Mark answered'}
            </Button>
            {prayer.answeredAt ? (
              <Button size="sm" variant="default" onClick={clearAnswered} loading={clearAnswer.isPending} disabled={busy} {...describedBy}>
                Clear answered
              </Button>
            ) : null}
          </Group>
        )}
        {failed ? (
          <Text c="red.9" size="sm" role="alert">
            {serverMessage(failed.error, 'That did not work. Please try again in a moment.')}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}
