import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, trpcQueries, type ProcedureOutput } from '@/test/trpc-msw';

// Reading Notes, Mark as Read, the Read badge and the reader with a plan (members.md sections 2 and 4).
const member = { id: 7, username: 'grace', subscriptionTier: 'free' as const, role: 'member' as const };
type ReadList = ProcedureOutput<'study.myChapters'>['chapters'];
const readOn = new Date('2026-11-20T12:00:00Z');
const john = (chapter: number) => ({ book: 'John', chapter });
const plan = {
  id: 4,
  name: 'John in Three Days',
  description: 'The start of the fourth gospel.',
  planType: 'gospel',
  duration: 3,
  chapters: [john(1), john(2), john(3)],
  days: [[john(1)], [john(2)], [john(3)]],
};

function answer({ read = [] as ReadList, started = true, progress = 0, startedAt = new Date() } = {}) {
  const state = { read: [...read] };
  const handler = trpcQueries({
    'accounts.session': () => member,
    'bible.search': () => ({ query: '', total: 0, results: [], topics: [] }),
    'bible.chapter': ({ book, chapter, translation = 'kjv' }) => ({
      book,
      chapter: Number(chapter),
      translation,
      verses: [1, 2].map((verse) => ({ verse, text: `${book} ${chapter}:${verse} text.` })),
      previous: null,
      next: null,
    }),
    'study.myChapters': () => ({ chapters: state.read, chaptersCount: state.read.length, totalReadInPlan: 0 }),
    'study.plan': () => ({ plan }),
    'study.myPlans': () => ({ plans: started ? [{ planId: plan.id, progress, isCompleted: progress === 100, startedAt }] : [] }),
  });
  return { handler, state };
}

const findText = (text: string) => screen.findByText(text);

