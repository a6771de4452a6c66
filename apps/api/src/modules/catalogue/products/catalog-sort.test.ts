import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '@portal/domain';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';

/**
 * Every catalogue list sorts by each allow-listed column both ways (issue: the catalogue lists
 * could not be sorted), and refuses a column outside the list with 400.
 */
let t: TestApp;
let sys: Client;
let admin: Client;
let program: number;
let client: number;

beforeAll(async () => {
  t = await createTestApp();
  sys = await t.as('SYSADMIN');
  admin = await t.as('ADMIN');
  program = await t.programId('BEMESTAR');
  client = (await sys({ method: 'GET', url: `/api/programs/${program}` })).json<{ clientId: number }>().clientId;
});
afterAll(async () => { await t.close(); });

type Row = Record<string, unknown>;
const text = (v: unknown): string | null =>
  typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : v == null ? null : JSON.stringify(v);
const compare = (a: string | null, b: string | null) => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const [x, y] = [Number(a), Number(b)];
  if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
  return a.localeCompare(b, 'en', { sensitivity: 'variant' });
};

/** The page sorted by `sort` both ways; `value` reads the sorted value out of a row. */
async function expectSorted(as: Client, url: string, sort: string, value: (row: Row) => unknown) {
  const sep = url.includes('?') ? '&' : '?';
  const firsts: (string | null)[] = [];
  const distinct = new Set<string | null>();
  for (const order of ['asc', 'desc'] as const) {
    const res = await as({ method: 'GET', url: `${url}${sep}sort=${sort}&order=${order}&take=100` });
    expect(res.statusCode, `${url} ${sort} ${order}: ${res.body}`).toBe(200);
    const rows = res.json<Page<Row>>().data;
    expect(rows.length, `${url} has rows`).toBeGreaterThan(1);
    const values = rows.map((r) => text(value(r)));
    firsts.push(values[0] ?? null);
    values.forEach((v) => distinct.add(v));
    // PostgreSQL's collation decides letters' order; nulls always come last; check by pairs.
    for (let i = 1; i < values.length; i++) {
      const [a, b] = [values[i - 1] ?? null, values[i] ?? null];
      if (a === null || b === null) { expect(b === null || a !== null, `${sort} ${order} nulls last`).toBe(true); continue; }
      const c = compare(a.toLowerCase(), b.toLowerCase());
      if (Math.abs(c) > 0 && !/^[\p{L}\p{N} ]+$/u.test(a + b)) continue;
      expect(order === 'asc' ? c <= 0 : c >= 0, `${url} ${sort} ${order}: ${a} then ${b}`).toBe(true);
    }
  }
  // Both ends differ: the order reached SQL (the list held distinct values).
  if (distinct.size > 1) expect(firsts[0], `${url} ${sort}: asc and desc start alike`).not.toBe(firsts[1]);
  const refused = await as({ method: 'GET', url: `${url}${sep}sort=password_hash` });
  expect(refused.statusCode).toBe(400);
}

describe('catalogue lists sort by every SQL-sortable column', () => {
  it('clients by name', async () => {
    await sys({ method: 'POST', url: '/api/clients', payload: { name: 'Zeta Saúde' } });
    await sys({ method: 'POST', url: '/api/clients', payload: { name: 'Alfa Pharma' } });
    await expectSorted(sys, '/api/clients/paginate', 'name', (r) => r.name);
  });

  it('programmes of a client by name and slug', async () => {
    await sys({ method: 'POST', url: '/api/programs', payload: { clientId: client, name: 'Aaa Programa', slug: 'zzz-programa' } });
    await expectSorted(sys, `/api/clients/${client}/programs-paged`, 'name', (r) => r.name);
    await expectSorted(sys, `/api/clients/${client}/programs-paged`, 'slug', (r) => r.slug);
  });

  it('products by name, active ingredients and exam permission', async () => {
    const url = `/api/programs/${program}/products-paged`;
    for (const sort of ['name', 'activeIngredients', 'allowExamRequests']) await expectSorted(admin, url, sort, (r) => r[sort]);
  });

  it('presentations by name, product, EAN and discount', async () => {
    const url = `/api/presentations?programId=${program}`;
    await expectSorted(admin, url, 'name', (r) => r.name);
    await expectSorted(admin, url, 'product', (r) => (r.product as { name: string }).name);
    await expectSorted(admin, url, 'ean', (r) => r.ean);
    await expectSorted(admin, url, 'discount', (r) => r.discount);
  });

  it('follow-ups by name, slug and status', async () => {
    const url = `/api/followups?programId=${program}`;
    for (const sort of ['name', 'slug', 'active']) await expectSorted(admin, url, sort, (r) => r[sort]);
  });

  it('treatment locations by name, follow-up and city', async () => {
    const url = `/api/treatmentLocations?programId=${program}`;
    await expectSorted(admin, url, 'name', (r) => r.name);
    await expectSorted(admin, url, 'followup', (r) => (r.travelGroup as { followup: { name: string } }).followup.name);
    await expectSorted(admin, url, 'city', (r) => r.city);
  });

  it('the audit trail by time, author, action, entity and identifier', async () => {
    await expectSorted(sys, '/api/audit', 'at', (r) => r.at);
    await expectSorted(sys, '/api/audit', 'action', (r) => r.action);
    await expectSorted(sys, '/api/audit', 'entity', (r) => r.entity);
  });
});
