// The spec's documented /api paths, as data. Each row names its method and path, documents its input and
// output with the same zod contracts the procedures use, and runs the procedure through an in-process
// caller (route.ts). register.ts serves the table; openapi.ts documents it. A new path is one row here and
// appears in /api/openapi.json on its own.
import { z } from 'zod';
import { loginInput, logoutOutput, registerInput, sessionUser } from '../contracts/accounts';
import { receivedOutput } from '../contracts/common';
import { booksOutput, chapterInput, chapterOutput, passageInput, passageOutput, searchInput, searchOutput } from '../contracts/bible';
import {
  chatExportInput,
  chatMessagesOutput,
  chatSessionOutput,
  chatSessionsOutput,
  createSessionInput,
  sendMessageInput,
  sendMessageOutput,
  sessionIdInput,
  subscriptionOutput,
  upgradeInput,
  upgradeIntentOutput,
  upgradeReferenceInput,
  type SendMessageEvent,
} from '../contracts/chat';
import { contactSubmitInput } from '../contracts/contact';
import {
  contentDownloadInput,
  contentItemInput,
  contentItemOutput,
  contentLibraryOutput,
  contentPaymentOutput,
  contentPreviewOutput,
  contentRequest,
  createContentPaymentInput,
  generateContentInput,
  generateContentOutput,
} from '../contracts/content';
import { membershipCheckoutInput, membershipIntentOutput } from '../contracts/membership';
import { newsletterSubscribeInput, subscribeToUpdatesInput } from '../contracts/newsletter';
import { createPaymentIntentInput, paymentIntentOutput } from '../contracts/payments';
import { statementYearInput } from '../contracts/giving';
import { prayerListOutput, prayerSubmitInput } from '../contracts/prayer';
import {
  achievementsOutput,
  markReadInput,
  markReadOutput,
  planDetailOutput,
  planIdInput,
  planProgressInput,
  planProgressOutput,
  plansOutput,
  quizIdInput,
  quizOutput,
  quizSubmitInput,
  quizSubmitOutput,
  quizzesOutput,
  readChaptersInput,
  readChaptersOutput,
  startPlanOutput,
  streakOutput,
  userAchievementsOutput,
  userPlansOutput,
} from '../contracts/study';
import { readChapter, readPassage } from '../services/bible/bible';
import { eventStream, fileReply, keptAsJson, noInput, route, type RestRoute, type ServerSentEvent } from './route';

/**
 * A translation's text never changes once seeded: browsers and caches may keep a chapter or a passage for a
 * week without asking (a corrected seed reaches them within that, and at once through the ETag when they ask).
 */
const BIBLE_TEXT_CACHING = 'public, max-age=604800';

/**
 * The one path that starts both kinds of payment: a body naming a plan is a membership, anything else a
 * donation; each is validated by its own contract, so its own messages answer.
 */
const donationOrMembership = z.unknown().transform((body, ctx) => {
  const contract = typeof body === 'object' && body !== null && 'plan' in body ? membershipCheckoutInput : createPaymentIntentInput;
  const parsed = contract.safeParse(body);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
});

