/**
 * `npm run bench:screens`: how long the portal's heaviest screens take to become usable in
 * Chromium, measured as a user would feel it. Builds the portal (`--no-build` reuses apps/web/dist),
 * serves it with the real server (PGlite on a temporary directory, or the PostgreSQL of
 * DATABASE_URL: `scripts/with-postgres.sh npm run bench:screens`), and times each screen from the
 * user's action (a click or a typed address) until the screen is interactive: its heading and the
 * screen's own control are shown and no loading indicator is left in the page.
 *
 * Each screen is opened BENCH_SCREENS_RUNS times (default 5) in one browser profile, as a returning
 * user would (the first run loads the screen's script; the later ones find it cached), and printed
 * as the first run, the median and the slowest. BENCH_SCREENS_VIEWPORT=390x844 times a phone's
 * width; BENCH_SCREENS_TRACE=1 lists, for each screen's last run, every request it made with its start
 * and end (ms after the user's action). Not part of `npm test` or CI: the figures depend on the machine.
 */
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page, type Request } from 'playwright-core';
import { repoRoot, startProcess } from './server.ts';

const PROGRAM = 'BEMESTAR';
const PASSWORD = 'Demo@2026';
const trace = process.env.BENCH_SCREENS_TRACE === '1';
const RUNS = Math.max(1, Number(process.env.BENCH_SCREENS_RUNS ?? 5) || 5);
const [width, height] = (process.env.BENCH_SCREENS_VIEWPORT ?? '1366x768').split('x').map(Number) as [number, number];
/** The target the screens are held to: interactive within one second on a quiet machine. */
const TARGET_MS = 1000;

interface Screen {
  label: string;
  account: string;
  /** What the user does before the clock starts (signed in already). */
  prepare?(page: Page, href: (path: string) => string): Promise<void>;
  /**
   * What the user does to open the screen (`href` makes a path absolute); the clock runs from here
   * until the screen is interactive and what `open` returns (the screen's own data) has arrived.
   */
  open(page: Page, href: (path: string) => string): Promise<unknown>;
  /** The screen's own control that must be shown (besides its heading). */
  ready: string;
}

const SCREENS: Screen[] = [
  {
    label: 'sign-in → dashboard (doctor)',
    account: 'medico@demo.com.br',
    open: async (page) => { await page.getByTestId('login-submit').click(); },
    ready: '[data-testid="side-menu"], [data-testid="drawer-toggle"]',
  },
  {
    label: 'decision queue (administrator)',
    account: 'admin@demo.com.br',
    open: async (page, href) => { await page.goto(href('/procedures/queue'), { waitUntil: 'commit' }); },
    ready: '[data-testid="queue-approve"]',
  },
  {
    label: '/exams/request (doctor)',
    account: 'medico@demo.com.br',
    open: async (page, href) => {
      // Usable once its follow-ups, the first thing the doctor picks, have arrived.
      const followups = page.waitForResponse((r) => r.url().endsWith('/followups'));
      await page.goto(href('/exams/request'), { waitUntil: 'commit' });
      return followups;
    },
    ready: '[data-testid="followupId"]',
  },
  {
    label: '/exams/request, a group picked → its form (doctor)',
    account: 'medico@demo.com.br',
    prepare: async (page, href) => {
      await page.goto(href('/exams/request'));
      // Groups are listed per follow-up: the user picks one, then opens the groups.
      await page.getByTestId('followupId').click();
      await page.locator('[data-testid^="followupId-option-"]').first().click();
      await page.getByTestId('groupId').click();
      await page.locator('[data-testid^="groupId-option-"]').first().waitFor();
    },
    open: async (page) => { await page.locator('[data-testid^="groupId-option-"]').first().click(); },
    ready: '[data-testid="exam-request-submit"]',
  },
  {
    label: 'programme edit (system administrator)',
    account: 'sysadmin@demo.com.br',
    open: async (page, href) => { await page.goto(href('/programs/<programId>/edit'), { waitUntil: 'commit' }); },
    ready: '[data-testid="program-form"] input[name="name"]:not([value=""])',
  },
];

