import { screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, trpcQueries, TrpcTestError } from '@/test/trpc-msw';
import {
  ago,
  answerChat,
  chatMessage,
  chatSession,
  DAY,
  freeTier,
  HOUR,
  member,
  premiumTier,
  SESSION_A,
  SESSION_B,
  SESSION_NEW,
} from './chat-test-server';

const WAIT = { timeout: 5000 };

const conversations = () => screen.getByRole('navigation', { name: 'Conversations' });
const messageList = () => screen.getByRole('list', { name: 'Messages' });

describe('the Bible Chat page', () => {
  it('lists the conversations, most recent first, and opens the most recent', async () => {
    server.use(
      answerChat({
        sessions: () => [chatSession(SESSION_A, 3, ago(2 * HOUR)), chatSession(SESSION_B, 0, ago(3 * DAY))],
        messages: {
          [SESSION_A]: [chatMessage('user', 'What is grace?'), chatMessage('assistant', 'Grace is the undeserved favour of God.')],
          [SESSION_B]: [],
        },
      }),
    );
    const { user } = renderApp('/bible-chat');

    expect(await screen.findByRole('heading', { level: 1, name: 'Bible Chat' }, WAIT)).toBeInTheDocument();
    const first = await within(await screen.findByRole('navigation', { name: 'Conversations' }, WAIT)).findByRole('button', {
      name: /Conversation \(3\)/,
    });
    expect(first).toHaveTextContent('2 hours ago');
    expect(first).toHaveAttribute('aria-current', 'true');
    const second = within(conversations()).getByRole('button', { name: /New Conversation/ });
    expect(second).toHaveTextContent('3 days ago');
    expect(second).not.toHaveAttribute('aria-current');
    expect(await within(messageList()).findByText('Grace is the undeserved favour of God.')).toBeInTheDocument();

    await user.click(second);
    await waitFor(() => expect(second).toHaveAttribute('aria-current', 'true'));
    expect(first).not.toHaveAttribute('aria-current');
    // An empty conversation: the intro, and for a free member the way to Premium.
    expect(await screen.findByText('Ask anything about the Bible')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Upgrade to Premium' }).length).toBeGreaterThan(0);
  });

  it('shows a conversation updated a moment ago as Just now', async () => {
    server.use(answerChat({ sessions: () => [chatSession(SESSION_A, 1, ago(5 * 60 * 1000))] }));
    renderApp('/bible-chat');
    const entry = await screen.findByRole('button', { name: /Conversation \(1\)/ }, WAIT);
    expect(entry).toHaveTextContent('Just now');
  });

  it('starts a "New Conversation" on the first visit, when there is none yet', async () => {
    let sessions: ReturnType<typeof chatSession>[] = [];
    server.use(answerChat({ sessions: () => sessions }));
    const create = trpcMutation('chat.createSession', () => {
      const created = chatSession(SESSION_NEW, 0);
      sessions = [created];
      return created;
    });
    server.use(create.handler);
    renderApp('/bible-chat');

    const field = await screen.findByRole('textbox', { name: 'Your question' }, WAIT);
    await waitFor(() => expect(field).toHaveAttribute('placeholder', 'Ask a question about the Bible...'), WAIT);
    expect(field).toBeEnabled();
    expect(create.received).toEqual([{ name: 'New Conversation' }]);
    const entry = within(conversations()).getByRole('button', { name: /New Conversation/ });
    expect(entry).toHaveAttribute('aria-current', 'true');
    expect(entry).toHaveTextContent('Just now');
  });

  it('says "No conversations yet" and keeps the field waiting while the first conversation is made', async () => {
    server.use(answerChat({ sessions: () => [] }));
    server.use(trpcMutation('chat.createSession', () => new Promise(() => undefined)).handler);
    renderApp('/bible-chat');

    expect(await screen.findByText('No conversations yet', {}, WAIT)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Your question' });
    expect(field).toHaveAttribute('placeholder', 'Loading session...');
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('says Session Error when no conversation can be made', async () => {
    server.use(answerChat({ sessions: () => [] }));
    server.use(
      trpcMutation('chat.createSession', () => {
        throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
      }).handler,
    );
    renderApp('/bible-chat');

    expect(await screen.findByText('Could not establish a chat session. Please refresh the page.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Session Error')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your question' })).toBeDisabled();
  });

  it('says Session Error when the conversations cannot be loaded', async () => {
    server.use(answerChat());
    server.use(
      trpcQueries({
        'accounts.session': () => member,
        'chat.subscription': () => freeTier(),
        'chat.sessions': () => {
          throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
        },
      }),
    );
    renderApp('/bible-chat');
    expect(await screen.findByText('Could not establish a chat session. Please refresh the page.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getAllByText('Session Error')).toHaveLength(1);
  });

  it('starts a new conversation and opens it, or says so when it cannot', async () => {
    server.use(answerChat({ sessions: () => [chatSession(SESSION_A, 4, ago(HOUR))], messages: { [SESSION_A]: [chatMessage('user', 'Old question')] } }));
    let fail = true;
    server.use(
      trpcMutation('chat.createSession', () => {
        if (fail) throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
        return chatSession(SESSION_NEW, 0);
      }).handler,
    );
    const { user } = renderApp('/bible-chat');
    await within(await screen.findByRole('list', { name: 'Messages' }, WAIT)).findByText('Old question');

    await user.click(screen.getByRole('button', { name: 'Start a new conversation' }));
    expect(await screen.findByText('Could not start a new conversation. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Start a new conversation' }));
    const created = await within(conversations()).findByRole('button', { name: /New Conversation/ });
    await waitFor(() => expect(created).toHaveAttribute('aria-current', 'true'));
    // The new one comes first, and the page shows its (empty) messages.
    expect(within(conversations()).getAllByRole('button')[0]).toBe(created);
    expect(await screen.findByText('Ask anything about the Bible')).toBeInTheDocument();
  });

  it('says so when a conversation cannot be loaded', async () => {
    server.use(answerChat({ sessions: () => [chatSession(SESSION_A, 2, ago(HOUR))] }));
    server.use(
      trpcQueries({
        'accounts.session': () => member,
        'chat.subscription': () => freeTier(),
        'chat.sessions': () => ({ sessions: [chatSession(SESSION_A, 2, ago(HOUR))] }),
        'chat.messages': () => {
          throw new TrpcTestError('NOT_FOUND', 404, 'This conversation could not be found.');
        },
      }),
    );
    renderApp('/bible-chat');
    expect(await screen.findByText('Could not load this conversation. Please try again.', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('shows the tier: Free Tier with its limit and an upgrade banner', async () => {
    server.use(answerChat());
    renderApp('/bible-chat');
    const panel = await screen.findByRole('region', { name: /Bible Assistant/ }, WAIT);
    expect(await within(panel).findByText('Free Tier')).toBeInTheDocument();
    expect(screen.getByText('Go deeper with Premium')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Export' })).not.toBeInTheDocument();
  });

  it('offers a Premium member the exports of this conversation and of the whole history', async () => {
    server.use(answerChat({ subscription: premiumTier }));
    const { user } = renderApp('/bible-chat');
    const panel = await screen.findByRole('region', { name: /Bible Assistant/ }, WAIT);
    expect(await within(panel).findByText('Premium')).toBeInTheDocument();
    expect(screen.queryByText('Go deeper with Premium')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Export' }));
    expect(await screen.findByRole('menuitem', { name: 'Export this conversation' })).toHaveAttribute(
      'href',
      `/api/bible-chat/sessions/${SESSION_A}/export`,
    );
    expect(screen.getByRole('menuitem', { name: 'Export all conversations' })).toHaveAttribute('href', '/api/bible-chat/export');
  });

  it('says when the assistant answers offline, without an AI key', async () => {
    server.use(answerChat({ subscription: () => freeTier(5, 'offline') }));
    renderApp('/simple-bible-chat');
    const panel = await screen.findByRole('region', { name: /Bible Assistant/ }, WAIT);
    expect(await within(panel).findByText('Offline assistant (no AI key configured)')).toBeInTheDocument();
  });

  it('passes axe without a serious violation (colour contrast is left to the browser tests)', async () => {
    server.use(
      answerChat({
        sessions: () => [chatSession(SESSION_A, 2, ago(HOUR)), chatSession(SESSION_B, 0, ago(DAY))],
        messages: { [SESSION_A]: [chatMessage('user', 'What is grace?'), chatMessage('assistant', '**Grace** is a gift (Ephesians 2:8).')] },
      }),
    );
    renderApp('/bible-chat');
    await within(await screen.findByRole('list', { name: 'Messages' }, WAIT)).findByText('Grace');
    await waitFor(() => expect(screen.getByText('5 of 5 messages remaining today')).toBeInTheDocument());

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } }, resultTypes: ['violations'] });
    const serious = results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
  });
});