export const restRoutes: RestRoute[] = [
  route({
    method: 'GET',
    path: '/api/user',
    summary: 'The signed-in user (401 when signed out)',
    input: noInput,
    tag: 'Accounts',
    output: sessionUser,
    errors: [401],
    run: (api) => api.accounts.me(),
  }),
  route({
    method: 'POST',
    path: '/api/register',
    summary: 'Create an account and sign in (the password confirmation stays in the browser)',
    tag: 'Accounts',
    input: registerInput,
    output: sessionUser,
    status: 201,
    errors: [409, 429],
    run: (api, input) => api.accounts.register(input),
  }),
  route({
    method: 'POST',
    path: '/api/login',
    summary: 'Sign in; failed attempts are limited per username and per client address',
    tag: 'Accounts',
    input: loginInput,
    output: sessionUser,
    errors: [401, 429],
    run: (api, input) => api.accounts.login(input),
  }),
  route({
    method: 'POST',
    path: '/api/logout',
    summary: 'Sign out (ends the session cookie)',
    input: noInput,
    tag: 'Accounts',
    output: logoutOutput,
    run: (api) => api.accounts.logout(),
  }),

  // Forms that reach the ministry (public-site.md section 7).
  route({
    method: 'POST',
    path: '/api/newsletter/subscribe',
    summary: 'Subscribe to the newsletter (a known address is refreshed, not refused)',
    tag: 'Newsletter',
    input: newsletterSubscribeInput,
    output: receivedOutput,
    errors: [413, 429],
    run: (api, input) => api.newsletter.subscribe(input),
  }),
  route({
    method: 'POST',
    path: '/api/subscribers',
    summary: 'Subscribe to updates (409 when the address already exists)',
    tag: 'Newsletter',
    input: subscribeToUpdatesInput,
    output: receivedOutput,
    status: 201,
    errors: [409, 413, 429],
    run: (api, input) => api.newsletter.subscribeToUpdates(input),
  }),
  route({
    method: 'GET',
    path: '/api/prayer/requests',
    summary: 'The prayer wall: public requests, newest first (never private ones, never emails)',
    input: noInput,
    tag: 'Prayer',
    output: prayerListOutput,
    run: (api) => api.prayer.list(),
    // Every visitor reads the same wall: sent from memory with an ETag (services/prayer/wall.ts).
    cached: (deps) => deps.prayerWall.current(),
  }),
  route({
    method: 'POST',
    path: '/api/prayer/submit',
    summary: 'Submit a prayer request',
    tag: 'Prayer',
    input: prayerSubmitInput,
    output: receivedOutput,
    status: 201,
    errors: [413, 429],
    run: (api, input) => api.prayer.submit(input),
  }),
  route({
    method: 'POST',
    path: '/api/contact/submit',
    summary: 'Send a message to the ministry',
    tag: 'Contact',
    input: contactSubmitInput,
    output: receivedOutput,
    status: 201,
    errors: [413, 429],
    run: (api, input) => api.contact.submit(input),
  }),

  // Payments (members.md section 7).
  route({
    method: 'POST',
    path: '/api/create-payment-intent',
    summary:
      'Start a payment. A donation sends amount in dollars (more than 0, at most 2 decimals, at most $100,000); ' +
      'a Breakthrough Circle membership sends plan (monthly or annual) with name and email when signed out, ' +
      'and is priced from its plan on the server.',
    tag: 'Payments',
    input: donationOrMembership,
    documentedInput: z.union([createPaymentIntentInput, membershipCheckoutInput]),
    output: z.union([membershipIntentOutput, paymentIntentOutput]),
    errors: [429],
    run: (api, input) => ('plan' in input ? api.membership.createIntent(input) : api.payments.createDonationIntent(input)),
  }),

  route({
    method: 'GET',
    path: '/api/giving/statements/{year}',
    summary:
      'Your annual giving statement for a calendar year (UTC), as a PDF: each gift with its date, fund and amount, the totals by fund, ' +
      'and the statement that no goods or services were provided. Failed and refunded gifts are left out; 404 for a year without gifts.',
    tag: 'Payments',
    input: statementYearInput,
    output: z.string(),
    contentType: 'application/pdf',
    errors: [401, 404, 503],
    run: async (api, input) => {
      const file = await api.giving.statement(input);
      return fileReply(file.filename, file.contentType, Buffer.from(file.base64, 'base64'));
    },
  }),

  // The Bible text (public; the reader screen is for members).
  route({
    method: 'GET',
    path: '/api/bible/books',
    summary: 'The 66 books in order, with their testament and chapter count',
    tag: 'Bible',
    input: noInput,
    output: booksOutput,
    run: (api) => api.bible.books(),
  }),
  route({
    method: 'GET',
    path: '/api/bible/chapters/{book}/{chapter}',
    summary: 'A chapter (book by name or abbreviation: John, Jn, 1 Corinthians, 1Cor), with the chapters before and after',
    tag: 'Bible',
    input: chapterInput,
    output: chapterOutput,
    errors: [404],
    run: (api, input) => api.bible.chapter(input),
    // The text never changes once seeded: every reader gets the same bytes, serialised once.
    cached: async ({ db }, request) => keptAsJson(await readChapter(db, chapterInput.parse(request)), chapterOutput, BIBLE_TEXT_CACHING),
  }),
  route({
    method: 'GET',
    path: '/api/bible/passage',
    summary: 'The verses of any reference: a verse, ranges, lists, whole chapters (at most 200 verses)',
    tag: 'Bible',
    input: passageInput,
    output: passageOutput,
    run: (api, input) => api.bible.passage(input),
    cached: async ({ db }, request) => keptAsJson(await readPassage(db, passageInput.parse(request)), passageOutput, BIBLE_TEXT_CACHING),
  }),
  route({
    method: 'GET',
    path: '/api/bible/search',
    summary: "Ranked full-text search (matches in <mark>), a reference's passage first, and matching Nave's topics",
    tag: 'Bible',
    input: searchInput,
    output: searchOutput,
    run: (api, input) => api.bible.search(input),
  }),

  // The Bible chat (members.md section 7). Every path is the signed-in member's own.
  route({
    method: 'GET',
    path: '/api/bible-chat/subscription',
    summary: "The member's tier, messages sent today (UTC), what is left of the free allowance and when it starts again",
    tag: 'Bible chat',
    input: noInput,
    output: subscriptionOutput,
    errors: [401],
    run: (api) => api.chat.subscription(),
  }),
  route({
    method: 'GET',
    path: '/api/bible-chat/sessions',
    summary: "The member's conversations, most recently used first, with their message counts",
    tag: 'Bible chat',
    input: noInput,
    output: chatSessionsOutput,
    errors: [401],
    run: (api) => api.chat.sessions(),
  }),
  route({
    method: 'POST',
    path: '/api/bible-chat/sessions',
    summary: 'Start a conversation (named "New Conversation" unless a name is given)',
    tag: 'Bible chat',
    input: createSessionInput,
    output: chatSessionOutput,
    status: 201,
    errors: [401],
    run: (api, input) => api.chat.createSession(input),
  }),
  route({
    method: 'GET',
    path: '/api/bible-chat/sessions/{sessionId}/messages',
    summary: "A conversation's messages, oldest first",
    tag: 'Bible chat',
    input: sessionIdInput,
    output: chatMessagesOutput,
    errors: [401, 404],
    run: (api, input) => api.chat.messages(input),
  }),
  route({
    method: 'POST',
    path: '/api/bible-chat/sessions/{sessionId}/messages',
    summary:
      'Ask a question (at most 2,000 characters). JSON answers { userMessage, assistantMessage, remaining }; with ' +
      'Accept: text/event-stream the answer streams as Server-Sent Events: "delta" events { text }, then one "done" ' +
      'event with the JSON answer. 402 "Subscription Required" past the free limit of 5 a day.',
    tag: 'Bible chat',
    input: sendMessageInput,
    output: sendMessageOutput,
    errors: [401, 402, 404, 429, 502, 503],
    run: async (api, input, req) => {
      const events = await api.chat.send(input);
      if (String(req.headers.accept ?? '').includes('text/event-stream')) return eventStream(asServerSentEvents(events));
      for await (const event of events) {
        if (event.type === 'done') return { userMessage: event.userMessage, assistantMessage: event.assistantMessage, remaining: event.remaining };
      }
      throw new Error('the answer ended without its stored messages');
    },
  }),
  route({
    method: 'GET',
    path: '/api/bible-chat/sessions/{sessionId}/export',
    summary: 'Premium: download a conversation as Markdown (402 for the free tier)',
    tag: 'Bible chat',
    input: sessionIdInput,
    output: z.string(),
    contentType: 'text/markdown',
    errors: [401, 402, 404],
    run: async (api, input) => {
      const file = await api.chat.export(input);
      return fileReply(file.filename, 'text/markdown; charset=utf-8', file.markdown);
    },
  }),
  route({
    method: 'GET',
    path: '/api/bible-chat/export',
    summary: 'Premium: download every conversation as one Markdown file (402 for the free tier)',
    tag: 'Bible chat',
    input: chatExportInput,
    output: z.string(),
    contentType: 'text/markdown',
    errors: [401, 402],
    run: async (api) => {
      const file = await api.chat.export({});
      return fileReply(file.filename, 'text/markdown; charset=utf-8', file.markdown);
    },
  }),
  route({
    method: 'POST',
    path: '/api/bible-chat/upgrade',
    summary: 'Start a Premium checkout: monthly $5.99 or yearly $59.99, priced on the server',
    tag: 'Bible chat',
    input: upgradeInput,
    output: upgradeIntentOutput,
    errors: [401, 429],
    run: (api, input) => api.chat.startUpgrade(input),
  }),
  route({
    method: 'POST',
    path: '/api/bible-chat/upgrade/confirm',
    summary: 'After the card step: the server checks the payment with the gateway; Premium runs once it succeeded',
    tag: 'Bible chat',
    input: upgradeReferenceInput,
    output: subscriptionOutput,
    errors: [401, 402, 404],
    run: (api, input) => api.chat.confirmUpgrade(input),
  }),

  // The content generator (members.md section 7). Every path is the signed-in member's own.
  route({
    method: 'POST',
    path: '/api/content/preview',
    summary:
      'Preview a sermon or Sunday-school lesson: title, duration, outline, opening and questions, with the price. ' +
      'Limited to 10 previews in 10 minutes per member (429). 503 when the AI provider is rate-limiting, 502 when it cannot be reached.',
    tag: 'Content generator',
    input: contentRequest,
    output: contentPreviewOutput,
    errors: [401, 429, 502, 503],
    run: (api, input) => api.content.preview(input),
  }),
  route({
    method: 'POST',
    path: '/api/content/create-payment',
    summary: 'Start the payment for one piece of content: sermon $14.99, lesson $12.99, priced from the type on the server; the request may come along',
    tag: 'Content generator',
    input: createContentPaymentInput,
    output: contentPaymentOutput,
    errors: [401, 429],
    run: (api, input) => api.content.createPayment(input),
  }),
  route({
    method: 'POST',
    path: '/api/content/generate',
    summary:
      'Write the content a paid intent bought (checked with the gateway), once: asked again, the same content. ' +
      '402 until paid, 404 for an intent that is not yours, 400 for another type than was paid for; after a failure (502/503) the purchase stays to be written again.',
    tag: 'Content generator',
    input: generateContentInput,
    output: generateContentOutput,
    errors: [401, 402, 404, 429, 502, 503],
    run: (api, input) => api.content.generate(input),
  }),
  route({
    method: 'GET',
    path: '/api/content',
    summary: "The member's library: paid purchases, newest first",
    tag: 'Content generator',
    input: noInput,
    output: contentLibraryOutput,
    errors: [401],
    run: (api) => api.content.library(),
  }),
  route({
    method: 'GET',
    path: '/api/content/{id}',
    summary: 'One purchase with its content once written',
    tag: 'Content generator',
    input: contentItemInput,
    output: contentItemOutput,
    errors: [401, 404],
    run: (api, input) => api.content.item(input),
  }),
  route({
    method: 'POST',
    path: '/api/content/{id}/retry',
    summary: 'Write a purchase again from the request kept with it (after a failure), without paying again',
    tag: 'Content generator',
    input: contentItemInput,
    output: generateContentOutput,
    errors: [401, 402, 404, 429, 502, 503],
    run: (api, input) => api.content.retry(input),
  }),
  route({
    method: 'GET',
    path: '/api/content/{id}/download',
    summary:
      'Download the written content: format md (default), docx or pdf, named from its title (409 before it is written). ' +
      'A Word or PDF file is made on the first download and kept; 503 with Retry-After while too many are being made.',
    tag: 'Content generator',
    input: contentDownloadInput,
    output: z.string(),
    contentType: 'application/octet-stream',
    errors: [401, 404, 409, 503],
    run: async (api, input) => {
      const file = await api.content.download(input);
      return fileReply(file.filename, file.contentType, Buffer.from(file.base64, 'base64'));
    },
  }),

  // The Study Hub (members.md section 7). Catalogues are public; "my" lists answer empty when signed out.
  route({
    method: 'POST',
    path: '/api/bible/chapters/read',
    summary: 'Mark a chapter read (again: keeps the first date, replaces the notes); counts the day for the streak',
    tag: 'Study',
    input: markReadInput,
    output: markReadOutput,
    errors: [401],
    run: (api, input) => api.study.markRead(input),
  }),
  route({
    method: 'GET',
    path: '/api/user/bible-chapters',
    summary: "The member's read chapters with their notes; with planId, how many of that plan's chapters are read",
    tag: 'Study',
    input: readChaptersInput,
    output: readChaptersOutput,
    errors: [404],
    run: (api, input) => api.study.myChapters(input),
  }),
  route({
    method: 'GET',
    path: '/api/bible/reading-plans',
    summary: 'The reading plans, each with its chapters day by day',
    tag: 'Study',
    input: noInput,
    output: plansOutput,
    run: (api) => api.study.plans(),
  }),
  route({
    method: 'GET',
    path: '/api/bible/reading-plans/{planId}',
    summary: 'One reading plan',
    tag: 'Study',
    input: planIdInput,
    output: planDetailOutput,
    errors: [404],
    run: (api, input) => api.study.plan(input),
  }),
  route({
    method: 'GET',
    path: '/api/user/reading-plans',
    summary: "The member's started plans with their progress",
    tag: 'Study',
    input: noInput,
    output: userPlansOutput,
    run: (api) => api.study.myPlans(),
  }),
  route({
    method: 'POST',
    path: '/api/bible/reading-plans/start',
    summary: 'Start a reading plan (409 when already started)',
    tag: 'Study',
    input: planIdInput,
    output: startPlanOutput,
    status: 201,
    errors: [401, 404, 409],
    run: (api, input) => api.study.startPlan(input),
  }),
  route({
    method: 'PATCH',
    path: '/api/bible/reading-plans/{planId}/progress',
    summary: "Set a started plan's progress (a whole number from 0 to 100; 100 completes it, once)",
    tag: 'Study',
    input: planProgressInput,
    output: planProgressOutput,
    errors: [401, 404],
    run: (api, input) => api.study.updatePlanProgress(input),
  }),
  route({
    method: 'GET',
    path: '/api/bible/quizzes',
    summary: 'The quizzes',
    tag: 'Study',
    input: noInput,
    output: quizzesOutput,
    run: (api) => api.study.quizzes(),
  }),
  route({
    method: 'GET',
    path: '/api/bible/quizzes/{quizId}',
    summary: 'A quiz with its questions and options (never the answers)',
    tag: 'Study',
    input: quizIdInput,
    output: quizOutput,
    errors: [404],
    run: (api, input) => api.study.quiz(input),
  }),
  route({
    method: 'POST',
    path: '/api/bible/quizzes/{quizId}/submit',
    summary: 'Submit one option index per question: scored on the server, with a review of each answer',
    tag: 'Study',
    input: quizSubmitInput,
    output: quizSubmitOutput,
    errors: [401, 404],
    run: (api, input) => api.study.submitQuiz(input),
  }),
  route({
    method: 'GET',
    path: '/api/user/streak',
    summary: "The member's current and longest streak of study days, and their days of the last 12 weeks",
    tag: 'Study',
    input: noInput,
    output: streakOutput,
    run: (api) => api.study.myStreak(),
  }),
  route({
    method: 'GET',
    path: '/api/achievements',
    summary: 'The achievement catalogue',
    tag: 'Study',
    input: noInput,
    output: achievementsOutput,
    run: (api) => api.study.achievements(),
  }),
  route({
    method: 'GET',
    path: '/api/user/achievements',
    summary: "The member's unlocked achievements, and progress on locked ones",
    tag: 'Study',
    input: noInput,
    output: userAchievementsOutput,
    run: (api) => api.study.myAchievements(),
  }),
];

/** The streamed answer as Server-Sent Events: its pieces as "delta", then the stored messages as "done". */
async function* asServerSentEvents(events: AsyncIterable<SendMessageEvent>): AsyncGenerator<ServerSentEvent> {
  for await (const event of events) {
    if (event.type === 'delta') yield { event: 'delta', data: { text: event.text } };
    else yield { event: 'done', data: { userMessage: event.userMessage, assistantMessage: event.assistantMessage, remaining: event.remaining } };
  }
}
