import { sql } from 'drizzle-orm';
import type { UserType } from '@portal/domain';
import { queryRows, type DbOrTx } from '#db/client.ts';

const FIRST = ['Ana', 'Bruno', 'Carla', 'Daniel', 'Eduarda', 'Felipe', 'Gabriela', 'Henrique', 'Isabela', 'João',
  'Karina', 'Lucas', 'Mariana', 'Nicolas', 'Olívia', 'Pedro', 'Renata', 'Samuel', 'Tatiana', 'Vinícius'];
const LAST = ['Almeida', 'Barbosa', 'Cardoso', 'Dias', 'Esteves', 'Ferreira', 'Gomes', 'Hernandes', 'Lima', 'Moura',
  'Nascimento', 'Oliveira', 'Pereira', 'Queiroz', 'Ribeiro', 'Santos', 'Teixeira', 'Vieira', 'Xavier', 'Zanetti'];
const UFS = ['SP', 'RJ', 'MG', 'RS', 'PR', 'BA', 'PE', 'CE', 'SC', 'GO'];

export interface BulkUsersOptions {
  /** E-mail local-part prefix; the same prefix and range insert nothing the second time. */
  prefix?: string;
  /** Number of the first user (e-mail `<prefix><n>@demo.com.br`). */
  start?: number;
  /** Programme slugs the users join (default: every programme). */
  programSlugs?: string[];
  /** User types cycled through (default: doctors, representatives and managers). */
  types?: readonly UserType[];
}

const DEFAULT_TYPES: readonly UserType[] = ['DOCTOR', 'REPRESENTATIVE', 'DOCTOR', 'DISTRICT_MANAGER', 'DOCTOR', 'REGIONAL_MANAGER'];

/**
 * Inserts n users (a mix of representatives, managers and doctors with a CRM) in one
 * generate_series statement and makes them members of the programmes. Fast enough for the
 * 50,000-user benchmark; idempotent per prefix and range. Returns how many users were inserted.
 */
export async function seedBulkUsers(db: DbOrTx, n: number, opts: BulkUsersOptions = {}): Promise<number> {
  const prefix = opts.prefix ?? 'usuario';
  const start = opts.start ?? 1;
  const types = opts.types?.length ? opts.types : DEFAULT_TYPES;
  const slugs = opts.programSlugs?.map((s) => s.toUpperCase()) ?? null;
  const textArray = (values: readonly string[]) => sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
  const rows = await queryRows<{ inserted: number }>(db, sql`
    with series as (
      select g from generate_series(${start}::int, ${start + n - 1}::int) as g
    ),
    ins as (
      insert into users (email, name, phone, type, approved)
      select
        ${prefix} || g || '@demo.com.br',
        (${textArray(FIRST)})[1 + g % 20] || ' ' || (${textArray(LAST)})[1 + (g / 20) % 20] || ' ' || (${textArray(LAST)})[1 + (g / 400) % 20],
        '119' || lpad((g % 100000000)::text, 8, '0'),
        (${textArray(types)})[1 + g % ${types.length}],
        g % 9 <> 0
      from series
      on conflict do nothing
      returning id, type
    ),
    members as (
      insert into program_users (user_id, program_id)
      select ins.id, p.id from ins cross join programs p
      where ${slugs === null ? sql`true` : sql`upper(p.slug) = any(${textArray(slugs)})`}
      on conflict do nothing
    ),
    docs as (
      insert into doctors (user_id, crm, uf)
      select ins.id, (9000000 + ins.id)::text, (${textArray(UFS)})[1 + ins.id % 10]
      from ins where ins.type = 'DOCTOR'
      on conflict do nothing
    )
    select count(*)::int as inserted from ins
  `);
  // Fresh statistics, as autovacuum would gather them, so the planner sees the real row counts.
  await db.execute(sql`analyze users, program_users, doctors`);
  return rows[0]?.inserted ?? 0;
}
