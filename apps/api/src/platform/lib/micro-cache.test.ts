import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#test/test-app.ts';
import { users } from '#db/schema/index.ts';

/** The micro-cache as a user meets it: fast repeated reads, never stale after their own write. */
let t: TestApp;
beforeAll(async () => { t = await createTestApp({ cacheTtlMs: 60_000 }); });
afterAll(async () => { await t.close(); });

describe('micro-cache', () => {
  it('serves repeated GET /api/user from the cache until a write clears it', async () => {
    const doctor = await t.as('DOCTOR');
    expect((await doctor({ method: 'GET', url: '/api/user' })).json<{ name: string }>().name).toBe('Dr. Marcos Medeiros');
    // A change made behind the API's back is not seen while the entry lives…
    await t.app.db.update(users).set({ name: 'Nome Alterado Diretamente' }).where(eq(users.email, 'medico@demo.com.br'));
    expect((await doctor({ method: 'GET', url: '/api/user' })).json<{ name: string }>().name).toBe('Dr. Marcos Medeiros');
    // Signing in and out touch only their own session, so others' cached answers stay…
    await t.login('admin@demo.com.br');
    await t.anon({ method: 'POST', url: '/api/logout' });
    expect((await doctor({ method: 'GET', url: '/api/user' })).json<{ name: string }>().name).toBe('Dr. Marcos Medeiros');
    // …and any other write through the API clears every cache at once.
    const write = await doctor({ method: 'PUT', url: '/api/user/program', payload: { programId: await t.programId('BEMESTAR') } });
    expect(write.statusCode).toBe(204);
    expect((await doctor({ method: 'GET', url: '/api/user' })).json<{ name: string }>().name).toBe('Nome Alterado Diretamente');
  });

  it('ends a session at logout even though session lookups are cached', async () => {
    const { token } = (await t.login('admin@demo.com.br')).json<{ token: string }>();
    const headers = { authorization: `Bearer ${token}` };
    expect((await t.anon({ method: 'GET', url: '/api/user', headers })).statusCode).toBe(200);
    expect((await t.anon({ method: 'POST', url: '/api/logout', headers })).statusCode).toBe(204);
    expect((await t.anon({ method: 'GET', url: '/api/user', headers })).json()).toEqual({ user: null });
    expect((await t.anon({ method: 'GET', url: '/api/users/me', headers })).statusCode).toBe(401);
  });
});
