import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { testaments, translationIds } from '../server/contracts/bible-translations';
import { chatPremiumPlanIds } from '../server/contracts/bible-chat-tiers';
import { userRoles } from '../server/contracts/accounts';
import { chatRoles } from '../server/contracts/chat';
import { contactSubjects } from '../server/contracts/contact';
import { inboxKinds, inboxStatuses } from '../server/contracts/desk';
import { staffPrayerNoticeChoices } from '../server/contracts/desk-notifications';
import { contentStatuses, contentTypes, type ContentRequest, type GeneratedContent } from '../server/contracts/content';
import { emailKinds, outboxStatuses } from '../server/contracts/email';
import { membershipPlanIds } from '../server/contracts/membership-plans';
import { membershipStatuses } from '../server/contracts/membership';
import { subscriberSources } from '../server/contracts/newsletter';
import { paymentGateways, paymentPurposes, paymentStatuses } from '../server/contracts/payments';
import { giftIntervals, recurringGiftStatuses } from '../server/contracts/giving';
import { commentaryKinds } from '../server/contracts/bible-study-tools';

// The database schema. drizzle-kit turns changes here into committed SQL migrations (npm run db:generate),
// applied automatically at start-up. Enum lists come from server/contracts, where the forms read them too.

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The member's IANA time zone, sent by the browser with study activity: it decides their streak days. */
    timeZone: text('time_zone').notNull().default('UTC'),
    /** member, staff or admin; the first admin is granted from the command line (npm run admin). */
    role: text('role', { enum: userRoles }).notNull().default('member'),
    /** The member's confirmed email address (lower-cased), or null; one waiting for its link is in email_confirmations. */
    email: text('email'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Usernames are unique without regard to case, and so are confirmed email addresses.
  (table) => [
    uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`),
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
  ],
);

/**
 * An email address a member asked to put on their account, until its link is followed (decision 025). The link
 * carries a random token; only its sha256 is kept, so a copy of this table confirms nothing. A link works once
 * (`confirmed_at`), for a day (`expires_at`), and only while it is the member's latest (`replaced_at`).
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** A newer link was sent (send again, or another address): this one no longer works. */
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('email_confirmations_user_idx').on(table.userId, table.createdAt)],
);

/**
 * A link sent to reset a forgotten password (decision 026). Like a confirmation link, only the sha256 of its
 * random token is kept. A link works once (`used_at`), for 30 minutes (`expires_at`), and only while it is
 * the member's latest (`replaced_at`: a newer link, a reset, or a password changed on /account retires it).
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/**
 * Every email the site sends, written in the transaction of the event that causes it, then sent by the outbox
 * worker on whichever instance claims it first (services/email/outbox-worker.ts, decision 025). `dedupe_key`
 * names the event (a payment's receipt, a confirmation link), so an event handled twice writes one message.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: text('kind', { enum: emailKinds }).notNull(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    /** Further headers (Reply-To, List-Unsubscribe, ...), by name. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: outboxStatuses }).notNull().default('queued'),
    /** Attempts started, counted when a worker claims the message. */
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a worker took it (status sending); a claim older than a few minutes is a worker that died. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    dedupeKey: text('dedupe_key').unique(),
  },
  // Workers claim the queued messages that are due, in turn; the desk lists all of them, or one status's,
  // newest first, a page at a time (a plain DESC is NULLS FIRST).
  (table) => [
    index('outbox_due_idx').on(table.nextAttemptAt, table.id).where(sql`${table.status} = 'queued'`),
    index('outbox_claimed_idx').on(table.claimedAt).where(sql`${table.status} = 'sending'`),
    index('outbox_desk_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('outbox_status_desk_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/**
 * Signed-in sessions. The sealed session cookie carries only the id (32 random bytes); each request finds
 * the row and its user in one query. Signing out sets `revoked_at`, so a copy of the cookie taken before
 * stops working at once; a password change revokes all of a user's rows.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * What staff did, for the desk's audit log: written in the transaction of the change itself, so a change is
 * never without its entry. `actor_id` is null for the command line; `actor` is the name shown (kept when the
 * user is gone). `before` and `after` are the changed fields as they were and became.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: integer('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The desk reads it newest first, a page at a time: the index has the query's order (a plain DESC is NULLS FIRST).
  (table) => [index('audit_log_at_idx').on(table.at.desc().nullsFirst(), table.id.desc().nullsFirst())],
);

/**
 * Newsletter and update subscribers: one row per address (emails are stored lower-cased and trimmed). A sign-up
 * is confirmed by a link sent to the address (double opt-in, decision 027): only the sha256 of its random token
 * is kept, and it works until `confirmation_expires_at`. Unsubscribing deletes the row.
 */
export const subscribers = pgTable(
  'subscribers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    email: text('email').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
    /** Where the first subscription came from: the newsletter section or the subscribe dialog. */
    source: text('source', { enum: subscriberSources }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the address's owner followed the confirmation link; null until then (not exported as a subscriber). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The latest confirmation link's token, as its sha256 (a new sign-up of the same address replaces it). */
    confirmationTokenHash: text('confirmation_token_hash').unique(),
    confirmationExpiresAt: timestamp('confirmation_expires_at', { withTimezone: true }),
  },
  // The desk lists them newest first, a page at a time, read off this index (a plain DESC is NULLS FIRST); the
  // export reads the confirmed ones off the second.
  (table) => [
    index('subscribers_desk_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('subscribers_confirmed_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.confirmedAt} is not null`),
  ],
);

