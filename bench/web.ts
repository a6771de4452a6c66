/**
 * `npm run bench:web`: builds the portal, serves it with the real server on a temporary data
 * directory, and runs Lighthouse (over Debian's /usr/bin/chromium) on the login page, the dashboard
 * of a signed-in doctor and the public pages, in the mobile and desktop presets. Prints one table.
 * `--no-build` reuses apps/web/dist (a production build: it refuses the journeys' one);
 * BENCH_WEB_PAGES=/login,/dashboard limits the pages and BENCH_WEB_PRESETS=mobile the presets
 * (BENCH_WEB_PAGES also takes the labels login, dashboard, contents, pcdt, p). BENCH_WEB_JSON=<dir>
 * writes each Lighthouse report there as JSON (treemap, bootup-time…).
 * BENCH_WEB_RUNS=N audits each page N times and prints the run with the median score, with the range
 * of scores beside it: one Lighthouse run on a loaded machine varies by several points.
 * Not part of `npm test` or CI: the figures depend on the machine.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { PROCEDURE_TYPES } from '@portal/domain';
import { repoRoot, startProcess } from './server.ts';

const PROGRAM = 'BEMESTAR';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--no-first-run'];

interface Page { path: string; signedIn: boolean }
const PAGES: Page[] = [
  { path: `/login?program=${PROGRAM}`, signedIn: false },
  { path: '/dashboard', signedIn: true },
  { path: `/contents?program=${PROGRAM}`, signedIn: false },
  { path: `/pcdt?program=${PROGRAM}`, signedIn: false },
  { path: '/p/<code>', signedIn: false },
];

/** The code of a procedure the doctor can see, for the patient's public page /p/{code}. */
async function procedureCode(baseUrl: string, cookie: string): Promise<string | undefined> {
  const program = await (await fetch(`${baseUrl}/api/programs/by-slug/${PROGRAM}`)).json() as { id: number };
  for (const type of PROCEDURE_TYPES) {
    const res = await fetch(`${baseUrl}/api/procedures?programId=${program.id}&type=${type}`, { headers: { cookie } });
    const page = res.ok ? await res.json() as { data?: { code?: string }[] } : {};
    const code = page.data?.find((p) => p.code)?.code;
    if (code) return code;
  }
  return undefined;
}

