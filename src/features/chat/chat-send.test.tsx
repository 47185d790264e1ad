import { AI_DAILY_LIMIT_MESSAGE } from '@server/contracts/api-limits';
import type { SendMessageEvent } from '@server/contracts/chat';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TRANSLATION_STORAGE_KEY } from '@/lib/bible-preferences';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcStreamMutation, TrpcTestError } from '@/test/trpc-msw';
import { answerChat, chatSession, donePair, freeTier, gate, premiumTier, SESSION_A } from './chat-test-server';

const WAIT = { timeout: 5000 };

/** Opens the chat and waits until a question can be typed (the conversation is there). */
async function openChat() {
  const view = renderApp('/bible-chat');
  const field = await screen.findByRole('textbox', { name: 'Your question' }, WAIT);
  await waitFor(() => expect(field).toHaveAttribute('placeholder', 'Ask a question about the Bible...'), WAIT);
  return { ...view, field };
}

const messageList = () => screen.getByRole('list', { name: 'Messages' });

describe('sending a question', () => {
  it('asks for the passages in the translation the member reads the Bible in', async () => {
    localStorage.setItem(TRANSLATION_STORAGE_KEY, 'web');
    server.use(answerChat({ sessions: () => [chatSession(SESSION_A, 0)] }));
    const send = trpcStreamMutation('chat.send', async function* (input): AsyncGenerator<SendMessageEvent> {
      yield donePair(input.message, 'In nothing be anxious (Philippians 4:6).', 4);
    });
    server.use(send.handler);
    const { user, field } = await openChat();
    await user.pasteInto(field, 'What does the Bible say about worry?');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(send.received).toEqual([{ sessionId: SESSION_A, message: 'What does the Bible say about worry?', translation: 'web' }]), WAIT);
  });

  it('shows the answer as it is written, then counts the message: 5 of 5, then 4 of 5', async () => {
    let sessionReads = 0;
    server.use(
      answerChat({
        sessions: () => {
          sessionReads += 1;
          return [chatSession(SESSION_A, sessionReads > 1 ? 2 : 0)];
        },
      }),
    );
    const secondPiece = gate();
    const send = trpcStreamMutation('chat.send', async function* (input): AsyncGenerator<SendMessageEvent> {
      yield { type: 'delta', text: 'Love is ' };
      await secondPiece.opened;
      yield { type: 'delta', text: 'patient, love is kind.' };
      yield donePair(input.message, 'Love is patient, love is kind (1 Corinthians 13:4).', 4);
    });
    server.use(send.handler);
    const { user, field } = await openChat();

    expect(screen.getByText('5 of 5 messages remaining today')).toBeInTheDocument();
    expect(screen.getByText('Free tier limit: 5 messages per day')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '5 of 5 messages remaining today' })).toBeInTheDocument();

    await user.pasteInto(field, 'What is love?');
    await user.keyboard('{Enter}');

    // The question shows at once and the counter drops before the server has answered.
    expect(await within(messageList()).findByText('What is love?')).toBeInTheDocument();
    expect(screen.getByText('4 of 5 messages remaining today')).toBeInTheDocument();
    expect(field).toHaveValue('');
    // The first piece is on screen while the rest is still being written: Stop, not Send.
    expect(await within(messageList()).findByText('Love is')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stop' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send' })).not.toBeInTheDocument();
    // Each piece is not read out; only the finished answer is.
    expect(screen.getByRole('status', { name: '' })).toBeEmptyDOMElement();

    secondPiece.open();
    expect(await within(messageList()).findByText(/Love is patient, love is kind \(/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.getByText('4 of 5 messages remaining today')).toBeInTheDocument();
    expect(send.received).toEqual([{ sessionId: SESSION_A, message: 'What is love?', translation: 'kjv' }]);
    // Right and left: the member's question and the assistant's answer.
    const [question, answer] = within(messageList()).getAllByRole('listitem');
    expect(question).toHaveAttribute('data-role', 'user');
    expect(answer).toHaveAttribute('data-role', 'assistant');
    // The finished answer is announced, and the conversation list is read again for its new count.
    await waitFor(() => expect(screen.getByText('Love is patient, love is kind (1 Corinthians 13:4).', { selector: '[role="status"]' })).toBeInTheDocument());
    expect(await screen.findByRole('button', { name: /Conversation \(2\)/ })).toBeInTheDocument();
  });

  it('takes the server’s count over the guess', async () => {
    server.use(answerChat());
    server.use(trpcStreamMutation('chat.send', async function* (input): AsyncGenerator<SendMessageEvent> {
      yield donePair(input.message, 'Amen.', 2);
    }).handler);
    const { user, field } = await openChat();

    await user.pasteInto(field, 'Pray with me');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('2 of 5 messages remaining today')).toBeInTheDocument();
  });

  it('warns at 1 left; the last message leaves 0: the field is blocked and the upgrade dialog opens', async () => {
    server.use(answerChat({ subscription: () => freeTier(1) }));
    server.use(trpcStreamMutation('chat.send', async function* (input): AsyncGenerator<SendMessageEvent> {
      yield donePair(input.message, 'Rejoice always.', 0);
    }).handler);
    const { user, field } = await openChat();

    expect(screen.getByText('You have only 1 message remaining today...')).toBeInTheDocument();
    expect(screen.getByText('1 of 5 messages remaining today')).toBeInTheDocument();

    await user.pasteInto(field, 'One more question');
    await user.keyboard('{Enter}');

    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.getByText("You've reached your daily message limit. Upgrade to Premium for unlimited access.")).toBeInTheDocument();
    expect(screen.getByText('0 of 5 messages remaining today')).toBeInTheDocument();
    expect(screen.queryByText('You have only 1 message remaining today...')).not.toBeInTheDocument();
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
  });

  it('blocks typing and sending when the day’s messages are already used up, and offers the upgrade once', async () => {
    server.use(answerChat({ subscription: () => freeTier(0) }));
    const send = trpcStreamMutation('chat.send', async function* (input): AsyncGenerator<SendMessageEvent> {
      yield donePair(input.message, 'Never sent.', 0);
    });
    server.use(send.handler);
    const { user } = renderApp('/bible-chat');

    expect(await screen.findByText("You've reached your daily message limit. Upgrade to Premium for unlimited access.", {}, WAIT)).toBeInTheDocument();
    const field = screen.getByRole('textbox', { name: 'Your question' });
    await waitFor(() => expect(field).toHaveAttribute('placeholder', 'Ask a question about the Bible...'));
    expect(field).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(send.received).toEqual([]);
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' }, WAIT);
    await user.click(within(dialog).getByRole('button', { name: 'Close dialog' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Upgrade to Premium' })).not.toBeInTheDocument());
  });

  it('starts a new line with Shift+Enter instead of sending, and ignores a blank question', async () => {
    server.use(answerChat());
    const send = trpcStreamMutation('chat.send', async function* (input): AsyncGenerator<SendMessageEvent> {
      yield donePair(input.message, 'Yes.', 4);
    });
    server.use(send.handler);
    const { user, field } = await openChat();

    await user.pasteInto(field, '   ');
    await user.keyboard('{Enter}');
    await user.type(field, 'First line{Shift>}{Enter}{/Shift}second line');
    expect(field).toHaveValue('   First line\nsecond line');
    expect(send.received).toEqual([]);
    expect(screen.getByText('5 of 5 messages remaining today')).toBeInTheDocument();

    await user.keyboard('{Enter}');
    // Sent as the server stores it: trimmed, the line break kept.
    await waitFor(() => expect(send.received).toEqual([{ sessionId: SESSION_A, message: 'First line\nsecond line', translation: 'kjv' }]));
  });

  it('has no counter, warnings or upgrade for a Premium member', async () => {
    server.use(answerChat({ subscription: premiumTier }));
    server.use(trpcStreamMutation('chat.send', async function* (input): AsyncGenerator<SendMessageEvent> {
      yield donePair(input.message, 'Peace be with you.', null);
    }).handler);
    const { user, field } = await openChat();

    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.queryByText(/messages remaining today/)).not.toBeInTheDocument();
    expect(screen.queryByText(/Free tier limit/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade to Premium' })).not.toBeInTheDocument();

    await user.type(field, 'Peace?{Enter}');
    expect(await within(messageList()).findByText('Peace be with you.')).toBeInTheDocument();
    expect(screen.queryByText(/messages remaining today/)).not.toBeInTheDocument();
  });
});

describe('when a send fails', () => {
  it('takes the question back off the screen, gives the message back and keeps the typed text', async () => {
    server.use(answerChat());
    const failure = gate();
    server.use(
      trpcStreamMutation('chat.send', async () => {
        await failure.opened;
        throw new TrpcTestError('BAD_GATEWAY', 502, 'The Bible assistant is not available right now.');
      }).handler,
    );
    const { user, field } = await openChat();

    await user.type(field, 'Who was Lydia?{Enter}');
    expect(await within(messageList()).findByText('Who was Lydia?')).toBeInTheDocument();
    expect(screen.getByText('4 of 5 messages remaining today')).toBeInTheDocument();

    failure.open();
    expect(await screen.findByText('Failed to get a response. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByText('5 of 5 messages remaining today')).toBeInTheDocument();
    expect(field).toHaveValue('Who was Lydia?');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('takes back a half-written answer when the stream fails part-way', async () => {
    server.use(answerChat());
    server.use(
      trpcStreamMutation('chat.send', async function* (): AsyncGenerator<SendMessageEvent> {
        yield { type: 'delta', text: 'Lydia was a seller of purple' };
        throw new TrpcTestError('SERVICE_UNAVAILABLE', 503, 'The Bible assistant is very busy right now.');
      }).handler,
    );
    const { user, field } = await openChat();

    await user.type(field, 'Who was Lydia?{Enter}');
    expect(await screen.findByText('Failed to get a response. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/seller of purple/)).not.toBeInTheDocument();
    expect(screen.getByText('5 of 5 messages remaining today')).toBeInTheDocument();
    expect(field).toHaveValue('Who was Lydia?');
  });

  it("says why on a 429, as when the day's AI budget is spent, and gives the message back", async () => {
    server.use(answerChat());
    server.use(
      trpcStreamMutation('chat.send', () => {
        throw new TrpcTestError('TOO_MANY_REQUESTS', 429, AI_DAILY_LIMIT_MESSAGE);
      }).handler,
    );
    const { user, field } = await openChat();

    await user.type(field, 'Who was Lydia?{Enter}');
    expect(await screen.findByText(AI_DAILY_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Failed to get a response. Please try again.')).not.toBeInTheDocument();
    expect(screen.getByText('5 of 5 messages remaining today')).toBeInTheDocument();
    expect(field).toHaveValue('Who was Lydia?');
  });

  it('says Subscription Required on a 402 and opens the upgrade dialog', async () => {
    server.use(answerChat({ subscription: () => freeTier(2) }));
    server.use(
      trpcStreamMutation('chat.send', () => {
        throw new TrpcTestError('PAYMENT_REQUIRED', 402, 'Subscription Required');
      }).handler,
    );
    const { user, field } = await openChat();

    await user.type(field, 'Tell me about Ruth{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Upgrade to Premium' })).toBeInTheDocument();
    expect(screen.getByText('Subscription Required')).toBeInTheDocument();
    expect(screen.queryByText('Failed to get a response. Please try again.')).not.toBeInTheDocument();
    expect(field).toHaveValue('Tell me about Ruth');
  });
});

describe('Stop', () => {
  it('ends the answer where it is and keeps what was written, as the server does', async () => {
    server.use(answerChat());
    const never = gate();
    server.use(
      trpcStreamMutation('chat.send', async function* (): AsyncGenerator<SendMessageEvent> {
        yield { type: 'delta', text: 'In the beginning was the Word' };
        await never.opened;
      }).handler,
    );
    const { user, field } = await openChat();

    await user.type(field, 'Read John 1{Enter}');
    expect(await within(messageList()).findByText('In the beginning was the Word')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(within(messageList()).getByText('Read John 1')).toBeInTheDocument();
    expect(within(messageList()).getByText('In the beginning was the Word')).toBeInTheDocument();
    // The server counted the question: the message stays used, and nothing failed.
    expect(screen.getByText('4 of 5 messages remaining today')).toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    expect(field).toHaveValue('');
    never.open();
  });

  it('keeps nothing when stopped before a word, as the server does: the question goes back in the field', async () => {
    server.use(answerChat());
    const never = gate();
    server.use(
      trpcStreamMutation('chat.send', async function* (): AsyncGenerator<SendMessageEvent> {
        await never.opened;
        yield { type: 'delta', text: 'Too late: the member stopped before this.' };
      }).handler,
    );
    const { user, field } = await openChat();

    await user.type(field, 'Read John 1{Enter}');
    expect(await screen.findByText('The Bible Assistant is writing an answer')).toBeInTheDocument();
    expect(screen.getByText('4 of 5 messages remaining today')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stop' }));

    expect(await screen.findByRole('button', { name: 'Send' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Messages' })).not.toBeInTheDocument();
    expect(screen.getByText('5 of 5 messages remaining today')).toBeInTheDocument();
    expect(field).toHaveValue('Read John 1');
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    never.open();
  });
});
