import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Shared column helpers so every table spells ids and timestamps the same way. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
