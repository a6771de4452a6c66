import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Shared column helpers so every table spells ids and timestamps the same way. */
export const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A postal address (a user's, a treatment location's); spread into the table's columns. */
export const addressColumns = () => ({
  cep: text('cep').notNull(),
  placeDescription: text('place_description').notNull(),
  number: text('number').notNull(),
  complement: text('complement'),
  neighborhood: text('neighborhood').notNull(),
  city: text('city').notNull(),
  state: text('state').notNull(),
});
