import { AI_DAILY_LIMIT_MESSAGE } from '@server/contracts/api-limits';
import { contentMessages, downloadFileName, resultPreview } from '@server/contracts/content';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render';
import { trpcMutation, TrpcTestError } from '@/test/trpc-msw';
import { answerGenerator, contentOf, itemOf, longText, previewOf, purchaseHandlers } from './generator-test-server';

const WAIT = { timeout: 5000 };

async function openGenerator(url = '/content-generator') {
  const view = renderApp(url);
  await screen.findByRole('heading', { level: 1, name: 'Content Generator' }, WAIT);
  const form = await screen.findByRole('form', { name: /request$/ }, WAIT);
  return { ...view, form };
}

/** The request form's fields, found by their labels. */
function fields() {
  return {
    topic: screen.getByRole('textbox', { name: /^Topic/ }),
    bibleVerse: screen.getByRole('textbox', { name: 'Bible verse (optional)' }),
    audience: screen.getByRole('textbox', { name: 'Target audience (optional)' }),
    keyPoint: screen.getByRole('textbox', { name: /^Key points/ }),
    personalStory: screen.getByRole('checkbox', { name: 'Include a personal story' }),
    questions: screen.getByRole('checkbox', { name: 'Include discussion questions' }),
  };
}

async function fillSermon(user: ReturnType<typeof renderApp>['user']) {
  const field = fields();
  await user.pasteInto(field.topic, 'Grace');
  await user.pasteInto(field.bibleVerse, 'Ephesians 2:8');
  await user.click(screen.getByRole('radio', { name: 'Long (40+ minutes)' }));
  await user.pasteInto(field.audience, 'new believers');
  await user.type(field.keyPoint, 'Grace is a gift{Enter}');
  await user.click(field.personalStory);
}

