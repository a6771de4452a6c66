import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { DOCTOR_TEMPLATE_HEADERS } from '@portal/domain';
import { openDatabase, queryRows } from '../apps/api/src/db/client.ts';
import { seedBulkUsers } from '../apps/api/src/main/seed/bulk-users.ts';
import { excelStyleXlsx, multipartFile } from '../apps/api/src/platform/lib/spreadsheet/xlsx-fixtures.ts';
import { load } from './load.ts';
import type { Running } from './server.ts';

/**
 * Doctors rows of `npm run bench`: the doctors list over `count` doctors of one programme (plain,
 * with a search term, and as a district manager whose hierarchy bounds it), and the validate +
 * import of a 300-doctor spreadsheet with the API process's peak memory.
 */
const PROGRAM = 'BEMESTAR';

/** Tops the programme up to `count` doctors: doctor users and, for a quarter, CRMs imported by the district manager. */
export async function prepareDoctors(env: Record<string, string>, count: number): Promise<void> {
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATABASE_URL ? undefined : path.join(env.DATA_DIR!, 'pglite'),
  });
  try {
    const { db } = database;
    const [current] = await queryRows<{ n: number }>(db, sql`
      select ((select count(*) from doctors d join program_users pu on pu.user_id = d.user_id
                join programs p on p.id = pu.program_id and p.slug = ${PROGRAM})
           + (select count(*) from program_doctors r join programs p on p.id = r.program_id and p.slug = ${PROGRAM}))::int as n`);
    const missing = Math.max(0, count - (current?.n ?? 0));
    const registry = Math.floor(missing / 4);
    await seedBulkUsers(db, missing - registry, { prefix: 'medico.bench', programSlugs: [PROGRAM], types: ['DOCTOR'] });
    await db.execute(sql`
      insert into program_doctors (program_id, crm, uf, name, phone, email, cpf, imported_by_id)
      select p.id, (5000000 + g)::text, 'SP',
             (array['Alice','Bruna','Caio','Davi','Elisa','Fábio','Gustavo','Hugo','Íris','Júlia'])[1 + g % 10] || ' '
               || (array['Araújo','Borges','Campos','Duarte','Freitas','Guimarães','Igarashi','Jardim','Lacerda','Macedo'])[1 + (g / 10) % 10]
               || ' ' || (array['Nunes','Pinto','Rocha','Sales','Tavares','Viana','Xavier','Yamada','Zago','Moraes'])[1 + (g / 100) % 10],
             '11912345678', 'importado' || g || '@bench.com.br', '52998224725',
             (select id from users where email = 'distrital@demo.com.br')
        from generate_series(1, ${registry}::int) g cross join programs p
       where p.slug = ${PROGRAM}
      on conflict do nothing`);
    await db.execute(sql`analyze program_doctors, users, doctors, program_users`);
  } finally {
    await database.close();
  }
}

const mb = (kb: number) => `${(kb / 1024).toFixed(0)} MB`;

/** VmRSS / VmHWM of a process in KB (Linux); the peak is reset first when the kernel allows it. */
function memory(pid: number | undefined): { rss: number; peak: number } | undefined {
  if (!pid) return undefined;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const field = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rss: field('VmRSS'), peak: field('VmHWM') };
  } catch {
    return undefined;
  }
}

function resetPeak(pid: number | undefined): void {
  try {
    if (pid) fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch { /* not permitted: the peak then covers the process's whole life */ }
}

/** A valid CPF from nine digits. */
function cpf(base: number): string {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const rest = (digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0) * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

async function timed(call: () => Promise<Response>): Promise<{ ms: number; body: string; status: number }> {
  const start = performance.now();
  const res = await call();
  const body = await res.text();
  return { ms: Math.round(performance.now() - start), body, status: res.status };
}

/** Validate then import 300 doctors, as the screen does; time each call and the API's peak memory. */
async function importScenario(portal: Running, headers: Record<string, string>, programId: number, run: 'first' | 'second') {
  const offset = run === 'first' ? 0 : 1000;
  const rows = Array.from({ length: 300 }, (_, j) => {
    const i = offset + j;
    return [`Dra. Bench Importada ${i}`, String(6_100_000 + i), 'SP', '11987654321', `bench.import${i}@exemplo.com.br`, cpf(100_000_000 + i * 7), ''];
  });
  const file = await excelStyleXlsx([[...DOCTOR_TEMPLATE_HEADERS], ...rows]);
  const { payload, headers: multipart } = multipartFile(file);
  const post = (suffix: string) => fetch(`${portal.url}/api/doctors/doctors-XLSX${suffix}?programId=${programId}`, {
    method: 'POST', headers: { ...headers, ...multipart }, body: payload,
  });
  resetPeak(portal.pid);
  const before = memory(portal.pid);
  const validate = await timed(() => post('/validate'));
  const imported = await timed(() => post(''));
  const after = memory(portal.pid);
  const ok = validate.status === 200 && imported.status === 200 && imported.body.includes('"imported":300');
  const mem = before && after ? `RSS ${mb(before.rss)} before, peak ${mb(after.peak)}` : 'memory n/a';
  return {
    scenario: `doctors spreadsheet: validate + import 300 rows (${run === 'first' ? 'first in the process' : 'again'})`, value: `${validate.ms + imported.ms} ms`,
    note: `validate ${validate.ms} ms, import ${imported.ms} ms, ${mem}${ok ? '' : `; FAILED ${imported.status} ${imported.body.slice(0, 120)}`} (target ≤ 1 s)`,
  };
}

export async function doctorsScenarios(portal: Running, adminHeaders: Record<string, string>, districtHeaders: Record<string, string>) {
  const me = await (await fetch(`${portal.url}/api/user`, { headers: adminHeaders })).json() as { programId: number };
  const url = (filter?: string) => `${portal.url}/api/doctors?programId=${me.programId}&skip=0&take=10${filter ? `&filter=${encodeURIComponent(filter)}` : ''}`;
  const probe = await fetch(url(), { headers: adminHeaders });
  if (!probe.ok) return [{ scenario: 'GET /api/doctors (paged)', value: 'n/a', note: `answered ${probe.status}` }];
  const { total } = await probe.json() as { total: number };
  const note = (r: Awaited<ReturnType<typeof load>>) => `p50 ${r.p50} ms, p99 ${r.p99} ms, errors ${r.errors} (target p99 ≤ 50 ms)`;
  const plain = await load(url(), { headers: adminHeaders });
  const search = await load(url('Lacerda'), { headers: adminHeaders });
  const district = await load(url(), { headers: districtHeaders });
  return [
    { scenario: `GET /api/doctors page 1 of ${total} doctors`, value: `${plain.rps} req/s`, note: note(plain) },
    { scenario: 'GET /api/doctors?filter=Lacerda', value: `${search.rps} req/s`, note: note(search) },
    { scenario: 'GET /api/doctors as a district manager (hierarchy)', value: `${district.rps} req/s`, note: note(district) },
    await importScenario(portal, adminHeaders, me.programId, 'first'),
    await importScenario(portal, adminHeaders, me.programId, 'second'),
  ];
}

/** A bearer header for a demo account. */
export async function signIn(baseUrl: string, email: string, programId: number): Promise<Record<string, string>> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: 'Demo@2026', programId, authMode: 'bearer' }),
  });
  const { token } = await res.json() as { token: string };
  return { authorization: `Bearer ${token}` };
}
