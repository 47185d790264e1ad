import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

// The database schema. drizzle-kit turns changes here into committed SQL migrations (npm run db:generate),
// applied automatically at start-up.

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    subscriptionTier: text('subscription_tier', { enum: ['free', 'premium'] }).notNull().default('free'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Usernames are unique without regard to case.
  (table) => [uniqueIndex('users_username_lower_idx').on(sql`lower(${table.username})`)],
);

/** Newsletter and update subscribers: one row per address (emails are stored lower-cased and trimmed). */
export const subscribers = pgTable('subscribers', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  email: text('email').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  /** Where the first subscription came from: the newsletter section or the subscribe dialog. */
  source: text('source', { enum: ['newsletter', 'updates'] }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const prayerRequests = pgTable(
  'prayer_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    request: text('request').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The wall lists public requests, newest first.
  (table) => [index('prayer_requests_public_idx').on(table.createdAt.desc()).where(sql`not ${table.isPrivate}`)],
);

export const contactMessages = pgTable('contact_messages', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone'),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const resourceRequests = pgTable('resource_requests', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  ministry: text('ministry').notNull(),
  resourceType: text('resource_type').notNull(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every payment intent, whichever gateway holds it (Stripe, or the demo adapter when no key is set).
 * Value is delivered only for a row the server confirmed as succeeded with the gateway.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    gateway: text('gateway', { enum: ['stripe', 'demo'] }).notNull(),
    /** The gateway's id for the intent (Stripe's pi_..., or demo_pi_...). */
    intentId: text('intent_id').notNull(),
    purpose: text('purpose', { enum: ['donation', 'membership', 'content', 'chat_premium'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status', { enum: ['requires_payment_method', 'processing', 'succeeded', 'failed', 'canceled'] })
      .notNull()
      .default('requires_payment_method'),
    description: text('description'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    email: text('email'),
    failureMessage: text('failure_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payments_intent_idx').on(table.gateway, table.intentId)],
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

/** Webhook events already handled, by the gateway's event id: Stripe delivers at least once. */
export const paymentEvents = pgTable('payment_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  intentId: text('intent_id'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Breakthrough Circle memberships: one row per checkout, priced from its plan. It turns active, with its
 * period, only once the server has confirmed its payment with the gateway; a member who pays again
 * gets a new period starting where their current one ends.
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
    plan: text('plan', { enum: ['monthly', 'annual'] }).notNull(),
    status: text('status', { enum: ['pending', 'active'] }).notNull().default('pending'),
    periodStart: timestamp('period_start', { withTimezone: true }),
    periodEnd: timestamp('period_end', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
  },
  (table) => [index('memberships_user_idx').on(table.userId), index('memberships_email_idx').on(table.email)],
);
