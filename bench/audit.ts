import { sql } from 'drizzle-orm';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '@portal/domain';
import { queryRows, type Db } from '../apps/api/src/db/client.ts';
import type { ListFamily } from './list-family.ts';

/**
 * The trails that grow with every use: the audit log (the system administrator's screen) and the
 * development outbox of SMS and e-mails (`GET /dev/outbox`, absent in production), each grown to
 * the run's size. Audit entries cycle through the actions and entities, 200 actors (one entry in
 * twenty anonymous) and the last 365 days.
 */
const textArray = (values: readonly string[]) => sql.raw(`array[${values.map((v) => `'${v}'`).join(',')}]`);

async function countOf(db: Db, table: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from ${sql.raw(table)}`);
  return row?.n ?? 0;
}

async function growAudit(db: Db, count: number): Promise<void> {
  const current = await countOf(db, 'audit_log');
  if (current >= count) return;
  await db.execute(sql`
    with actors as materialized (select (row_number() over (order by id) - 1)::int as i, id from users order by id limit 200),
    n as materialized (select count(*)::int as actors from actors)
    insert into audit_log (created_at, actor_id, action, entity, entity_id, before, after, ip)
    select now() - (s % 365) * interval '1 day' - (s % 86400) * interval '1 second',
           case when s % 20 = 0 then null else a.id end,
           (${textArray(AUDIT_ACTIONS)})[1 + s % ${AUDIT_ACTIONS.length}],
           (${textArray(AUDIT_ENTITIES)})[1 + (s / 7) % ${AUDIT_ENTITIES.length}],
           (s % 5000)::text, jsonb_build_object('name', 'Antes ' || s), jsonb_build_object('name', 'Depois ' || s), '10.0.' || (s % 250) || '.' || (s % 200)
      from generate_series(${current + 1}::int, ${count}::int) s cross join n join actors a on a.i = s % n.actors`);
}

async function growOutbox(db: Db, count: number): Promise<void> {
  const current = await countOf(db, 'outbound_messages');
  if (current >= count) return;
  await db.execute(sql`
    insert into outbound_messages (channel, destination, subject, body, status, provider, created_at, sent_at)
    select case when s % 3 = 0 then 'EMAIL' else 'SMS' end,
           case when s % 3 = 0 then 'bench' || s || '@exemplo.com.br' else '119' || lpad((s % 100000000)::text, 8, '0') end,
           case when s % 3 = 0 then 'Seu código' end, 'Seu código de verificação é ' || lpad((s % 100000)::text, 5, '0'),
           'SENT', 'outbox', now() - (s % 86400) * interval '1 second', now()
      from generate_series(${current + 1}::int, ${count}::int) s`);
}

export const auditLists: ListFamily = {
  name: 'audit and outbox',
  async grow(db, rows) {
    await growAudit(db, rows);
    await growOutbox(db, rows);
    await db.execute(sql`analyze audit_log, outbound_messages`);
  },
  async cases({ get }) {
    const actors = await get<{ id: number }[]>('/api/audit/actors', 'sysadmin');
    const since = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const base = '/api/audit?skip=0&take=10';
    return [
      { name: 'GET /api/audit page 1', path: base, as: 'sysadmin' },
      { name: 'GET /api/audit action=approveUser', path: `${base}&action=approveUser`, as: 'sysadmin' },
      { name: 'GET /api/audit actorId', path: `${base}&actorId=${actors.at(-1)?.id ?? 1}`, as: 'sysadmin' },
      { name: `GET /api/audit from=${since}`, path: `${base}&from=${since}`, as: 'sysadmin' },
      { name: 'GET /api/audit filter=optout', path: `${base}&filter=optout`, as: 'sysadmin' },
      { name: 'GET /api/audit sort=actor', path: `${base}&sort=actor&order=asc`, as: 'sysadmin' },
      { name: 'GET /api/audit/actors', path: '/api/audit/actors', as: 'sysadmin' },
      { name: 'GET /dev/outbox take=50', path: '/api/dev/outbox?take=50', as: 'admin', note: 'development only' },
    ];
  },
};