export const prayerRequests = pgTable(
  'prayer_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    request: text('request').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Taken off the wall by staff (the desk), and when; null while it may be shown. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** Marked answered by staff, with the praise the wall shows beside it. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    praiseNote: text('praise_note'),
    /** How many times visitors said "I prayed" (each at most once a day per request): never who. */
    prayedCount: integer('prayed_count').notNull().default(0),
    /**
     * When it went on the wall: sent, approved by staff, or brought back by them. The wall shows it for the
     * desk's number of days from then (desk_settings). Null while a public request waits for approval.
     */
    listedAt: timestamp('listed_at', { withTimezone: true }).defaultNow(),
    /** The requester ticked "Tell me when this prayer is answered" (and "when someone prays for it"); a signed link turns both off. */
    notifyWhenAnswered: boolean('notify_when_answered').notNull().default(false),
    notifyWhenPrayed: boolean('notify_when_prayed').notNull().default(false),
  },
  // The wall lists public requests on it, most recently listed first: the index has the query's exact order
  // (listed_at DESC, id DESC, both NULLS FIRST as a plain DESC means), so a page is read off it without a
  // sort, and stops at the expiry line. The desk lists every request by when it was sent, a page at a time.
  (table) => [
    index('prayer_requests_public_idx')
      .on(table.listedAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`not ${table.isPrivate} and ${table.hiddenAt} is null and ${table.listedAt} is not null`),
    index('prayer_requests_desk_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/**
 * The desk's settings: one row (id 1), changed by admins. How many days a request stays on the wall from when it
 * was listed, and whether new public requests wait for staff's approval before the wall shows them (the spec's
 * behaviour, showing them at once, is the default).
 */
export const deskSettings = pgTable(
  'desk_settings',
  {
    id: smallint('id').primaryKey().default(1),
    prayerExpiryDays: integer('prayer_expiry_days').notNull().default(30),
    prayerApprovalRequired: boolean('prayer_approval_required').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('desk_settings_one_row', sql`${table.id} = 1`)],
);

/**
 * Who has said "I prayed" for a request, and on which (UTC) day, so that each visitor counts once a day: the
 * visitor is a keyed hash of their address (never the address itself), kept only to refuse a second press.
 */
export const prayerPrayers = pgTable(
  'prayer_prayers',
  {
    prayerId: integer('prayer_id')
      .notNull()
      .references(() => prayerRequests.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.prayerId, table.visitor, table.day] })],
);

