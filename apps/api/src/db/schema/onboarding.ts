import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { OutboxChannel, WhatsAppDeliveryStatus } from '@portal/domain';
import { addressColumns, createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { users } from './users.ts';

/**
 * One-time verification codes (ENGINEERING §6): only an HMAC of the code with a per-code salt is
 * stored; single use, expiring, limited tries. `destination` is the phone digits.
 */
export const verificationCodes = pgTable('verification_codes', {
  id: id(),
  channel: text('channel', { enum: ['SMS'] }).notNull(),
  purpose: text('purpose', { enum: ['signup', 'agreement', 'patientLink'] }).notNull(),
  destination: text('destination').notNull(),
  salt: text('salt').notNull(),
  codeHash: text('code_hash').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  ip: text('ip'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestampTz('expires_at').notNull(),
  consumedAt: timestampTz('consumed_at'),
  createdAt: createdAt(),
}, (t) => [
  index('verification_codes_destination_idx').on(t.destination, t.createdAt),
  index('verification_codes_ip_idx').on(t.ip, t.createdAt),
]);

/**
 * Every SMS, e-mail and WhatsApp message the portal sends. With the outbox provider this table is the delivery
 * (read by the development page); with a real provider a job delivers each PENDING row.
 */
export const outboundMessages = pgTable('outbound_messages', {
  id: id(),
  channel: text('channel').$type<OutboxChannel>().notNull(),
  destination: text('destination').notNull(),
  subject: text('subject'),
  body: text('body').notNull(),
  status: text('status', { enum: ['PENDING', 'SENT', 'FAILED'] }).notNull().default('PENDING'),
  provider: text('provider').notNull(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: createdAt(),
  sentAt: timestampTz('sent_at'),
  // WhatsApp (decision 0056): the template sent, the provider's message id (wamid) and the newest
  // delivery status its webhook reported; whether an SMS may replace an undelivered message.
  template: jsonb('template').$type<{ name: string; language: string; parameters: string[] }>(),
  externalId: text('external_id'),
  deliveryStatus: text('delivery_status').$type<WhatsAppDeliveryStatus>(),
  deliveryStatusAt: timestampTz('delivery_status_at'),
  smsFallback: boolean('sms_fallback').notNull().default(false),
  /** On an SMS sent because a WhatsApp message was not delivered: that message. Unique: one fallback each. */
  fallbackForId: integer('fallback_for_id').references((): AnyPgColumn => outboundMessages.id, { onDelete: 'set null' }),
  /** On an e-mail: the From display name its programme set (decision 0078); null uses MAIL_FROM's. */
  senderName: text('sender_name'),
}, (t) => [
  index('outbound_messages_created_idx').on(t.createdAt), index('outbound_messages_user_idx').on(t.userId),
  uniqueIndex('outbound_messages_external_id_unique').on(t.externalId),
  uniqueIndex('outbound_messages_fallback_for_unique').on(t.fallbackForId),
]);

/** The background job queue (docs/decisions/0005-job-queue.md). */
export const jobs = pgTable('jobs', {
  id: id(),
  name: text('name').notNull(),
  payload: jsonb('payload').notNull().default({}),
  status: text('status', { enum: ['queued', 'running', 'done', 'failed'] }).notNull().default('queued'),
  runAt: timestampTz('run_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  lockedUntil: timestampTz('locked_until'),
  lastError: text('last_error'),
  createdAt: createdAt(),
  finishedAt: timestampTz('finished_at'),
  /**
   * A recurring job's due slot (e.g. the day it is for): one job per name and slot, whichever
   * process schedules it and whenever its workers ran the last one (decision 0067).
   */
  slot: text('slot'),
}, (t) => [
  uniqueIndex('jobs_name_slot_unique').on(t.name, t.slot),
  index('jobs_due_idx').on(t.runAt).where(sql`${t.status} in ('queued', 'running')`),
  index('jobs_name_idx').on(t.name),
]);

/** A user's own address (spec §3 user address; profile edit and signup address block). */
export const userAddresses = pgTable('user_addresses', {
  id: id(),
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  ...addressColumns(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [uniqueIndex('user_addresses_user_unique').on(t.userId)]);

/** Data-removal (opt-out) requests, processed by a job within 24 business hours. */
export const optoutRequests = pgTable('optout_requests', {
  id: id(),
  /** Kept after anonymisation: the user row survives with its personal data erased. */
  userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['PENDING', 'DONE'] }).notNull().default('PENDING'),
  requestedAt: createdAt(),
  dueAt: timestampTz('due_at').notNull(),
  completedAt: timestampTz('completed_at'),
}, (t) => [uniqueIndex('optout_requests_pending_unique').on(t.userId).where(sql`${t.status} = 'PENDING'`)]);
