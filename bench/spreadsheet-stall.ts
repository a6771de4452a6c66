/**
 * `/api/healthz` while three large spreadsheets are validated at once (decision 0043b): a sheet of
 * 280,000 rows (≈ 5.5 MB, refused for the row limit only once read) used to hold the event loop
 * for seconds. The same run measures the portal parsing in the request's thread
 * (SPREADSHEET_PARSE_THREADS=0, the old behaviour) and in worker threads (the default), each on a
 * fresh database. BENCH_SHEET_ROWS changes the sheet's size.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DOCTOR_TEMPLATE_HEADERS } from '@portal/domain';
import { libreOfficeStyleXlsx } from '../apps/api/src/platform/lib/spreadsheet/xlsx-fixtures.ts';
import { signIn } from './doctors.ts';
import { startProcess } from './server.ts';

const ROWS = Number(process.env.BENCH_SHEET_ROWS ?? 280_000);
const UPLOADS = 3;

/**
 * The template's header, then rows holding only a random CRM (a number): compact
 * like a real export, so the archive passes the proportion checks (64 MiB inflated) and is parsed.
 */
function largeSheet(): Buffer {
  const header = DOCTOR_TEMPLATE_HEADERS.map((h) => ({ inline: h }));
  // Random CRMs: one value repeated compresses past the 200× proportion check; more cells pass 64 MiB inflated.
  const digits = (n: number) => Math.floor(10 ** (n - 1) + Math.random() * 9 * 10 ** (n - 1));
  const rows = Array.from({ length: ROWS }, () => [null, { number: digits(6) }]);
  return libreOfficeStyleXlsx([header, ...rows]);
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function measure(threads: number, file: Buffer): Promise<{ p50: number; p99: number; max: number; samples: number; validateMs: number; codes: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-sheets-'));
  const portal = await startProcess('apps/api/src/main/server.ts', { DATA_DIR: dataDir, NODE_ENV: 'bench', LOGIN_RATE_LIMIT_PER_MINUTE: '100000', SPREADSHEET_PARSE_THREADS: String(threads) }, '/api/healthz');
  try {
    const programId = (await (await fetch(`${portal.url}/api/programs/by-slug/BEMESTAR`)).json() as { id: number }).id;
    const auth = await signIn(portal.url, 'distrital@demo.com.br', programId);
    const upload = () => {
      const form = new FormData();
      form.append('file', new Blob([file]), 'grande.xlsx');
      return fetch(`${portal.url}/api/doctors/doctors-XLSX/validate?programId=${programId}`, { method: 'POST', headers: auth, body: form })
        .then(async (res) => ((await res.json()) as { code?: string }).code ?? String(res.status));
    };
    // A warm-up upload, so the worker threads (and exceljs) are loaded before the measured ones.
    await upload();
    const started = performance.now();
    const state = { done: false };
    const uploads = Promise.all(Array.from({ length: UPLOADS }, upload)).finally(() => { state.done = true; });
    const latencies: number[] = [];
    while (!state.done) {
      const t0 = performance.now();
      await fetch(`${portal.url}/api/healthz`);
      latencies.push(performance.now() - t0);
      await new Promise((r) => setTimeout(r, 20));
    }
    const codes = [...new Set(await uploads)].join(', ');
    const validateMs = performance.now() - started;
    latencies.sort((a, b) => a - b);
    return { p50: quantile(latencies, 0.5), p99: quantile(latencies, 0.99), max: latencies.at(-1) ?? 0, samples: latencies.length, validateMs, codes };
  } finally {
    await portal.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function spreadsheetStallScenarios(): Promise<{ scenario: string; value: string; note?: string }[]> {
  const file = largeSheet();
  const mb = (file.length / 1024 / 1024).toFixed(1);
  const rows = [];
  for (const [label, threads] of [['in the request thread (before)', 0], ['in worker threads (after)', 2]] as const) {
    const m = await measure(threads, file);
    rows.push({
      scenario: `/api/healthz p99 while ${UPLOADS} × ${ROWS.toLocaleString('en')}-row sheets validate, ${label}`,
      value: `${m.p99.toFixed(0)} ms`,
      note: `p50 ${m.p50.toFixed(0)} ms, max ${m.max.toFixed(0)} ms over ${m.samples} probes; the ${UPLOADS} uploads (${mb} MB each) took ${(m.validateMs / 1000).toFixed(1)} s, answered ${m.codes}; target p99 ≤ 200 ms`,
    });
  }
  return rows;
}

// `node --import tsx bench/spreadsheet-stall.ts` runs this row alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const r of await spreadsheetStallScenarios()) console.log(`${r.scenario}  ${r.value}  ${r.note}`);
}
