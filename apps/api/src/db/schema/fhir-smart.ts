import { index, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

/** One public key set as a client registered it (RFC 7517), stored as given. */
export interface StoredJwks { keys: Record<string, unknown>[] }

/**
 * SMART Backend Services clients (decision 0083): a partner system registered by a programme's
 * administrator with its public key set and its scopes. A rotation replaces the key set (the
 * audit trail keeps the previous key ids); a revocation ends it and every token it holds.
 */
export const fhirClients = pgTable('fhir_clients', {
  /** The public client id: random, used as `iss`/`sub` of the client's assertions. */
  clientId: text('client_id').primaryKey(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  jwks: jsonb('jwks').$type<StoredJwks>(),
  jwksUrl: text('jwks_url'),
  /** Space-separated SMART scopes as granted at registration. */
  scope: text('scope').notNull(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  jwksUpdatedAt: timestampTz('jwks_updated_at'),
  revokedAt: timestampTz('revoked_at'),
  lastUsedAt: timestampTz('last_used_at'),
}, (t) => [index('fhir_clients_program_idx').on(t.programId)]);

/** Every assertion `jti` a client used, until the assertion's expiry: a replay is refused by every API process. */
export const fhirAssertionJtis = pgTable('fhir_assertion_jtis', {
  clientId: text('client_id').notNull().references(() => fhirClients.clientId, { onDelete: 'cascade' }),
  jti: text('jti').notNull(),
  expiresAt: timestampTz('expires_at').notNull(),
}, (t) => [primaryKey({ name: 'fhir_assertion_jtis_pkey', columns: [t.clientId, t.jti] }), index('fhir_assertion_jtis_expires_idx').on(t.expiresAt)]);

/** Opaque access tokens, stored by their SHA-256 only (decision 0083). */
export const fhirAccessTokens = pgTable('fhir_access_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  clientId: text('client_id').notNull().references(() => fhirClients.clientId, { onDelete: 'cascade' }),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
  scope: text('scope').notNull(),
  createdAt: createdAt(),
  expiresAt: timestampTz('expires_at').notNull(),
}, (t) => [index('fhir_access_tokens_expires_idx').on(t.expiresAt)]);

/** One output file of an export: its resource type, storage key, resources and bytes. */
export interface FhirExportFile { type: string; key: string; count: number; bytes: number }
/** An export's failure, as the manifest's `error` names it. */
export interface FhirExportError { type: 'OperationOutcome'; message: string }
export type FhirExportStatus = 'queued' | 'running' | 'completed' | 'failed' | 'cancelled';

/** Bulk Data export jobs (decision 0084): one per kick-off, its files in the configured storage until `expires_at`. */
export const fhirExportJobs = pgTable('fhir_export_jobs', {
  /** Random, unguessable: it is the status URL's last segment. */
  id: text('id').primaryKey(),
  programId: integer('program_id').notNull().references(() => programs.id, { onDelete: 'cascade' }),
  /** `group` (Group/{programme}/$export) or `patient` (Patient/$export). */
  level: text('level').$type<'group' | 'patient'>().notNull(),
  requestedByUserId: integer('requested_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  requestedByClientId: text('requested_by_client_id').references(() => fhirClients.clientId, { onDelete: 'set null' }),
  /** The kick-off URL as the client sent it (the manifest's `request`). */
  request: text('request').notNull(),
  types: jsonb('types').$type<string[]>().notNull(),
  since: timestampTz('since'),
  status: text('status').$type<FhirExportStatus>().notNull().default('queued'),
  transactionTime: timestampTz('transaction_time').notNull(),
  /** Resources written so far. */
  progress: integer('progress').notNull().default(0),
  output: jsonb('output').$type<FhirExportFile[]>().notNull().default([]),
  error: jsonb('error').$type<FhirExportError[]>().notNull().default([]),
  createdAt: createdAt(),
  completedAt: timestampTz('completed_at'),
  expiresAt: timestampTz('expires_at'),
  cancelledAt: timestampTz('cancelled_at'),
}, (t) => [index('fhir_export_jobs_program_idx').on(t.programId, t.createdAt)]);
