import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type Db } from '../apps/api/src/db/client.ts';
import { signIn } from './doctors.ts';
import type { Running } from './server.ts';

/**
 * `BENCH_ONLY=pv`: the batch E2B(R3) export of a programme's cases (`GET /api/adverse-events/e2b`)
 * streamed through the running portal's HTTP endpoint, at PV_SIZES complete coded cases (1,000 in
 * BEMESTAR, 5,000 in ABRACARAVIDA, seeded before the portal starts since PGlite allows one process):
 * cases, bytes, seconds, cases/s and the peak RSS growth of the portal's server process (sampled
 * from /proc every 10 ms) over its idle RSS before the first export, and the ratio of the two growths,
 * which stays near 1 when the export holds one page of cases whatever the batch's size. An unreported
 * 1,000-case run comes first, so both sizes are measured with the code compiled and the pools warm.
 */
interface Row { scenario: string; value: string; note?: string }

export const PV_SIZES = [{ slug: 'BEMESTAR', cases: 1_000 }, { slug: 'ABRACARAVIDA', cases: 5_000 }] as const;
const PV_EMAIL = 'farmacovigilancia@demo.com.br';

/** Complete coded cases in a programme: doctor's reports, each with one version copied from the demo's coded case. */
async function seedCases(db: Db, slug: string, count: number): Promise<void> {
  const [program] = await queryRows<{ id: number }>(db, sql`select id from programs where slug = ${slug}`);
  const programId = program!.id;
  // The demo gives BEMESTAR its E2B identifiers; the other programme gets the same ones here.
  await db.execute(sql`insert into pv_settings (program_id, sender_id, receiver_id, sender_organisation, company_code, serious_days, non_serious_days)
    values (${programId}, 'DEMOPHARMA-BR', 'ANVISA-VIGIMED-TESTE', 'Demo Pharma Ltda.', 'DEMOPHARMA', 15, 90) on conflict (program_id) do nothing`);
  const [template] = await queryRows<{ coding: unknown }>(db, sql`select coding from pv_case_versions order by id limit 1`);
  if (!template) throw new Error('the demo has no coded case to copy');
  const [product] = await queryRows<{ id: number; name: string }>(db, sql`select id, name from products where program_id = ${programId} order by id limit 1`);
  const coding = { ...(template.coding as Record<string, unknown>) };
  coding.products = (coding.products as Record<string, unknown>[]).map((p) => ({ ...p, productId: product!.id, nameAsReported: product!.name }));
  await db.execute(sql`insert into adverse_events (program_id, protocol, reporter_type, product_id, patient_initials, patient_birth_date,
      reporter_name, reporter_contact, description, onset_date, serious, outcome, created_at)
    select ${programId}, 'FV-2026-' || lpad(nextval('adverse_event_protocol_seq')::text, 6, '0'), 'DOCTOR', ${product!.id}, 'MCS', date '1975-08-21',
      'Dr. Bench ' || i, 'bench' || i || '@demo.com.br', 'Náusea intensa e vômitos no dia seguinte à aplicação (caso ' || i || ').',
      date '2026-10-01' + (i % 30), true, 'RECOVERING', now() - ((i % 14) || ' days')::interval
    from generate_series(1, ${count}) i`);
  await db.execute(sql`insert into pv_case_versions (adverse_event_id, version, coding, serious, created_at)
    select e.id, 1, ${JSON.stringify(coding)}::jsonb, true, e.created_at + interval '1 hour'
    from adverse_events e where e.program_id = ${programId}
      and not exists (select 1 from pv_case_versions v where v.adverse_event_id = e.id)`);
}

/** Before the portal starts: the cases of each size. */
export async function preparePvBench(env: Record<string, string>): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATABASE_URL ? undefined : path.join(env.DATA_DIR!, 'pglite'),
  });
  try {
    for (const { slug, cases } of PV_SIZES) await seedCases(database.db, slug, cases);
  } finally {
    await database.close();
  }
}

/** The process's resident set from /proc (Linux), in bytes. */
function rssOf(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)![1]) * 1024;
}

interface Measured { cases: number; bytes: number; seconds: number; before: number; peak: number }

/** Streams one programme's batch, counting the messages and bytes as they arrive, sampling the server's RSS. */
async function streamBatch(portal: Running, slug: string): Promise<Measured> {
  const program = await (await fetch(`${portal.url}/api/programs/by-slug/${slug}`)).json() as { id: number };
  const headers = await signIn(portal.url, PV_EMAIL, program.id);
  const pid = portal.pid!;
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => { peak = Math.max(peak, rssOf(pid)); }, 10);
  const started = performance.now();
  const res = await fetch(`${portal.url}/api/adverse-events/e2b?programId=${program.id}`, { headers });
  if (!res.ok) throw new Error(`batch export of ${slug} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  const decoder = new TextDecoder();
  let bytes = 0;
  let cases = 0;
  let tail = '';
  for await (const chunk of res.body! as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    // Messages counted across chunk boundaries: the text since the last complete opening tag is kept.
    const text = tail + decoder.decode(chunk, { stream: true });
    const opened = text.split('<PORR_IN049016UV');
    cases += opened.length - 1;
    tail = opened[opened.length - 1]!.slice(-20);
  }
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  peak = Math.max(peak, rssOf(pid));
  return { cases, bytes, seconds, before, peak };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export async function pvBatchScenarios(portal: Running): Promise<Row[]> {
  const rows: Row[] = [];
  const idle = rssOf(portal.pid!);
  await streamBatch(portal, PV_SIZES[0].slug);
  const growth: number[] = [];
  for (const { slug, cases: seeded } of PV_SIZES) {
    const m = await streamBatch(portal, slug);
    growth.push(m.peak - idle);
    rows.push({
      scenario: `E2B(R3) batch export: ${seeded.toLocaleString('en')} cases (${slug})`, value: `${Math.round(m.cases / m.seconds).toLocaleString('en')} cases/s`,
      note: `${m.cases.toLocaleString('en')} messages, ${mb(m.bytes)}, ${m.seconds.toFixed(1)} s; server RSS +${mb(m.peak - idle)} over idle `
        + `(${mb(idle)} idle, ${mb(m.before)} before, ${mb(m.peak)} peak)`,
    });
  }
  const [small, large] = growth as [number, number];
  rows.push({
    scenario: 'E2B(R3) batch export: server RSS growth 5,000 / 1,000', value: `${(large / Math.max(small, 1)).toFixed(2)}×`,
    note: `${mb(large)} / ${mb(small)} for ${PV_SIZES[1].cases / PV_SIZES[0].cases}× the cases (bounded: stays near 1)`
      + (process.env.DATABASE_URL ? '' : '; on PGlite the database runs in the server process, its memory counted too'),
  });
  return rows;
}
