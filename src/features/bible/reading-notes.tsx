import { Button, Group, Stack, Textarea } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { NOTES_MAX } from '@server/contracts/study-limits';
import { useState } from 'react';
import { announceAchievements, browserTimeZone, studyMessages, useRefreshStudy, useStudyErrorHandler } from '@/lib/study';
import { notifySuccess } from '@/lib/notify';
import { textareaAutosize } from '@/lib/textarea-autosize';
import { useTRPC } from '@/lib/trpc';
import type { ChapterPlace } from './bible-places';

export interface ReadRecord {
  notes: string | null;
}

interface ReadingNotesProps {
  place: ChapterPlace;
  /** The member's record of this chapter, or null while unread. Mount with a key per chapter: a new chapter starts afresh. */
  record: ReadRecord | null;
  /** Told what the server did to the member's plans, so a plan screen can say so. */
  onMarked?: (plans: { planId: number; progress: number; isCompleted: boolean }[]) => void;
}

/**
 * Reading Notes and Mark as Read (members.md section 2). Notes go with the mark only when something is
 * written; once read, the button reads Marked as Read and is disabled, and changed notes can still be saved.
 */
export function ReadingNotes({ place, record, onMarked }: ReadingNotesProps) {
  const trpc = useTRPC();
  const refresh = useRefreshStudy();
  const onError = useStudyErrorHandler();
  const [notes, setNotes] = useState(record?.notes ?? '');
  const [savedNotes, setSavedNotes] = useState(record?.notes ?? '');
  const [isRead, setIsRead] = useState(record !== null);
  const tooLong = notes.length > NOTES_MAX;

  const mark = useMutation(
    trpc.study.markRead.mutationOptions({
      onSuccess: (result) => {
        const firstTime = !isRead;
        setIsRead(true);
        setSavedNotes(result.chapter.notes ?? '');
        if (firstTime) notifySuccess(studyMessages.markedReadTitle, studyMessages.markedRead(result.chapter.book, result.chapter.chapter));
        else notifySuccess('Notes Saved', `Your notes on ${result.chapter.book} ${result.chapter.chapter} are saved.`);
        announceAchievements(result.newAchievements);
        onMarked?.(result.plans);
        void refresh();
      },
      onError: (error) => onError(error, studyMessages.markRead),
    }),
  );

  function submit() {
    if (tooLong) return;
    const trimmed = notes.trim();
    mark.mutate({ book: place.book, chapter: place.chapter, timeZone: browserTimeZone(), ...(trimmed ? { notes: trimmed } : {}) });
  }

  const notesChanged = notes.trim() !== savedNotes.trim();
  return (
    <Stack gap="sm">
      <Textarea
        label="Reading Notes"
        description={`What stood out to you in ${place.book} ${place.chapter}? Your notes are private.`}
        value={notes}
        onChange={(event) => setNotes(event.currentTarget.value)}
        error={tooLong ? `Please keep your notes under ${NOTES_MAX.toLocaleString('en-US')} characters` : undefined}
        autosize={textareaAutosize}
        minRows={3}
        maxRows={12}
      />
      <Group gap="sm">
        <Button onClick={submit} disabled={isRead || tooLong} loading={mark.isPending && !isRead}>
          {isRead ? 'Marked as Read' : 'Mark as Read'}
        </Button>
        {isRead && (
          <Button variant="default" onClick={submit} disabled={!notesChanged || tooLong} loading={mark.isPending}>
            Save Notes
          </Button>
        )}
      </Group>
    </Stack>
  );
}
