// What the server answers the content generator in its tests: a signed-in member, the demo gateway, a
// library (each test says what it holds), previews, payments and written content. The mutations come back
// with the inputs they received, for assertions.
import type { ContentItem, ContentItemSummary, ContentPreview, ContentRequestInput, GeneratedContent } from '@server/contracts/content';
import { CONTENT_TYPES } from '@server/contracts/content';
import { trpcMutation, trpcQueries, type ProcedureOutput } from '@/test/trpc-msw';

export const member = { id: 7, username: 'timothy', subscriptionTier: 'free' as const, role: 'member' as const };

/** A preview as the offline writer makes it, priced by type as the server prices it. */
export function previewOf(request: ContentRequestInput): ContentPreview {
  return {
    type: request.type,
    title: `Grace for Today: ${request.topic}`,
    estimatedDuration: '25-35 minutes',
    outline: ['Introduction: the gift of grace', 'Grace that saves', 'Grace that sends'],
    previewContent: 'For by grace are ye saved through faith (Ephesians 2:8). This message opens with...',
    previewDiscussionQuestions: ['Where have you seen grace this week?'],
    priceCents: CONTENT_TYPES[request.type].priceCents,
    writer: { kind: 'offline', label: 'Offline draft (no AI key configured)' },
  };
}

/** A long text, so the result's 500-character preview is a true cut. */
export const longText = `# Grace for Today\n\n${'Grace is the unearned favour of God, given freely to all who believe. '.repeat(12)}\n\n## Closing\n\nGo in peace.`;

export function contentOf(title = 'Grace for Today: Grace'): GeneratedContent {
  return {
    title,
    estimatedDuration: '25-35 minutes',
    bibleVerses: ['Ephesians 2:8-9', 'Titus 2:11'],
    outline: ['Introduction', 'Grace that saves', 'Grace that sends'],
    content: longText,
    discussionQuestions: ['What does grace mean to you?'],
    groupActivities: [],
    craftIdea: '',
  };
}

export function itemOf(id: number, content: GeneratedContent | null, status: ContentItemSummary['status'] = 'generated'): ContentItem {
  return {
    id,
    type: 'sermon',
    title: content?.title ?? 'Grace',
    topic: 'Grace',
    status,
    priceCents: 1499,
    createdAt: new Date('2026-11-20T12:00:00Z'),
    paymentIntentId: `demo_pi_${id}`,
    content,
    writer: content ? { kind: 'offline', label: 'Offline draft (no AI key configured)' } : null,
  };
}

/** The queries the generator page (and /account) ask, answered by one handler. */
export function answerGenerator({ library = () => ({ items: [] }) }: { library?: () => ProcedureOutput<'content.library'> } = {}) {
  return trpcQueries({
    'accounts.session': () => member,
    'payments.config': () => ({ mode: 'demo', publishableKey: null }),
    'content.library': library,
  });
}

/** The whole purchase path answering well: preview, payment, demo card, writing. */
export function purchaseHandlers() {
  const preview = trpcMutation('content.preview', (input) => previewOf(input));
  const createPayment = trpcMutation('content.createPayment', (input) => ({
    clientSecret: 'demo_pi_41_secret_1',
    paymentIntentId: 'demo_pi_41',
    amountCents: CONTENT_TYPES[input.type].priceCents,
  }));
  const pay = trpcMutation('payments.confirmDemo', () => ({ status: 'succeeded' as const, paymentIntentId: 'demo_pi_41' }));
  const generate = trpcMutation('content.generate', () => {
    const content = contentOf();
    return { content, item: itemOf(41, content) };
  });
  return { preview, createPayment, pay, generate };
}
