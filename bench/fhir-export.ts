import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { loadConfig } from '../apps/api/src/platform/config.ts';
import { createDeps } from '../apps/api/src/platform/context/deps.ts';
import { fhirExportJob } from '../apps/api/src/modules/partners/fhir-exports/index.ts';

/**
 * `BENCH_ONLY=fhir`: a FHIR Bulk Data export (Patient and Consent: two consents each) of a programme of
 * BENCH_FHIR_PATIENTS patients (default 100,000) run in this process as the job queue runs it (decision 0084), on DATABASE_URL or an
 * in-memory PGlite: resources per second, and the peak RSS growth over the process's RSS before the
 * export (sampled every 20 ms), which must stay bounded by one NDJSON file, not the programme's size.
 */
interface Row { scenario: string; value: string; note?: string }

export async function fhirExportScenarios(): Promise<Row[]> {
  const patients = Number(process.env.BENCH_FHIR_PATIENTS ?? 100_000);
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-fhir-'));
  const database = await openDatabase(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {});
  try {
    await database.migrate();
    const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), dataDir };
    const { db } = database;
    const slug = `BENCHFHIR${Date.now() % 1_000_000}`;
    const [program] = await queryRows<{ id: number }>(db, sql`with c as (insert into clients (name) values ('Bench FHIR') returning id)
      insert into programs (client_id, name, slug) select id, 'Bench FHIR', ${slug} from c returning id`);
    const programId = program!.id;
    await db.execute(sql`insert into patients (program_id, cpf, name, birth_date, phone, gender)
      select ${programId}, lpad(i::text, 11, '0'), 'Paciente Bench ' || i, date '1980-01-01' + (i % 9000), '11' || lpad(i::text, 9, '0'),
        case i % 3 when 0 then 'MALE' when 1 then 'FEMALE' else 'NOT_INFORMED' end
      from generate_series(1, ${patients}) i`);
    // Partners receive the patients whose acceptance of the terms stands (decision 0080): each accepted them, and SMS.
    await db.execute(sql`insert into patient_consents (program_id, patient_id, channel, granted, term_version)
      select ${programId}, id, channel, true, 'v1' from patients cross join (values ('TERMS'), ('SMS')) c(channel) where program_id = ${programId}`);
    const id = randomUUID();
    await db.execute(sql`insert into fhir_export_jobs (id, program_id, level, request, types, transaction_time)
      values (${id}, ${programId}, 'group', 'bench', '["Patient","Consent"]'::jsonb, now())`);
    const deps = createDeps(db, config);

    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 20);
    const started = performance.now();
    await fhirExportJob({ exportId: id }, deps);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage().rss);
    const [job] = await queryRows<{ status: string; progress: number; files: number }>(db,
      sql`select status, progress, jsonb_array_length(output)::int as files from fhir_export_jobs where id = ${id}`);
    const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
    return [
      { scenario: `FHIR export: ${patients.toLocaleString('en')} patients (${database.kind})`, value: `${Math.round(job!.progress / seconds).toLocaleString('en')} resources/s`,
        note: `${seconds.toFixed(1)} s, ${job!.files} files, ${job!.status}; patient reads recorded` },
      { scenario: 'FHIR export: peak RSS growth', value: mb(peak - before), note: `RSS ${mb(before)} before, ${mb(peak)} peak` },
    ];
  } finally {
    await database.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const row of await fhirExportScenarios()) console.log(`${row.scenario}\t${row.value}\t${row.note ?? ''}`);
}
