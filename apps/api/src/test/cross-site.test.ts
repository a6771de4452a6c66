import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { ApiError } from '@portal/domain';
import { DEMO_PASSWORD } from '#main/seed/demo.ts';
import { optoutRequests } from '#db/schema/index.ts';
import { useTestApp, type Client, type TestApp } from './test-app.ts';

let t: TestApp;
let doctor: Client;
useTestApp(async (app) => {
  t = app;
  doctor = await t.as('DOCTOR');
});

const optout = (headers: Record<string, string>, password = DEMO_PASSWORD) =>
  doctor({ method: 'POST', url: '/api/users/optout', headers: { host: 'portal.example', ...headers }, payload: { password } });

describe('cross-site requests (decision 0022)', () => {
  it('refuses a state-changing request from another site or origin, before reading its body', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'same-site' },
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'http://portal.example:8080' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
    ] as Record<string, string>[]) {
      const res = await optout(headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(403);
      expect(res.json<ApiError>().code).toBe('crossSiteRequest');
    }
    // A no-cors multipart upload from another page of the same site.
    const upload = await doctor({
      method: 'POST', url: '/api/program-files', headers: { 'sec-fetch-site': 'same-site', 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--',
    });
    expect(upload.json<ApiError>().code).toBe('crossSiteRequest');
    const userId = await t.userId('medico@demo.com.br');
    expect(await t.app.db.select().from(optoutRequests).where(eq(optoutRequests.userId, userId))).toHaveLength(0);
  });

  it('decides on the route the request reached, not on how its path was spelt', async () => {
    for (const url of ['/%61pi/logout', '/api/%6cogout', '/%61%70%69/logout']) {
      const res = await t.anon({ method: 'POST', url, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json<ApiError>().code).toBe('crossSiteRequest');
    }
    const upload = await doctor({
      method: 'POST', url: '/%61pi/program-files', headers: { 'sec-fetch-site': 'same-site', 'content-type': 'multipart/form-data; boundary=x' }, payload: '--x--',
    });
    expect(upload.json<ApiError>().code).toBe('crossSiteRequest');
    // The API's answers keep no-store however their path is spelt.
    const read = await doctor({ method: 'GET', url: '/%61pi/user' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['cache-control']).toBe('no-store');
  });

  it('lets reads through, and writes from the portal itself or from clients that are not browsers', async () => {
    expect((await doctor({ method: 'GET', url: '/api/user', headers: { 'sec-fetch-site': 'cross-site' } })).statusCode).toBe(200);
    const logoutSameOrigin = await t.anon({ method: 'POST', url: '/api/logout', headers: { 'sec-fetch-site': 'same-origin' } });
    expect(logoutSameOrigin.statusCode).toBe(204);
    expect((await t.anon({ method: 'POST', url: '/api/logout', headers: { host: 'portal.example', origin: 'http://portal.example' } })).statusCode).toBe(204);
    expect((await t.anon({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    // The opt-out also needs the password, so a forged form without it fails even on the same origin.
    expect((await optout({ 'sec-fetch-site': 'same-origin' }, 'errada123')).json<ApiError>().code).toBe('invalidPassword');
    expect((await optout({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(202);
  });
});