/** The heading, the screen's control, and no progress indicator left anywhere in the page. */
async function untilInteractive(page: Page, ready: string): Promise<void> {
  try {
    // No named helper inside: tsx would wrap it in a function the page does not have.
    await page.waitForFunction((selector) => {
      const doc = (globalThis as unknown as { document: { querySelectorAll(s: string): ArrayLike<{ offsetParent: unknown }> } }).document;
      // Shown: the heading and the control yes, a progress indicator no.
      return [['main h1, h1', true], [selector, true], ['[role="progressbar"]', false]].every(([s, wanted]) =>
        Array.from(doc.querySelectorAll(s as string)).some((el) => el.offsetParent !== null) === wanted);
    }, ready, { timeout: 30_000, polling: 'raf' });
  } catch (error) {
    const bars = await page.locator('[role="progressbar"]:visible').evaluateAll((els: { outerHTML: string }[]) => els.map((e) => e.outerHTML.slice(0, 200)));
    throw new Error(`${page.url()} never became interactive (waiting for ${ready}; progress bars: ${bars.join(' | ') || 'none'}; h1: ${await page.locator('h1').count()})`, { cause: error });
  }
}

async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login?program=${PROGRAM}`);
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
}

if (!process.argv.includes('--no-build')) execSync('npm run build', { cwd: repoRoot, stdio: 'inherit' });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-screens-'));
const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
const portal = await startProcess('apps/api/src/main/server.ts', { DATA_DIR: dataDir, NODE_ENV: 'bench' }, '/api/healthz');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
const rows: { label: string; times: number[] }[] = [];
try {
  const program = await (await fetch(`${portal.url}/api/programs/by-slug/${PROGRAM}`)).json() as { id: number };
  for (const screen of SCREENS) {
    const context = await browser.newContext({ locale: 'pt-BR', viewport: { width, height } });
    const page = await context.newPage();
    const baseUrl = portal.url;
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      await signIn(page, baseUrl, screen.account);
      if (!screen.label.startsWith('sign-in')) {
        await page.getByTestId('login-submit').click();
        await untilInteractive(page, '[data-testid="side-menu"], [data-testid="drawer-toggle"]');
      }
      const href = (p: string) => baseUrl + p.replace('<programId>', String(program.id));
      await screen.prepare?.(page, href);
      const started = performance.now();
      const requests: string[] = [];
      const onFinished = (request: Request) => {
        const timing = request.timing();
        const start = timing.startTime - performance.timeOrigin - started;
        requests.push(`${start.toFixed(0).padStart(6)} → ${(start + timing.responseEnd).toFixed(0).padStart(6)}  ${request.method()} ${request.url().replace(baseUrl, '')}`);
      };
      if (trace && run === RUNS - 1) page.on('requestfinished', onFinished);
      await Promise.all([screen.open(page, href), untilInteractive(page, screen.ready)]);
      times.push(performance.now() - started);
      page.off('requestfinished', onFinished);
      if (requests.length > 0) console.log(`\n${screen.label}, run ${run + 1}: ${times.at(-1)!.toFixed(0)} ms\n${requests.join('\n')}`);
      await context.clearCookies();
    }
    rows.push({ label: screen.label, times });
    await context.close();
  }
} finally {
  await browser.close();
  await portal.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
console.log(`\nScreens until interactive, ${database}, ${width}×${height}, ${RUNS} runs (Chromium ${execSync('/usr/bin/chromium --version').toString().trim()}, ${os.cpus().length} cores)\n`);
const header = ['screen', 'first ms', 'median ms', 'slowest ms', `≤ ${TARGET_MS} ms`];
const table = rows.map((r) => {
  const rest = r.times.length > 1 ? r.times.slice(1) : r.times;
  return [r.label, r.times[0]!.toFixed(0), median(rest).toFixed(0), Math.max(...r.times).toFixed(0), median(rest) <= TARGET_MS ? 'yes' : 'no'];
});
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
for (const row of [header, ...table]) console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  '));