async function sessionCookie(baseUrl: string): Promise<string> {
  const program = await (await fetch(`${baseUrl}/api/programs/by-slug/${PROGRAM}`)).json() as { id: number };
  const res = await fetch(`${baseUrl}/api/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'medico@demo.com.br', password: 'Demo@2026', programId: program.id }),
  });
  const cookie = res.headers.getSetCookie().map((c) => c.split(';')[0]).find((c) => c?.startsWith('portal_session='));
  if (!res.ok || !cookie) throw new Error(`login for the dashboard answered ${res.status}`);
  return cookie;
}

/**
 * `--no-build` measures whatever apps/web/dist holds: after `npm run test:e2e` that is the build
 * that checks every API answer, with the contracts' schemas in its scripts (/login scored 68–74 on it).
 */
function refuseTestBuild(): void {
  const kindFile = path.join(repoRoot, 'apps/web/dist/.vite/build-kind.json');
  const kind = fs.existsSync(kindFile) ? JSON.parse(fs.readFileSync(kindFile, 'utf8')) as { apiValidate?: boolean } : undefined;
  if (kind?.apiValidate !== false) {
    throw new Error('apps/web/dist is not a production build (API_VALIDATE, or older than this check): run `npm run build`, or drop --no-build');
  }
}

interface Row { page: string; preset: string; perf: number; range?: string; lcp: number; tbt: number; scriptKb: number; a11y: number; bp: number; consoleErrors: number }

function rowOf(page: string, preset: string, lhr: Result): Row {
  const score = (id: string) => Math.round(100 * (lhr.categories[id]?.score ?? 0));
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const summary = (lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined)?.items ?? [];
  const errors = (lhr.audits['errors-in-console']?.details as { items?: unknown[] } | undefined)?.items ?? [];
  return {
    page, preset, perf: score('performance'), lcp: numeric('largest-contentful-paint'), tbt: numeric('total-blocking-time'),
    scriptKb: (summary.find((i) => i.resourceType === 'script')?.transferSize ?? 0) / 1024,
    a11y: score('accessibility'), bp: score('best-practices'), consoleErrors: errors.length,
  };
}

/**
 * One Lighthouse run, run again (up to twice) when Lighthouse reports a failed load rather than
 * scores (`runtimeError`, e.g. a protocol timeout on a loaded machine): a row of zeros would read as
 * a measurement. The error is printed either way.
 */
async function audit(url: string, flags: Flags, preset: (typeof PRESETS)[number]) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const error = result.lhr.runtimeError;
    if (!error || attempt === 3) {
      if (error) console.warn(`${url} (${preset}): ${error.code} ${error.message}`);
      return result;
    }
    console.warn(`${url} (${preset}): ${error.code}, run again`);
  }
}

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
else refuseTestBuild();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-web-'));
const portal = await startProcess('apps/api/src/main/server.ts', { DATA_DIR: dataDir, NODE_ENV: 'bench' }, '/api/healthz');
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
const only = process.env.BENCH_WEB_PAGES?.split(',').map((o) => (o === 'p' ? '/p/' : o.startsWith('/') ? o : `/${o}`));
const jsonDir = process.env.BENCH_WEB_JSON;
if (jsonDir) fs.mkdirSync(jsonDir, { recursive: true });
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1) || 1);
const PRESETS = (['mobile', 'desktop'] as const).filter((p) => !process.env.BENCH_WEB_PRESETS || process.env.BENCH_WEB_PRESETS.split(',').includes(p));
const rows: Row[] = [];
try {
  const cookie = await sessionCookie(portal.url);
  const code = await procedureCode(portal.url, cookie);
  if (!code) console.warn('no procedure in the demo data: /p/<code> is skipped');
  const pages = PAGES.map((p) => ({ ...p, path: p.path.replace('<code>', code ?? '') })).filter((p) => !p.path.endsWith('/p/'));
  for (const page of pages.filter((p) => !only || only.some((o) => p.path.startsWith(o)))) {
    for (const preset of PRESETS) {
      const flags: Flags = {
        port: chrome.port, output: 'json', logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        ...(page.signedIn ? { extraHeaders: { Cookie: cookie } } : {}),
      };
      const runs: { row: Row; lhr: Result }[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const { lhr } = await audit(`${portal.url}${page.path}`, flags, preset);
        runs.push({ row: rowOf(page.path, preset, lhr), lhr });
      }
      runs.sort((a, b) => a.row.perf - b.row.perf);
      const median = runs[Math.floor(runs.length / 2)]!;
      rows.push(RUNS > 1 ? { ...median.row, range: `${runs[0]!.row.perf}–${runs.at(-1)!.row.perf}` } : median.row);
      if (jsonDir) {
        const name = `${page.path.split(/[/?]/)[1] ?? 'root'}-${preset}.json`;
        fs.writeFileSync(path.join(jsonDir, name), JSON.stringify(median.lhr));
      }
    }
  }
} finally {
  chrome.kill();
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const header = ['page', 'preset', 'perf', ...(RUNS > 1 ? [`${RUNS} runs`] : []), 'LCP ms', 'TBT ms', 'script KB', 'a11y', 'best pr.', 'console errors'];
const table = rows.map((r) => [r.page, r.preset, String(r.perf), ...(RUNS > 1 ? [r.range ?? ''] : []), r.lcp.toFixed(0), r.tbt.toFixed(0), r.scriptKb.toFixed(1), String(r.a11y), String(r.bp), String(r.consoleErrors)]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
console.log(`\nLighthouse ${process.env.npm_package_devDependencies_lighthouse ?? ''} (Chromium ${execSync('/usr/bin/chromium --version').toString().trim()}, ${os.cpus().length} cores)\n`);
for (const row of [header, ...table]) console.log(row.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