describe('the content generator form', () => {
  it('starts on Sermon with medium length and every option off; the Sunday School tab adds its options', async () => {
    server.use(answerGenerator());
    const { user } = await openGenerator();

    expect(screen.getByRole('tab', { name: 'Sermon' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('radio', { name: 'Medium (25-35 minutes)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Short (15-20 minutes)' })).not.toBeChecked();
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(screen.queryByRole('group', { name: 'Sunday school options' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Include a craft idea' })).not.toBeInTheDocument();

    await user.pasteInto(fields().topic, 'Noah');
    await user.click(screen.getByRole('tab', { name: 'Sunday School' }));
    const options = await screen.findByRole('group', { name: 'Sunday school options' });
    expect(within(options).getByRole('checkbox', { name: 'Include a craft idea' })).not.toBeChecked();
    expect(within(options).getByRole('checkbox', { name: 'Include group activities' })).not.toBeChecked();
    await user.click(within(options).getByRole('combobox', { name: 'Age group' }));
    for (const name of ['Children (5-11)', 'Youth (12-17)', 'Adults (18+)', 'All Ages']) {
      expect(await screen.findByRole('option', { name })).toBeInTheDocument();
    }
    await user.keyboard('{Escape}');
    // What was typed stays across the tabs.
    expect(fields().topic).toHaveValue('Noah');

    await user.click(screen.getByRole('tab', { name: 'Sermon' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Sunday school options' })).not.toBeInTheDocument());
  });

  it('says beside the topic that it is too short, focuses it and asks for no preview', async () => {
    server.use(answerGenerator());
    const preview = trpcMutation('content.preview', (input) => previewOf(input));
    server.use(preview.handler);
    const { user } = await openGenerator();

    await user.pasteInto(fields().topic, 'Go');
    await user.click(screen.getByRole('button', { name: 'Generate Preview' }));
    expect(fields().topic).toHaveAccessibleDescription(contentMessages.topicTooShort);
    expect(fields().topic).toHaveFocus();
    expect(preview.received).toEqual([]);
  });

  it('adds key points with Add or Enter, refuses an empty one and removes any', async () => {
    server.use(answerGenerator());
    const { user } = await openGenerator();

    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(fields().keyPoint).toHaveAccessibleDescription(/Please type the key point first\./);
    await user.pasteInto(fields().keyPoint, 'Grace saves');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.type(fields().keyPoint, 'Grace sends{Enter}');
    await user.type(fields().keyPoint, 'Grace keeps{Enter}');
    const list = screen.getByRole('list', { name: 'Key points' });
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1. Grace saves', '2. Grace sends', '3. Grace keeps']);
    expect(fields().keyPoint).toHaveValue('');

    await user.click(within(list).getByRole('button', { name: 'Remove key point 2: Grace sends' }));
    expect(within(list).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1. Grace saves', '2. Grace keeps']);
    // Enter in the key point box never sends the form.
    expect(screen.queryByRole('heading', { level: 2, name: 'Preview' })).not.toBeInTheDocument();
  });
});

describe('the preview', () => {
  it('shows the preview with the price, and Back to Edit returns with every value kept', async () => {
    server.use(answerGenerator());
    const { preview } = purchaseHandlers();
    server.use(preview.handler);
    const { user } = await openGenerator();
    await fillSermon(user);
    await user.click(screen.getByRole('button', { name: 'Generate Preview' }));

    const card = await screen.findByRole('article', { name: 'Grace for Today: Grace' });
    expect(screen.getByRole('heading', { level: 2, name: 'Preview' })).toHaveFocus();
    expect(card).toHaveTextContent('Sermon');
    expect(card).toHaveTextContent('Estimated duration: 25-35 minutes');
    expect(card).toHaveTextContent(contentMessages.offlineLabel);
    expect(within(card).getByText('Grace that saves')).toBeInTheDocument();
    expect(card).toHaveTextContent('For by grace are ye saved through faith');
    expect(within(card).getByText('Where have you seen grace this week?')).toBeInTheDocument();
    expect(card).toHaveTextContent('Price: $14.99');
    expect(preview.received).toEqual([
      {
        type: 'sermon',
        topic: 'Grace',
        bibleVerse: 'Ephesians 2:8',
        denominationStyle: 'non_denominational',
        length: 'long',
        targetAudience: 'new believers',
        includePersonalStory: true,
        keyPoints: ['Grace is a gift'],
        includeDiscussionQuestions: false,
        includeCraftIdea: false,
        includeGroupActivities: false,
        ageGroup: 'all_ages',
      },
    ]);

    await user.click(within(card).getByRole('button', { name: 'Back to Edit' }));
    const field = fields();
    expect(field.topic).toHaveValue('Grace');
    expect(field.bibleVerse).toHaveValue('Ephesians 2:8');
    expect(field.audience).toHaveValue('new believers');
    expect(screen.getByRole('radio', { name: 'Long (40+ minutes)' })).toBeChecked();
    expect(field.personalStory).toBeChecked();
    expect(within(screen.getByRole('list', { name: 'Key points' })).getByText('1. Grace is a gift')).toBeInTheDocument();
  });

  it('prices a Sunday school lesson at $12.99', async () => {
    server.use(answerGenerator());
    const { preview } = purchaseHandlers();
    server.use(preview.handler);
    const { user } = await openGenerator();
    await user.click(screen.getByRole('tab', { name: 'Sunday School' }));
    await user.pasteInto(await screen.findByRole('textbox', { name: /^Topic/ }), 'David and Goliath');
    await user.click(screen.getByRole('checkbox', { name: 'Include a craft idea' }));
    await user.click(screen.getByRole('button', { name: 'Generate Preview' }));

    expect(await screen.findByText('Price: $12.99')).toBeInTheDocument();
    expect(preview.received[0]).toMatchObject({ type: 'sunday_school', includeCraftIdea: true });
  });

  it.each([
    ['the AI rate limit', new TrpcTestError('SERVICE_UNAVAILABLE', 503, 'OpenAI: Rate limit reached for gpt-4o-mini'), contentMessages.aiRateLimit],
    ['the AI key', new TrpcTestError('SERVICE_UNAVAILABLE', 503, 'Incorrect API key provided'), contentMessages.aiConnection],
    ['the AI billing', new TrpcTestError('SERVICE_UNAVAILABLE', 503, 'Your OpenAI billing is not active'), contentMessages.aiConnection],
    ['our own 429', new TrpcTestError('TOO_MANY_REQUESTS', 429, 'Slow down'), contentMessages.tooManyRequests],
    ["the day's AI budget", new TrpcTestError('TOO_MANY_REQUESTS', 429, AI_DAILY_LIMIT_MESSAGE), AI_DAILY_LIMIT_MESSAGE],
    ['a message of our own', new TrpcTestError('BAD_REQUEST', 400, 'Please choose a sermon or a Sunday school lesson.'), 'Please choose a sermon or a Sunday school lesson.'],
    ['a crash', new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom'), contentMessages.previewFailed],
  ])('says %s in the "Error Generating Preview" toast and keeps the form', async (_case, error, shown) => {
    server.use(answerGenerator());
    server.use(
      trpcMutation('content.preview', () => {
        throw error;
      }).handler,
    );
    const { user } = await openGenerator();
    await user.pasteInto(fields().topic, 'Grace');
    await user.click(screen.getByRole('button', { name: 'Generate Preview' }));

    expect(await screen.findByText(shown)).toBeInTheDocument();
    expect(screen.getByText(contentMessages.previewErrorTitle)).toBeInTheDocument();
    expect(fields().topic).toHaveValue('Grace');
    expect(screen.getByRole('button', { name: 'Generate Preview' })).toBeEnabled();
  });
});

async function toPreview(user: ReturnType<typeof renderApp>['user']) {
  await fillSermon(user);
  await user.click(screen.getByRole('button', { name: 'Generate Preview' }));
  return screen.findByRole('article', { name: 'Grace for Today: Grace' });
}

async function payByDemoCard(user: ReturnType<typeof renderApp>['user'], price: string) {
  const card = await screen.findByRole('form', { name: 'Card payment' });
  expect(within(card).getByText('Demo mode - no real charge')).toBeInTheDocument();
  await user.pasteInto(within(card).getByLabelText(/^Card number/), '4242 4242 4242 4242');
  await user.pasteInto(within(card).getByLabelText(/^Expiry/), '12 / 40');
  await user.pasteInto(within(card).getByLabelText(/^CVC/), '123');
  await user.click(within(card).getByRole('button', { name: `Pay ${price}` }));
}

describe('buying the content', () => {
  it('pays on the demo card, writes the content and shows it with its downloads', async () => {
    server.use(answerGenerator());
    const { preview, createPayment, pay, generate } = purchaseHandlers();
    server.use(preview.handler, createPayment.handler, pay.handler, generate.handler);
    const { user } = await openGenerator();
    const card = await toPreview(user);
    await user.click(within(card).getByRole('button', { name: 'Purchase' }));

    await payByDemoCard(user, '$14.99');
    const result = await screen.findByRole('article', { name: 'Grace for Today: Grace' });
    expect(screen.getByRole('heading', { level: 2, name: 'Your content' })).toBeInTheDocument();
    expect(createPayment.received).toEqual([
      { type: 'sermon', contentParams: preview.received[0], idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    ]);
    expect(generate.received).toEqual([{ paymentIntentId: 'demo_pi_41', contentParams: preview.received[0] }]);

    // The first 500 characters, then the whole text on request.
    const opening = resultPreview(longText);
    expect(opening).toHaveLength(500);
    // Drawn as Markdown, without its marks: the heading as a bold line (not a heading of the page), then the text.
    const [heading, paragraph] = opening.split('\n\n');
    expect(heading).toBe('# Grace for Today');
    expect(within(result).getByText('Grace for Today', { selector: 'strong' })).toBeInTheDocument();
    expect(within(result).queryByRole('heading', { name: 'Grace for Today' })).not.toBeInTheDocument();
    expect(within(result).getByText((_text, element) => element?.tagName === 'P' && element.textContent === paragraph?.trim())).toBeInTheDocument();
    expect(result).not.toHaveTextContent('# Grace');
    expect(result).toHaveTextContent('Estimated duration: 25-35 minutes');
    expect(result).toHaveTextContent('Ephesians 2:8-9');
    expect(within(result).getByText('What does grace mean to you?')).toBeInTheDocument();
    await user.click(within(result).getByRole('button', { name: 'Read the full text' }));
    expect(await within(result).findByRole('heading', { level: 4, name: 'Closing' })).toBeInTheDocument();

    const markdown = within(result).getByRole('link', { name: 'Download Markdown: Grace for Today: Grace' });
    expect(markdown).toHaveAttribute('href', '/api/content/41/download?format=md');
    expect(markdown).toHaveAttribute('download', downloadFileName('Grace for Today: Grace', 'md'));
    expect(markdown).toHaveAttribute('download', 'grace_for_today__grace.md');
    expect(within(result).getByRole('link', { name: /^Download Word/ })).toHaveAttribute('href', '/api/content/41/download?format=docx');
    expect(within(result).getByRole('link', { name: /^Download PDF/ })).toHaveAttribute('href', '/api/content/41/download?format=pdf');
    // Written: the draft of the request is no longer kept.
    await waitFor(() => expect(sessionStorage.getItem('content-generator:draft')).toBeNull());
  });

  it('says "Error Creating Payment" when the payment cannot be created, and keeps the preview and the form', async () => {
    server.use(answerGenerator());
    const { preview } = purchaseHandlers();
    const createPayment = trpcMutation('content.createPayment', () => {
      throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'boom');
    });
    server.use(preview.handler, createPayment.handler);
    const { user } = await openGenerator();
    const card = await toPreview(user);
    await user.click(within(card).getByRole('button', { name: 'Purchase' }));

    expect(await screen.findByText(contentMessages.paymentErrorTitle)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Grace for Today: Grace' })).toBeInTheDocument();
    // Purchase again is the same attempt: the same key, so the server cannot make a second payment.
    await user.click(within(card).getByRole('button', { name: 'Purchase' }));
    await waitFor(() => expect(createPayment.received).toHaveLength(2));
    expect(createPayment.received[1]?.idempotencyKey).toBe(createPayment.received[0]?.idempotencyKey);
    await user.click(within(card).getByRole('button', { name: 'Back to Edit' }));
    expect(fields().topic).toHaveValue('Grace');
  });

  it('says "Error Generating Content" when the writing fails, and Try Again writes it without paying again', async () => {
    server.use(answerGenerator());
    const { preview, createPayment, pay } = purchaseHandlers();
    let fail = true;
    const generate = trpcMutation('content.generate', () => {
      if (fail) throw new TrpcTestError('SERVICE_UNAVAILABLE', 503, contentMessages.generateFailed);
      const content = contentOf();
      return { content, item: itemOf(41, content) };
    });
    server.use(preview.handler, createPayment.handler, pay.handler, generate.handler);
    const { user } = await openGenerator();
    const card = await toPreview(user);
    await user.click(within(card).getByRole('button', { name: 'Purchase' }));
    await payByDemoCard(user, '$14.99');

    const failure = await screen.findByRole('alert', { name: contentMessages.generateErrorTitle });
    expect(failure).toHaveTextContent(contentMessages.generateFailed);
    expect(screen.getAllByText(contentMessages.generateErrorTitle).length).toBeGreaterThanOrEqual(2); // the toast too

    fail = false;
    await user.click(within(failure).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'Grace for Today: Grace' })).toBeInTheDocument();
    expect(generate.received.map((input) => input.paymentIntentId)).toEqual(['demo_pi_41', 'demo_pi_41']);
    expect(createPayment.received).toHaveLength(1);
    expect(pay.received).toHaveLength(1);
  });

  it('writes the content when Stripe brings the member back, from the request kept in the tab', async () => {
    const kept = {
      type: 'sermon' as const,
      topic: 'Grace',
      denominationStyle: 'baptist' as const,
      length: 'short' as const,
      includePersonalStory: false,
      keyPoints: ['Grace is a gift'],
      includeDiscussionQuestions: true,
      includeCraftIdea: false,
      includeGroupActivities: false,
      ageGroup: 'all_ages' as const,
    };
    sessionStorage.setItem(
      'content-generator:draft',
      JSON.stringify({ values: { ...kept, bibleVerse: '', targetAudience: '', conclusionMessage: '' }, request: kept, paymentIntentId: 'pi_3Qx' }),
    );
    server.use(answerGenerator());
    const { generate } = purchaseHandlers();
    server.use(generate.handler);
    const { router } = renderApp('/content-generator?success=true&payment_intent=pi_3Qx&redirect_status=succeeded');

    expect(await screen.findByRole('article', { name: 'Grace for Today: Grace' }, WAIT)).toBeInTheDocument();
    expect(generate.received).toEqual([{ paymentIntentId: 'pi_3Qx', contentParams: kept }]);
    await waitFor(() => expect(router.state.location.search).toEqual({}));
    expect(generate.received).toHaveLength(1);
  });

  it('keeps a payment Stripe returns with when this tab kept no request: My Content offers to write it', async () => {
    server.use(answerGenerator({ library: () => ({ items: [{ ...itemOf(52, null, 'paid'), paymentIntentId: 'pi_9Zz' }] }) }));
    const generate = trpcMutation('content.generate', () => {
      throw new TrpcTestError('INTERNAL_SERVER_ERROR', 500, 'not expected');
    });
    const retry = trpcMutation('content.retry', () => {
      const content = contentOf('Grace');
      return { content, item: itemOf(52, content) };
    });
    server.use(generate.handler, retry.handler);
    const { user } = renderApp('/content-generator?success=true&payment_intent=pi_9Zz&redirect_status=succeeded');

    expect(await screen.findByText('Payment received', {}, WAIT)).toBeInTheDocument();
    const library = screen.getByRole('region', { name: 'My Content' });
    const entry = await within(library).findByRole('listitem');
    expect(entry).toHaveTextContent('Paid, not written yet');
    await user.click(within(entry).getByRole('button', { name: 'Try Again: Grace' }));
    await waitFor(() => expect(retry.received).toEqual([{ id: 52 }]));
    expect(generate.received).toEqual([]);
    // The form is there to start another request.
    expect(fields().topic).toHaveValue('');
  });
});
