import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { FileType, LibraryType } from '@portal/domain';
import { createdAt, id } from './columns.ts';
import { programs } from './programs.ts';
import { users } from './users.ts';

/** Library, PCDT and agreement files; the bytes live in the file store under storageKey. */
export const programFiles = pgTable('program_files', {
  id: id(),
  /** Null means a GENERAL file shared by every programme. */
  programId: integer('program_id').references(() => programs.id, { onDelete: 'restrict' }),
  name: text('name').notNull(),
  description: text('description'),
  fileType: text('file_type').$type<FileType>().notNull(),
  procedureType: text('procedure_type').$type<LibraryType>(),
  groupId: integer('group_id'),
  itemId: integer('item_id'),
  uf: text('uf'),
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name').notNull(),
  createdById: integer('created_by_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('program_files_program_idx').on(t.programId)]);
