import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COUNT_CAP, type Page, type UserListItem } from '@portal/domain';
import { createTestApp, type Client, type TestApp } from '#test/test-app.ts';
import { seedBulkUsers } from '#main/seed/bulk-users.ts';

let t: TestApp;
let admin: Client;

beforeAll(async () => {
  t = await createTestApp();
  await seedBulkUsers(t.app.db, COUNT_CAP + 1, { prefix: 'capped', programSlugs: ['BEMESTAR'], types: ['DOCTOR'] });
  admin = await t.as('ADMIN');
}, 120_000);
afterAll(async () => { await t.close(); });

describe('GET /users over more users than the count cap', () => {
  it('stops counting at the cap and says so, still paging from the top', async () => {
    const first = (await admin({ method: 'GET', url: '/api/users?skip=0&take=10' })).json<Page<UserListItem>>();
    expect(first).toMatchObject({ total: COUNT_CAP, totalCapped: true });
    expect(first.data).toHaveLength(10);
    const last = (await admin({ method: 'GET', url: `/api/users?skip=${COUNT_CAP - 10}&take=10` })).json<Page<UserListItem>>();
    expect(last.data).toHaveLength(10);
  });

  it('counts a narrower search exactly, without the flag', async () => {
    const one = (await admin({ method: 'GET', url: '/api/users?filter=medico%40demo' })).json<Page<UserListItem>>();
    expect(one).toEqual({ total: 1, data: [expect.objectContaining({ email: 'medico@demo.com.br' })] });
  });
});
