import { isValidCpf } from '@portal/domain';
import { load, type LoadResult } from './load.ts';
import { signIn } from './doctors.ts';
import type { Running } from './server.ts';

/**
 * The decision queue (`GET /api/procedures/queue`, decision 0049) and the global search
 * (`POST /api/search`, decision 0052) rows of `npm run bench` (`BENCH_ONLY=queue`, `BENCH_ONLY=search`),
 * over the exams bench's data (`seedBenchProcedures`: BENCH_PROCEDURES requests, default 20,000, 40%
 * of them OPEN, i.e. waiting for a decision, over 5,000 patients and the programme's doctors).
 * Each case gets a short warm-up, then p50/p99 at 50 connections, and its ratio to page 1 of the
 * exams list (the `procedures` group's first row) measured in the same run, since the machine is
 * noisy. The bench portal lifts SEARCH_RATE_LIMIT_PER_MINUTE so the row measures the search, not its limit.
 */
const PROGRAM = 'BEMESTAR';

interface Row { scenario: string; value: string; note?: string }
type Headers = Record<string, string>;

const warm = async (url: string, headers: Headers, json?: unknown) => {
  await load(url, { headers, connections: 10, seconds: 1, ...(json === undefined ? {} : { json }) });
};
const ratio = (r: LoadResult, base: LoadResult) => `p50 ×${(r.p50 / Math.max(base.p50, 0.01)).toFixed(2)}, p99 ×${(r.p99 / Math.max(base.p99, 0.01)).toFixed(2)} of the exams list`;
const row = (scenario: string, r: LoadResult, base: LoadResult): Row => ({
  scenario, value: `p99 ${r.p99} ms`, note: `p50 ${r.p50} ms, ${r.rps} req/s, errors ${r.errors}; ${ratio(r, base)} (target p99 ≤ 50 ms)`,
});

/** The first of the bench patients' CPFs (70000000000 + n, `seedBenchPatients`) that is a valid one. */
function benchCpf(): string {
  for (let n = 1; n <= 5000; n++) {
    const cpf = String(70_000_000_000 + n);
    if (isValidCpf(cpf)) return cpf.replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
  }
  throw new Error('no valid CPF among the bench patients');
}

export async function queueSearchScenarios(portal: Running, groups: { queue: boolean; search: boolean }): Promise<Row[]> {
  const program = await (await fetch(`${portal.url}/api/programs/by-slug/${PROGRAM}`)).json() as { id: number };
  const admin = await signIn(portal.url, 'admin@demo.com.br', program.id);
  const district = await signIn(portal.url, 'distrital@demo.com.br', program.id);
  const doctor = await signIn(portal.url, 'medico@demo.com.br', program.id);

  const exams = `${portal.url}/api/procedures?programId=${program.id}&type=CLINICAL_EXAMINATION&skip=0&take=10`;
  const probe = await fetch(exams, { headers: admin });
  const { data } = await probe.json() as { data: { code: string }[] };
  // The list's total is capped (10,000 and more): name the seeded size instead.
  const total = Number(process.env.BENCH_PROCEDURES ?? 20_000);
  await warm(exams, admin);
  const base = await load(exams, { headers: admin });
  const rows: Row[] = [{
    scenario: `GET /api/procedures exams of ${total} requests: page 1 (baseline of the rows below)`, value: `p99 ${base.p99} ms`,
    note: `p50 ${base.p50} ms, ${base.rps} req/s, errors ${base.errors}`,
  }];

  if (groups.queue) {
    const queue = `${portal.url}/api/procedures/queue?programId=${program.id}`;
    const waiting = async (headers: Headers) => (await (await fetch(`${queue}&skip=0&take=10`, { headers })).json() as { total: number }).total;
    const cases: [string, string, Headers][] = [
      ['page 1, as admin', '&skip=0&take=10', admin],
      ['page 1 of exams only, as admin', '&skip=0&take=10&type=CLINICAL_EXAMINATION', admin],
      ['page 20, as admin', '&skip=190&take=10', admin],
      ['page 1, as a district manager (hierarchy)', '&skip=0&take=10', district],
    ];
    const counts = new Map([[admin, await waiting(admin)], [district, await waiting(district)]]);
    for (const [name, suffix, headers] of cases) {
      await warm(queue + suffix, headers);
      rows.push(row(`GET /api/procedures/queue, ${counts.get(headers)} waiting: ${name}`, await load(queue + suffix, { headers }), base));
    }
  }

  if (groups.search) {
    const search = `${portal.url}/api/search`;
    // A code's tail (a term is at most 12 letters and digits), a name 1 in 10 patients bear, a CPF, a CRM.
    const code = (data[0]?.code ?? 'BENCH').slice(-10);
    const cases: [string, string, Headers][] = [
      ['a name ("Heitor", 500 patients)', 'Heitor', admin],
      ['a CPF (one patient)', benchCpf(), admin],
      [`a request code's tail ("${code}")`, code, admin],
      ['a CRM', 'CRM 123456', admin],
      ['a name, as a district manager (hierarchy)', 'Heitor', district],
      ['a name, as the demo doctor (own patients)', 'Heitor', doctor],
    ];
    for (const [name, term, headers] of cases) {
      await warm(search, headers, { term });
      rows.push(row(`POST /api/search over ${total} requests, 5000 patients: ${name}`, await load(search, { headers, json: { term } }), base));
    }
  }
  return rows;
}
