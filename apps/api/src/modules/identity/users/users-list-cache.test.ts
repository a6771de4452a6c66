import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Page, UserListItem } from '@portal/domain';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { programUsers, users } from '#db/schema/index.ts';

/** The users list with the micro-cache on: shared pages never cross programmes or types, and never outlive a write. */
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ cacheTtlMs: 60_000 }); });
afterAll(async () => { await t.close(); });

const list = (page: { json: () => unknown }) => page.json() as Page<UserListItem>;

describe('GET /users with cached pages', () => {
  it('keeps each programme and each manager type to its own page', async () => {
    const admin = await t.as('ADMIN');
    const regional = await t.as('REGIONAL_MANAGER');
    const otherAdmin = await t.as('ADMIN', 'ABRACARAVIDA');
    // Someone only the other programme has, found by the same search.
    const [only] = await t.app.db.insert(users).values({ name: 'Zuleica Cachê', email: 'zuleica.cache@demo.com.br', phone: '11987650099', type: 'DOCTOR', approved: true }).returning({ id: users.id });
    await t.app.db.insert(programUsers).values({ userId: only!.id, programId: await t.programId('ABRACARAVIDA') });
    const url = '/api/users?skip=0&take=100';
    const search = '/api/users?filter=cache';
    const byAdmin = list(await admin({ method: 'GET', url }));
    const byRegional = list(await regional({ method: 'GET', url }));
    const byOther = list(await otherAdmin({ method: 'GET', url }));
    expect(byAdmin.data.some((u) => u.type === 'ADMIN')).toBe(true);
    expect(byRegional.data.some((u) => u.type === 'ADMIN' || u.type === 'SYSADMIN')).toBe(false);
    expect(byRegional.total).toBeLessThan(byAdmin.total);
    expect(byOther.total).not.toBe(byAdmin.total);
    expect(list(await admin({ method: 'GET', url: search })).total).toBe(0);
    expect(list(await otherAdmin({ method: 'GET', url: search })).data.map((u) => u.id)).toEqual([only!.id]);
    // Asking again answers the same page.
    expect(list(await admin({ method: 'GET', url }))).toEqual(byAdmin);
  });

  it('answers a change made through the API at once', async () => {
    const admin = await t.as('ADMIN');
    const url = `/api/users?filter=${encodeURIComponent('Rafaela Representante')}`;
    const before = list(await admin({ method: 'GET', url }));
    expect(before.total).toBe(1);
    const rep = before.data[0]!;
    // A change behind the API's back waits for the TTL…
    await t.app.db.update(users).set({ name: 'Rafaela Representante Alterada' }).where(eq(users.id, rep.id));
    expect(list(await admin({ method: 'GET', url })).data[0]!.name).toBe('Rafaela Representante');
    // …a write through the API is seen by the next request.
    const edit = await admin({
      method: 'PUT', url: `/api/users/${rep.id}`,
      payload: { name: 'Rafaela Representante Nova', email: rep.email, phone: rep.phone, type: rep.type },
    });
    expect(edit.statusCode).toBe(200);
    expect(list(await admin({ method: 'GET', url })).data[0]!.name).toBe('Rafaela Representante Nova');
  });
});