// Contact messages and resource requests make the desk's inbox, newest first, a page at a time: each table has
// an index in that order, and one per status for the inbox's filters (a plain DESC is NULLS FIRST).
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    subject: text('subject', { enum: contactSubjects }).notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: inboxStatuses }).notNull().default('new'),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_inbox_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('contact_messages_status_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

export const resourceRequests = pgTable(
  'resource_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    ministry: text('ministry').notNull(),
    resourceType: text('resource_type').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: inboxStatuses }).notNull().default('new'),
    assignedTo: integer('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('resource_requests_inbox_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('resource_requests_status_idx').on(table.status, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

/**
 * Staff's internal notes on an inbox item (never shown to the sender). An item is named by its kind and id,
 * as the inbox names it; the author is kept as null when their account is removed.
 */
export const inboxNotes = pgTable(
  'inbox_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemKind: text('item_kind', { enum: inboxKinds }).notNull(),
    itemId: integer('item_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inbox_notes_item_idx').on(table.itemKind, table.itemId, table.createdAt)],
);

/**
 * Staff's replies by email to an inbox item's sender, kept in the item's thread beside the notes: who wrote it
 * (null once their account is removed), to whom, what, and its message in the outbox (where it stands).
 */
export const inboxReplies = pgTable(
  'inbox_replies',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    itemKind: text('item_kind', { enum: inboxKinds }).notNull(),
    itemId: integer('item_id').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    outboxId: integer('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('inbox_replies_item_idx').on(table.itemKind, table.itemId, table.createdAt)],
);

/**
 * What each member of staff is told of by email (the desk's My notifications): new contact messages and
 * resource requests at once, new prayer requests at once or in a daily digest. No row: nothing.
 */
export const staffNotificationSettings = pgTable('staff_notification_settings', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contactMessages: boolean('contact_messages').notNull().default(false),
  resourceRequests: boolean('resource_requests').notNull().default(false),
  prayerRequests: text('prayer_requests', { enum: staffPrayerNoticeChoices }).notNull().default('off'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The daily prayer digest's runs, one row per (UTC) day listed: the instance whose insert makes the row sends
 * that day's digests in the same transaction, and every other instance finds it there and sends nothing.
 */
export const prayerDigestRuns = pgTable('prayer_digest_runs', {
  day: date('day').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
  requests: integer('requests').notNull().default(0),
  recipients: integer('recipients').notNull().default(0),
});

/**
 * The funds a gift is designated to ("General", "Missions"), edited by admins on the desk. A fund that has
 * received a gift is never deleted nor renamed (its receipts and statements stay true); it can be hidden.
 */
export const funds = pgTable('funds', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  hidden: boolean('hidden').notNull().default(false),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A member's recurring gift: an amount to a fund, every week, two weeks or month. With Stripe it is a Customer
 * and a Subscription (the gateway charges, invoice webhooks record each gift); with the demo gateway the app's
 * own schedule charges the saved card when next_charge_at comes (services/giving/schedule.ts), once.
 */
export const recurringGifts = pgTable(
  'recurring_gifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: paymentGateways }).notNull(),
    fundId: integer('fund_id')
      .notNull()
      .references(() => funds.id, { onDelete: 'restrict' }),
    /** What each charge takes, the covered fee included. */
    amountCents: integer('amount_cents').notNull(),
    /** The part of amount_cents that covers the processing fee (0 when not covered). */
    feeCents: integer('fee_cents').notNull().default(0),
    currency: text('currency').notNull().default('usd'),
    interval: text('interval', { enum: giftIntervals }).notNull(),
    status: text('status', { enum: recurringGiftStatuses }).notNull().default('setting_up'),
    startOn: date('start_on', { mode: 'string' }).notNull(),
    nextChargeAt: timestamp('next_charge_at', { withTimezone: true }),
    /** The card step: the gateway's setup (SetupIntent, or the demo's) and, once confirmed, the saved card. */
    setupId: text('setup_id'),
    customerId: text('customer_id'),
    paymentMethodId: text('payment_method_id'),
    cardLabel: text('card_label'),
    subscriptionId: text('subscription_id').unique(),
    idempotencyKey: text('idempotency_key').unique(),
    /** Failed charges in a row (the gateway retries); reset by a paid one. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lastFailure: text('last_failure'),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (table) => [
    index('recurring_gifts_user_idx').on(table.userId),
    index('recurring_gifts_due_idx').on(table.nextChargeAt).where(sql`${table.status} = 'active'`),
  ],
);

/**
 * Every payment intent, whichever gateway holds it (Stripe, or the demo adapter when no key is set).
 * Value is delivered only for a row the server confirmed as succeeded with the gateway.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gateway: text('gateway', { enum: paymentGateways }).notNull(),
    /** The gateway's id for the intent (Stripe's pi_..., or demo_pi_...). */
    intentId: text('intent_id').notNull(),
    purpose: text('purpose', { enum: paymentPurposes }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: paymentStatuses }).notNull().default('requires_payment_method'),
    description: text('description'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    /** The checkout attempt, scoped to its payer: a retry of the same attempt finds this row again. */
    idempotencyKey: text('idempotency_key').unique(),
    /** Set, once, in the transaction that hands over what the payment bought. */
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the money went back (status refunded or disputed), as the gateway dates it. */
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
    /** A gift's fund (donations only). */
    fundId: integer('fund_id').references(() => funds.id, { onDelete: 'restrict' }),
    /** The part of amount_cents that covers the processing fee, when the donor chose to cover it. */
    feeCents: integer('fee_cents').notNull().default(0),
    /** The recurring gift this charge belongs to, and the date it was due (one charge per due date). */
    recurringGiftId: integer('recurring_gift_id').references(() => recurringGifts.id, { onDelete: 'set null' }),
    dueAt: timestamp('due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The desk's ledger reads payments newest first, a page at a time, all of them or one purpose's; its donors
  // are the succeeded donations grouped by email.
  (table) => [
    uniqueIndex('payments_intent_idx').on(table.gateway, table.intentId),
    index('payments_ledger_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('payments_purpose_ledger_idx').on(table.purpose, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('payments_donors_idx')
      .on(sql`lower(${table.email})`, table.createdAt)
      .where(sql`${table.purpose} = 'donation' and ${table.status} = 'succeeded'`),
    uniqueIndex('payments_recurring_due_idx').on(table.recurringGiftId, table.dueAt),
    index('payments_giver_idx').on(table.userId, table.createdAt).where(sql`${table.purpose} = 'donation'`),
  ],
);

/**
 * The demo gateway's own store, standing in for Stripe's servers when no key is set: intents with their
 * client secret, amount and status, confirmed through the demo card form.
 */
export const demoPaymentIntents = pgTable('demo_payment_intents', {
  id: text('id').primaryKey(),
  clientSecret: text('client_secret').notNull().unique(),
  idempotencyKey: text('idempotency_key').unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  status: text('status', { enum: ['requires_payment_method', 'succeeded', 'failed'] })
    .notNull()
    .default('requires_payment_method'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The demo gateway's clock: how far an admin has moved it on (Desk, Giving), so that a demonstration, or the e2e
 * suite, can see a recurring gift's schedule come due without waiting weeks. Only the giving schedule and the
 * dates of the gifts it charges read it, and only with the demo gateway; one row.
 */
export const demoClock = pgTable(
  'demo_clock',
  {
    id: smallint('id').primaryKey().default(1),
    offsetSeconds: integer('offset_seconds').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('demo_clock_one_row', sql`${table.id} = 1`)],
);

/** Webhook events already handled, by the gateway's event id: Stripe delivers at least once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  intentId: text('intent_id'),
  /**
   * What the event did: moved the payment; was refused because its amount is not the one we set; or refunded
   * part of a payment, which leaves what it bought standing.
   */
  outcome: text('outcome', { enum: ['applied', 'amount_mismatch', 'unknown_intent', 'not_acted_on', 'partial_refund'] }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Breakthrough Circle memberships: one row per checkout, priced from its plan. It turns active, with its
 * period, only once the server has confirmed its payment with the gateway; a member who pays again
 * gets a new period starting where their current one ends. A refund in full or a dispute revokes it.
 */
export const memberships = pgTable(
  'memberships',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    plan: text('plan', { enum: membershipPlanIds }).notNull(),
    status: text('status', { enum: membershipStatuses }).notNull().default('pending'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (table) => [index('memberships_user_idx').on(table.userId), index('memberships_email_idx').on(table.email)],
);

/** Data seeded from db/seed/ at start, by name and version: a start with the same version skips the seed. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  version: text('version').notNull(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** The 66 books in canonical order (id 1 = Genesis ... 66 = Revelation). */
export const bibleBooks = pgTable('bible_books', {
  id: smallint('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The OSIS id (Gen, 1Cor, Song), as the reference parser and Nave's name books. */
  osis: text('osis').notNull().unique(),
  /** Other names people write: Jn, 1 Cor, I Corinthians... */
  abbreviations: text('abbreviations').array().notNull(),
  testament: text('testament', { enum: testaments }).notNull(),
  chapters: smallint('chapters').notNull(),
  /** Verses per chapter, in order (KJV versification). */
  verseCounts: smallint('verse_counts').array().notNull(),
});

/** Every verse of every translation, searchable by its English full-text vector. */
export const bibleVerses = pgTable(
  'bible_verses',
  {
    translation: text('translation', { enum: translationIds }).notNull(),
    bookId: smallint('book_id')
      .notNull()
      .references(() => bibleBooks.id),
    chapter: smallint('chapter').notNull(),
    verse: smallint('verse').notNull(),
    text: text('text').notNull(),
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', text)`),
  },
  (table) => [
    primaryKey({ columns: [table.translation, table.bookId, table.chapter, table.verse] }),
    index('bible_verses_search_idx').using('gin', table.search),
  ],
);

/** Nave's Topical Bible: a topic and the passages it lists. */
export const bibleTopics = pgTable(
  'bible_topics',
  {
    id: integer('id').primaryKey(),
    name: text('name').notNull(),
  },
  // Trigrams for names like the words; the plain index for names that are the words ("forgiveness").
  (table) => [index('bible_topics_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`), index('bible_topics_name_lower_idx').on(sql`lower(${table.name})`)],
);

export const bibleTopicReferences = pgTable(
  'bible_topic_references',
  {
    topicId: integer('topic_id')
      .notNull()
      .references(() => bibleTopics.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    bookId: smallint('book_id')
      .notNull()
      .references(() => bibleBooks.id),
    chapter: smallint('chapter').notNull(),
    verseStart: smallint('verse_start').notNull(),
    verseEnd: smallint('verse_end').notNull(),
  },
  (table) => [primaryKey({ columns: [table.topicId, table.position] })],
);

// The Study Hub: what each member has done. The catalogues (reading plans, quizzes, achievements) are data
// shipped with the code in db/seed/study; rows here refer to them by their stable ids.

/** Chapters a member marked as read, once each: marking again keeps the first date and updates the notes. */
export const readChapters = pgTable(
  'read_chapters',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bookId: smallint('book_id').notNull(),
    chapter: smallint('chapter').notNull(),
    notes: text('notes'),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.bookId, table.chapter] })],
);

/** Reading plans a member started; `completed_at` is set once, when progress first reaches 100. */
export const userReadingPlans = pgTable(
  'user_reading_plans',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    planId: integer('plan_id').notNull(),
    progress: smallint('progress').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.planId] })],
);

/** Every quiz submission, scored on the server. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id').notNull(),
    answers: smallint('answers').array().notNull(),
    correctAnswers: smallint('correct_answers').notNull(),
    totalQuestions: smallint('total_questions').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_attempts_user_idx').on(table.userId, table.quizId)],
);

/** The member's local days with study activity (a chapter read or a quiz submitted): their streak. */
export const studyDays = pgTable(
  'study_days',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/** Unlocked achievements. The unique key makes unlocking idempotent: two parallel submits unlock once. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id').notNull(),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('user_achievements_unique_idx').on(table.userId, table.achievementId)],
);

/** Bible chat conversations. `publicId` is the `sessionId` of the API paths; `id` never leaves the owner's lists. */
export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    publicId: uuid('public_id').notNull().unique().defaultRandom(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_sessions_user_recent_idx').on(table.userId, table.updatedAt)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    role: text('role', { enum: chatRoles }).notNull(),
    content: text('content').notNull(),
    /** References in an answer that name no verse of the Bible, as written (shown unlinked, marked). */
    unknownReferences: text('unknown_references').array().notNull().default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_messages_session_idx').on(table.sessionId, table.id)],
);

/**
 * The free tier's counter: messages each member sent each UTC day. A send takes one in a single statement
 * that refuses past the limit, so parallel sends can never pass it; a send whose answer failed gives it back.
 */
export const chatDailyUsage = pgTable(
  'chat_daily_usage',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] })],
);

/**
 * Bible chat Premium, bought through the payment gateway: pending beside its payment, then a paid period
 * (revoked when the payment is refunded in full or disputed).
 */
export const chatPremiumPeriods = pgTable(
  'chat_premium_periods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: text('plan', { enum: chatPremiumPlanIds }).notNull(),
    status: text('status', { enum: membershipStatuses }).notNull().default('pending'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('chat_premium_user_idx').on(table.userId, table.periodEnd)],
);

/**
 * Generated content bought per payment (a sermon or a Sunday-school lesson): pending beside its payment,
 * paid once the gateway confirms it, then written (generated), or failed and kept to be written again without
 * paying twice; pending again (unpaid) once its payment is refunded in full or disputed. 'generating' marks
 * the one request writing it, so parallel requests never write twice; a claim older than a few minutes (a
 * process that died mid-way) may be taken over.
 */
export const contentPurchases = pgTable(
  'content_purchases',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    paymentId: integer('payment_id')
      .notNull()
      .unique()
      .references(() => payments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: contentTypes }).notNull(),
    priceCents: integer('price_cents').notNull(),
    /** The content request: given with the payment, or with the first generate call. */
    request: jsonb('request').$type<ContentRequest>(),
    status: text('status', { enum: ['pending', 'generating', ...contentStatuses] }).notNull().default('pending'),
    content: jsonb('content').$type<GeneratedContent>(),
    writerKind: text('writer_kind', { enum: ['openai', 'offline'] }),
    writerLabel: text('writer_label'),
    /** When the current writing started (status generating). */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_purchases_user_idx').on(table.userId, table.createdAt)],
);

const bytea = customType<{ data: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A purchase's Word or PDF file as first rendered, served for every later download (decision 023). A table of
 * its own, not columns on the purchase, so reading a purchase never carries its files along; the key is what
 * two instances rendering the same first download insert against, the second one's row dropped.
 */
export const contentDownloads = pgTable(
  'content_downloads',
  {
    purchaseId: integer('purchase_id')
      .notNull()
      .references(() => contentPurchases.id, { onDelete: 'cascade' }),
    format: text('format', { enum: ['docx', 'pdf'] }).notNull(),
    bytes: bytea('bytes').notNull(),
    contentType: text('content_type').notNull(),
    filename: text('filename').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.purchaseId, table.format] })],
);

// Study tools of the reader (issue 38): public-domain texts seeded from db/seed like the Bible (seed_runs
// name 'study-tools'; docs/bible-data.md, "Study tools"). Written only by the seed. No foreign key to
// bible_books: the Bible's seed truncates that table when its data changes.

/**
 * Strong's numbers of the KJV's words, a row per verse: `words` has a token per word of the verse's text
 * (`text.split(' ')`): its numbers ("G25", "H853,H8064"), "+" for a word of the previous word's span, "-"
 * for none. `numbers` lists the verse's distinct numbers, for the search by number.
 */
export const kjvStrongsVerses = pgTable(
  'kjv_strongs_verses',
  {
    bookId: smallint('book_id').notNull(),
    chapter: smallint('chapter').notNull(),
    verse: smallint('verse').notNull(),
    words: text('words').notNull(),
    numbers: text('numbers').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookId, table.chapter, table.verse] }), index('kjv_strongs_verses_numbers_idx').using('gin', table.numbers)],
);

/** Strong's Greek (G1-G5624) and Hebrew (H1-H8674) dictionaries. */
export const strongsEntries = pgTable('strongs_entries', {
  /** "G26", "H2617": no leading zeros. */
  number: text('number').primaryKey(),
  lemma: text('lemma').notNull(),
  transliteration: text('transliteration').notNull(),
  pronunciation: text('pronunciation').notNull(),
  definition: text('definition').notNull(),
});

/** Matthew Henry's Concise Commentary: per chapter, its introduction, outline and passages in order. */
export const bibleCommentarySections = pgTable(
  'bible_commentary_sections',
  {
    bookId: smallint('book_id').notNull(),
    chapter: smallint('chapter').notNull(),
    position: smallint('position').notNull(),
    kind: text('kind', { enum: commentaryKinds }).notNull(),
    /** The verses a passage explains; null for an introduction or an outline. */
    verseStart: smallint('verse_start'),
    verseEnd: smallint('verse_end'),
    paragraphs: text('paragraphs').array().notNull(),
  },
  (table) => [primaryKey({ columns: [table.bookId, table.chapter, table.position] })],
);