describe('reading progress in the reader', () => {
  it('marks a chapter read with its notes, says so, and then shows Read and Marked as Read', async () => {
    const { handler, state } = answer();
    const mark = trpcMutation('study.markRead', (input) => {
      const chapter = { book: 'John', chapter: 3, notes: input.notes ?? null, readAt: new Date() };
      state.read.push(chapter);
      return {
        chapter,
        plans: [],
        newAchievements: [{ id: 1, name: 'First Steps', description: 'Read your first chapter', icon: 'book-open', type: 'reading', level: 1, points: 10, threshold: 1 }],
      };
    });
    server.use(handler, mark.handler);
    const { user } = renderApp('/bible-reading?book=John&chapter=3');
    await findText('John 3:1 text.');

    await user.pasteInto(await screen.findByRole('textbox', { name: /Reading Notes/ }), '  Born of water and the Spirit  ');
    await user.click(screen.getByRole('button', { name: 'Mark as Read' }));

    expect(await findText('Chapter Marked as Read')).toBeInTheDocument();
    expect(screen.getByText('John 3 has been recorded in your reading progress.')).toBeInTheDocument();
    expect(screen.getByText('Achievement Unlocked!')).toBeInTheDocument();
    expect(screen.getByText('First Steps')).toBeInTheDocument();
    expect(mark.received).toEqual([{ book: 'John', chapter: 3, notes: 'Born of water and the Spirit', timeZone: expect.any(String) }]);
    expect(screen.getByRole('button', { name: 'Marked as Read' })).toBeDisabled();
    expect(await findText('Read')).toBeInTheDocument();
  });

  it('sends no notes when none are written', async () => {
    const { handler } = answer();
    const mark = trpcMutation('study.markRead', () => ({ chapter: { book: 'John', chapter: 3, notes: null, readAt: new Date() }, plans: [], newAchievements: [] }));
    server.use(handler, mark.handler);
    const { user } = renderApp('/bible-reading?book=John&chapter=3');
    await user.pasteInto(await screen.findByRole('textbox', { name: /Reading Notes/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Mark as Read' }));
    await waitFor(() => expect(mark.received).toHaveLength(1));
    expect(mark.received[0]).not.toHaveProperty('notes');
  });

  it('takes the note and the flag from the server for each chapter, starting afresh on another one', async () => {
    const { handler } = answer({ read: [{ book: 'John', chapter: 3, notes: 'For God so loved', readAt: readOn }] });
    server.use(handler);
    const { user } = renderApp('/bible-reading?book=John&chapter=3');
    expect(await screen.findByDisplayValue('For God so loved')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Marked as Read' })).toBeDisabled();
    expect(screen.getByText('Read')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await findText('John 4:1 text.');
    expect(screen.getByRole('textbox', { name: /Reading Notes/ })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Mark as Read' })).toBeEnabled();
    expect(screen.queryByText('Read')).toBeNull();
  });

  it('shows the server’s message when marking fails, and keeps the notes typed', async () => {
    const { handler } = answer();
    const { TrpcTestError } = await import('@/test/trpc-msw');
    const mark = trpcMutation('study.markRead', () => {
      throw new TrpcTestError('BAD_REQUEST', 400, 'Please keep your notes under 5,000 characters');
    });
    server.use(handler, mark.handler);
    const { user } = renderApp('/bible-reading?book=John&chapter=3');
    await user.pasteInto(await screen.findByRole('textbox', { name: /Reading Notes/ }), 'Kept');
    await user.click(screen.getByRole('button', { name: 'Mark as Read' }));
    expect(await findText('Please keep your notes under 5,000 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Reading Notes/ })).toHaveValue('Kept');
    expect(screen.getByRole('button', { name: 'Mark as Read' })).toBeEnabled();
  });
});

describe('the reader with a plan', () => {
  it('opens the first unread chapter of the plan, checks the read ones and steps within the plan', async () => {
    const { handler } = answer({ read: [{ book: 'John', chapter: 1, notes: null, readAt: readOn }], progress: 33 });
    server.use(handler);
    const { user, router } = renderApp(`/bible-reading?planId=${plan.id}`);

    expect(await findText('John 2:1 text.')).toBeInTheDocument();
    // The opening place is written into the URL, so marking it read does not move the page.
    await waitFor(() => expect(router.state.location.search).toMatchObject({ planId: plan.id, book: 'John', chapter: 2 }));
    const card = screen.getByRole('region', { name: plan.name });
    expect(within(card).getByText('Day 1 of 3')).toBeInTheDocument();
    expect(within(card).getByText('John 2', { exact: false })).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Plan progress: 33%' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Book' })).toBeNull();

    const list = screen.getByRole('navigation', { name: 'Chapters in this plan' });
    expect(within(list).getAllByRole('button').map((button) => button.textContent)).toEqual(['John 1, read', 'John 2', 'John 3']);
    expect(within(list).getByRole('button', { name: 'John 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ planId: plan.id, book: 'John', chapter: 3 }));
    expect(await findText('John 3:1 text.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Next/ })).toBeDisabled();
  });

  it('says Almost there! at 80% and how far behind a member is, with a way to catch up', async () => {
    const fourDaysAgo = new Date(Date.now() - 4 * 86_400_000);
    const { handler } = answer({ read: [{ book: 'John', chapter: 3, notes: null, readAt: readOn }], progress: 80, startedAt: fourDaysAgo });
    server.use(handler);
    const { user, router } = renderApp(`/bible-reading?planId=${plan.id}&book=John&chapter=2`);
    expect(await findText('Almost there!')).toBeInTheDocument();
    expect(screen.getByText('2 days behind')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Catch up: John 1' }));
    await waitFor(() => expect(router.state.location.search).toMatchObject({ book: 'John', chapter: 1 }));
  });

  it('sends the recomputed progress when a read chapter of the plan is open and the stored one differs', async () => {
    const { handler } = answer({ read: [{ book: 'John', chapter: 1, notes: null, readAt: readOn }], progress: 0 });
    const patch = trpcMutation('study.updatePlanProgress', ({ progress }) => ({
      plan: { planId: plan.id, progress, isCompleted: false, startedAt: new Date() },
      newAchievements: [],
    }));
    server.use(handler, patch.handler);
    renderApp(`/bible-reading?planId=${plan.id}&book=John&chapter=1`);
    expect(await findText('Reading Plan Updated')).toBeInTheDocument();
    expect(patch.received).toEqual([{ planId: plan.id, progress: 33 }]);
  });

  it('offers to start a plan the member has not started', async () => {
    const { handler } = answer({ started: false });
    const start = trpcMutation('study.startPlan', () => ({ plan: { planId: plan.id, progress: 0, isCompleted: false, startedAt: new Date() } }));
    server.use(handler, start.handler);
    const { user } = renderApp(`/bible-reading?planId=${plan.id}`);
    await user.click(await screen.findByRole('button', { name: 'Start Plan' }));
    await waitFor(() => expect(start.received).toEqual([{ planId: plan.id }]));
  });
});
